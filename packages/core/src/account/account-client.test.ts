import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../api-client/api-error.ts';
import { createLomiClient } from '../api-client/lomi-client.ts';
import { createAccountClient } from './account-client.ts';

interface Seen {
  method: string | undefined;
  url: string | undefined;
  authorization: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

type Handler = (request: IncomingMessage, response: ServerResponse, seen: Seen) => void;

let server: Server;
let baseURL: string;
let handler: Handler;
let seen: Seen[];

function json(response: ServerResponse, status: number, body: unknown): void {
  // No keep-alive: afterEach closes every connection, and a pooled one could be reused just as it closes.
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', connection: 'close' });
  response.end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

beforeAll(async () => {
  server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const entry: Seen = {
        method: request.method,
        url: request.url,
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        body,
      };
      seen.push(entry);
      handler(request, response, entry);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(() => {
  server.closeAllConnections();
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

function reset(next: Handler): void {
  seen = [];
  handler = next;
}

const user = {
  id: 7,
  username: 'abebe',
  email: 'abebe@example.et',
  firstname: '',
  lastname: '',
  full_name: '',
};
const session = { access: 'jwt-1', token_type: 'Bearer', expires_in: 604_800, user };

describe('createAccountClient', () => {
  it('sends the token of getAccessToken as a bearer header, read anew for every call', async () => {
    reset((request, response) => json(response, 200, user));
    let token: string | null = null;
    const lomi = createLomiClient({ baseURL, getAccessToken: () => token });
    const client = createAccountClient(lomi);

    await client.auth.user().catch(() => undefined);
    token = 'jwt-1';
    await client.auth.user();
    token = '';
    await lomi.categories.list();

    expect(seen.map((entry) => entry.authorization)).toEqual([undefined, 'Bearer jwt-1', undefined]);
  });

  it('signs up, logs in and verifies phone codes with JSON bodies on the §7 paths', async () => {
    reset((request, response) => {
      if (request.url === '/auth/otp/request/') {
        json(response, 202, { phone_number: '251911223344', expires_in: 300, code_length: 6 });
      } else if (request.url === '/auth/signup/') json(response, 201, session);
      else if (request.url === '/auth/jwt/login/') json(response, 200, session);
      else json(response, 200, { ...session, created: false });
    });
    const client = createAccountClient(createLomiClient({ baseURL }));

    await expect(
      client.auth.signup({ username: 'abebe', email: 'abebe@example.et', password: 'secret-pass' }),
    ).resolves.toEqual(session);
    await expect(client.auth.login({ identifier: 'abebe', password: 'secret-pass' })).resolves.toEqual(
      session,
    );
    await expect(client.auth.requestOtp({ phone_number: '251911223344', lang: 'am' })).resolves.toEqual({
      phone_number: '251911223344',
      expires_in: 300,
      code_length: 6,
    });
    await client.auth.verifyOtp({ phone_number: '251911223344', code: '123456' });
    await client.auth.google({ credential: 'id-token' });

    expect(seen.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      {
        method: 'POST',
        url: '/auth/signup/',
        body: { username: 'abebe', email: 'abebe@example.et', password: 'secret-pass' },
      },
      { method: 'POST', url: '/auth/jwt/login/', body: { identifier: 'abebe', password: 'secret-pass' } },
      { method: 'POST', url: '/auth/otp/request/', body: { phone_number: '251911223344', lang: 'am' } },
      { method: 'POST', url: '/auth/otp/verify/', body: { phone_number: '251911223344', code: '123456' } },
      { method: 'POST', url: '/auth/social/google/', body: { credential: 'id-token' } },
    ]);
  });

  it("rejects a wrong password with the server's 401 message", async () => {
    reset((request, response) =>
      json(response, 401, {
        message: 'Invalid e-mail/username or password.',
        code: 'LOMI_ERR_INVALID_CREDENTIALS',
      }),
    );
    const client = createAccountClient(createLomiClient({ baseURL }));

    await expect(client.auth.login({ identifier: 'abebe', password: 'wrong' })).rejects.toMatchObject({
      status: 401,
      message: 'Invalid e-mail/username or password.',
    });
  });

  it('reads and changes the user and profile with GET, PATCH and DELETE', async () => {
    reset((request, response) => json(response, 200, { ok: request.method }));
    const client = createAccountClient(createLomiClient({ baseURL, getAccessToken: () => 'jwt-1' }));

    await client.auth.user();
    await client.auth.updateUser({ firstname: 'Abebe' });
    await client.auth.changePassword({ old_password: 'a', new_password: 'longer-pass' });
    await client.auth.deleteAccount();
    await client.auth.logout();
    await client.me.profile();
    await client.me.updateProfile({ full_name: 'Abebe Kebede', email: '' });
    await client.me.stats();
    await client.users.info(12);

    expect(
      seen.map(({ method, url, body, authorization }) => ({ method, url, body, authorization })),
    ).toEqual(
      [
        { method: 'GET', url: '/auth/user/', body: undefined },
        { method: 'PATCH', url: '/auth/user/', body: { firstname: 'Abebe' } },
        {
          method: 'POST',
          url: '/users/changepassword',
          body: { old_password: 'a', new_password: 'longer-pass' },
        },
        { method: 'DELETE', url: '/api/auth/delete-account/', body: undefined },
        { method: 'POST', url: '/auth/logout/', body: undefined },
        { method: 'GET', url: '/api/me/profile/', body: undefined },
        { method: 'PATCH', url: '/api/me/profile/', body: { full_name: 'Abebe Kebede', email: '' } },
        { method: 'GET', url: '/api/me/stats/', body: undefined },
        { method: 'GET', url: '/users/info/12', body: undefined },
      ].map((entry) => ({ ...entry, authorization: 'Bearer jwt-1' })),
    );
    expect(seen[3]?.contentType).toBeUndefined();
  });

  it('lists, saves and unsaves saved campaigns', async () => {
    reset((request, response, entry) => {
      if (request.url === '/api/saved-campaigns/ids/') json(response, 200, { ids: [3, 12] });
      else if (request.method === 'POST') {
        const { campaign_id: campaignId } = entry.body as { campaign_id: number };
        json(response, 200, { campaign_id: campaignId, saved: request.url?.endsWith('/save/') });
      } else json(response, 200, { count: 0, results: [], lastPage: 1, total: 0 });
    });
    const client = createAccountClient(createLomiClient({ baseURL, getAccessToken: () => 'jwt-1' }));

    await client.saved.list(2);
    await client.saved.list();
    await expect(client.saved.ids()).resolves.toEqual({ ids: [3, 12] });
    await expect(client.saved.save(12)).resolves.toEqual({ campaign_id: 12, saved: true });
    await expect(client.saved.unsave(12)).resolves.toEqual({ campaign_id: 12, saved: false });

    expect(seen.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      { method: 'GET', url: '/api/saved-campaigns?page=2', body: undefined },
      { method: 'GET', url: '/api/saved-campaigns', body: undefined },
      { method: 'GET', url: '/api/saved-campaigns/ids/', body: undefined },
      { method: 'POST', url: '/api/saved-campaigns/save/', body: { campaign_id: 12 } },
      { method: 'POST', url: '/api/saved-campaigns/unsave/', body: { campaign_id: 12 } },
    ]);
  });

  it('reads notifications and marks them read, posting without a body', async () => {
    reset((request, response) => {
      if (request.url === '/api/notifications/count/') json(response, 200, { count: 4 });
      else if (request.url === '/api/notifications/mark-all-as-read/') json(response, 200, { updated: 4 });
      else json(response, 200, { id: 5 });
    });
    const client = createAccountClient(createLomiClient({ baseURL, getAccessToken: () => 'jwt-1' }));

    await client.notifications.list(3);
    await client.notifications.get(5);
    await expect(client.notifications.unreadCount()).resolves.toEqual({ count: 4 });
    await client.notifications.markRead(5);
    await expect(client.notifications.markAllRead()).resolves.toEqual({ updated: 4 });

    expect(seen.map(({ method, url, body, contentType }) => ({ method, url, body, contentType }))).toEqual([
      { method: 'GET', url: '/api/notifications/?page=3', body: undefined, contentType: undefined },
      { method: 'GET', url: '/api/notifications/5/', body: undefined, contentType: undefined },
      { method: 'GET', url: '/api/notifications/count/', body: undefined, contentType: undefined },
      { method: 'POST', url: '/api/notifications/mark-as-read/5/', body: undefined, contentType: undefined },
      {
        method: 'POST',
        url: '/api/notifications/mark-all-as-read/',
        body: undefined,
        contentType: undefined,
      },
    ]);
  });

  it('pages an own campaign’s donations, and rejects another organization’s with the 404', async () => {
    const page = {
      count: 12,
      results: [{ id: 301, amount: 50_000, currency: 'ETB', is_completed: true }],
      lastPage: 2,
      total: 12,
    };
    reset((request, response) => {
      if (request.url?.startsWith('/api/campaigns/mine/9/')) {
        json(response, 404, { message: 'Campaign 9 was not found.', code: 'LOMI_ERR_NOT_FOUND' });
      } else json(response, 200, page);
    });
    const client = createAccountClient(createLomiClient({ baseURL, getAccessToken: () => 'jwt-1' }));

    await expect(client.myCampaigns.donations(4, 2)).resolves.toEqual(page);
    await client.myCampaigns.donations(4);
    const failure = await client.myCampaigns.donations(9, 1).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 404, code: 'LOMI_ERR_NOT_FOUND' });
    expect(seen.map(({ method, url, authorization }) => ({ method, url, authorization }))).toEqual([
      { method: 'GET', url: '/api/campaigns/mine/4/donations?page=2', authorization: 'Bearer jwt-1' },
      { method: 'GET', url: '/api/campaigns/mine/4/donations', authorization: 'Bearer jwt-1' },
      { method: 'GET', url: '/api/campaigns/mine/9/donations?page=1', authorization: 'Bearer jwt-1' },
    ]);
  });

  it('reads what an own campaign can still withdraw, and rejects another organization’s with the 404', async () => {
    reset((request, response) => {
      if (request.url === '/api/campaigns/mine/9/balance') {
        json(response, 404, { message: 'Campaign 9 was not found.', code: 'LOMI_ERR_NOT_FOUND' });
      } else json(response, 200, { etb: 97_500, usd: 0 });
    });
    const client = createAccountClient(createLomiClient({ baseURL, getAccessToken: () => 'jwt-1' }));

    await expect(client.myCampaigns.balance(4)).resolves.toEqual({ etb: 97_500, usd: 0 });
    const failure = await client.myCampaigns.balance(9).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 404, code: 'LOMI_ERR_NOT_FOUND' });
    expect(seen.map(({ method, url, authorization }) => ({ method, url, authorization }))).toEqual([
      { method: 'GET', url: '/api/campaigns/mine/4/balance', authorization: 'Bearer jwt-1' },
      { method: 'GET', url: '/api/campaigns/mine/9/balance', authorization: 'Bearer jwt-1' },
    ]);
  });

  it('tells onUnauthorized when a call with a token is refused with 401, and not otherwise', async () => {
    reset((request, response) =>
      json(response, 401, { message: 'Your session has expired.', code: 'LOMI_ERR_UNAUTHORIZED' }),
    );
    let token: string | null = 'expired';
    let told = 0;
    const client = createAccountClient(
      createLomiClient({
        baseURL,
        getAccessToken: () => token,
        onUnauthorized: () => (told += 1),
      }),
    );

    await expect(client.me.profile()).rejects.toMatchObject({ status: 401 });
    expect(told).toBe(1);
    token = null;
    await expect(client.auth.login({ identifier: 'abebe', password: 'x' })).rejects.toMatchObject({
      status: 401,
    });
    expect(told).toBe(1);
  });

  it('lets one call choose its own number of retries', async () => {
    reset((request) => request.socket.destroy());
    const client = createAccountClient(createLomiClient({ baseURL, retries: 3, retryDelayMs: 1 }));

    await expect(client.me.profile({ retries: 0 })).rejects.toMatchObject({ code: 'LOMI_ERR_NETWORK' });
    expect(seen).toHaveLength(1);
    seen = [];
    await expect(client.me.profile({ retries: 1 })).rejects.toMatchObject({ code: 'LOMI_ERR_NETWORK' });
    expect(seen).toHaveLength(2);
  });

  it('never repeats a PATCH whose connection dropped', async () => {
    reset((request) => request.socket.destroy());
    const client = createAccountClient(createLomiClient({ baseURL, retries: 3, retryDelayMs: 1 }));

    await expect(client.me.updateProfile({ full_name: 'Abebe' })).rejects.toMatchObject({
      code: 'LOMI_ERR_NETWORK',
    });
    expect(seen).toHaveLength(1);
  });
});

describe('createAccountClient with the public client', () => {
  it('answers the same account client for the same public client, and refuses other objects', () => {
    const client = createLomiClient({ baseURL });
    expect(createAccountClient(client)).toBe(createAccountClient(client));
    expect(createAccountClient(createLomiClient({ baseURL }))).not.toBe(createAccountClient(client));
    expect(() => createAccountClient({ ...client })).toThrow(TypeError);
  });
});
