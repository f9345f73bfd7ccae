import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { createLomiClient } from './lomi-client.ts';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

let server: Server;
let baseURL: string;
let handler: Handler;
let hits: string[];

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((request, response) => {
    hits.push(request.url ?? '');
    handler(request, response);
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
  hits = [];
  handler = next;
}

describe('createLomiClient', () => {
  it('lists campaigns with the category ids comma-joined and the API parameter names', async () => {
    reset((request, response) => json(response, 200, { count: 0, results: [], lastPage: 1, total: 24 }));
    const client = createLomiClient({ baseURL });

    const page = await client.campaigns.list({
      page: 2,
      category: [2, 5],
      search: ' water ',
      organizationId: 3,
      ordering: '-collected_amount',
    });

    expect(page).toEqual({ count: 0, results: [], lastPage: 1, total: 24 });
    const url = new URL(hits[0] ?? '', baseURL);
    expect(url.pathname).toBe('/api/campaigns/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: '2',
      category: '2,5',
      search: 'water',
      organization_id: '3',
      ordering: '-collected_amount',
    });
  });

  it('leaves out filters that are not given', async () => {
    reset((request, response) => json(response, 200, { count: 0, results: [], lastPage: 1, total: 0 }));
    const client = createLomiClient({ baseURL });

    await client.campaigns.list({ category: [], search: '  ' });
    await client.campaigns.list();

    expect(hits).toEqual(['/api/campaigns/', '/api/campaigns/']);
  });

  it('calls every read endpoint on its documented path', async () => {
    reset((request, response) => json(response, 200, { path: request.url }));
    const client = createLomiClient({ baseURL: `${baseURL}/` });

    await client.campaigns.featured();
    await client.campaigns.get(12);
    await client.categories.list();
    await client.donations.list({ campaignId: 12, page: 3 });
    await client.organizations.list({ search: 'tesfa', page: 1 });
    await client.charities.list();
    await client.charities.get(4);

    expect(hits).toEqual([
      '/api/campaigns/featured',
      '/api/campaigns/12',
      '/api/categories/',
      '/api/donations/?campaign_id=12&page=3',
      '/api/organizations/all_organizations/?search=tesfa&page=1',
      '/charity/',
      '/charity/byid/4',
    ]);
  });

  it('builds absolute media, QR code and campaign page addresses from the base URL', () => {
    const client = createLomiClient({ baseURL: 'https://lomi.et/' });

    expect(client.urls.media('/api/media/campaign/image/12/1')).toBe(
      'https://lomi.et/api/media/campaign/image/12/1',
    );
    expect(client.urls.media('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(
      client.urls.mediaSrcset(
        '/api/media/campaign/image/12/1?w=320 320w, /api/media/campaign/image/12/1?w=640 640w',
      ),
    ).toBe(
      'https://lomi.et/api/media/campaign/image/12/1?w=320 320w, https://lomi.et/api/media/campaign/image/12/1?w=640 640w',
    );
    expect(client.urls.mediaSrcset('')).toBe('');
    expect(client.urls.qrCode(12)).toBe('https://lomi.et/api/generate-qr/?campaign_id=12');
    expect(client.urls.campaignPage(12)).toBe('https://lomi.et/campaign/12');
    expect(createLomiClient({ baseURL: '' }).urls.campaignPage(7)).toBe('/campaign/7');
  });

  it("turns the server's error body into an ApiError and does not retry a 4xx", async () => {
    reset((request, response) =>
      json(response, 400, {
        message: 'Page must be 1 or more',
        code: 'LOMI_ERR_VALIDATION',
        errors: { page: 'min 1' },
      }),
    );
    const client = createLomiClient({ baseURL, retries: 3, retryDelayMs: 1 });

    const error = await client.campaigns.list({ page: 0 }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'LOMI_ERR_VALIDATION',
      message: 'Page must be 1 or more',
      errors: { page: 'min 1' },
      isNetworkError: false,
    });
    expect(hits).toHaveLength(1);
  });

  it('reports an unknown campaign as a 404 ApiError', async () => {
    reset((request, response) =>
      json(response, 404, { message: 'Campaign 999 not found', code: 'LOMI_ERR_NOT_FOUND' }),
    );
    const client = createLomiClient({ baseURL });

    await expect(client.campaigns.get(999)).rejects.toMatchObject({
      status: 404,
      code: 'LOMI_ERR_NOT_FOUND',
    });
  });

  it('gives a generic code to an error answer without a JSON body, and does not retry a 5xx', async () => {
    reset((request, response) => {
      response.writeHead(502, { 'content-type': 'text/plain' });
      response.end('Bad gateway');
    });
    const client = createLomiClient({ baseURL, retries: 2, retryDelayMs: 1 });

    const error = await client.campaigns.get(1).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, code: 'LOMI_ERR_HTTP', message: 'HTTP 502 Bad Gateway' });
    expect(hits).toHaveLength(1);
  });

  it('rejects a non-JSON success answer, which means the base URL points at a web page', async () => {
    reset((request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<!doctype html><title>Lomi</title>');
    });
    const client = createLomiClient({ baseURL });

    await expect(client.campaigns.featured()).rejects.toMatchObject({ status: 200, code: 'LOMI_ERR_HTTP' });
  });

  it('retries a GET after connections that drop, then succeeds', async () => {
    let calls = 0;
    reset((request, response) => {
      calls += 1;
      if (calls <= 2) {
        request.socket.destroy();
        return;
      }
      json(response, 200, { id: 12 });
    });
    const client = createLomiClient({ baseURL, retries: 2, retryDelayMs: 5 });

    await expect(client.campaigns.get(12)).resolves.toEqual({ id: 12 });
    expect(hits).toHaveLength(3);
  });

  it('gives up after the configured retries with a network ApiError of status 0', async () => {
    reset((request) => request.socket.destroy());
    const client = createLomiClient({ baseURL, retries: 1, retryDelayMs: 5 });

    const error = await client.campaigns.get(12).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'LOMI_ERR_NETWORK', isNetworkError: true });
    expect(hits).toHaveLength(2);
  });

  it('reports a refused connection as a network error', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const client = createLomiClient({ baseURL: `http://127.0.0.1:${port}`, retries: 0 });

    await expect(client.categories.list()).rejects.toMatchObject({ status: 0, code: 'LOMI_ERR_NETWORK' });
  });

  it('times out a slow answer, retries it once, then fails with LOMI_ERR_TIMEOUT', async () => {
    reset((request, response) => {
      const timer = setTimeout(() => json(response, 200, { late: true }), 2_000);
      response.on('close', () => clearTimeout(timer));
    });
    const client = createLomiClient({ baseURL, timeoutMs: 400, retries: 1, retryDelayMs: 5 });

    const error = await client.campaigns.get(12).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'LOMI_ERR_TIMEOUT', isNetworkError: true });
    expect(hits).toHaveLength(2);
  });

  it('answers within the timeout when the server is quick enough', async () => {
    reset((request, response) => {
      setTimeout(() => json(response, 200, { id: 1 }), 30);
    });
    const client = createLomiClient({ baseURL, timeoutMs: 1_000 });

    await expect(client.campaigns.get(1)).resolves.toEqual({ id: 1 });
  });

  it('stops at once, without retrying, when the caller aborts', async () => {
    const controller = new AbortController();
    reset((request, response) => {
      const timer = setTimeout(() => json(response, 200, { late: true }), 2_000);
      response.on('close', () => clearTimeout(timer));
      controller.abort();
    });
    const client = createLomiClient({ baseURL, retries: 3, retryDelayMs: 1 });

    await expect(client.campaigns.get(12, { signal: controller.signal })).rejects.toMatchObject({
      status: 0,
      code: 'LOMI_ERR_ABORTED',
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(hits).toHaveLength(1);
  });

  it('uses the fetch implementation it is given', async () => {
    const seen: string[] = [];
    const client = createLomiClient({
      baseURL: 'https://lomi.test',
      fetch: async (input) => {
        seen.push(String(input instanceof Request ? input.url : input));
        return new Response('{"count":18,"results":[]}', { headers: { 'content-type': 'application/json' } });
      },
    });

    await expect(client.categories.list()).resolves.toEqual({ count: 18, results: [] });
    expect(seen).toEqual(['https://lomi.test/api/categories/']);
  });
});

/** Reads a request's JSON body. */
async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

describe('createLomiClient payments', () => {
  const payload = {
    amount: 50_000,
    campaign_id: 12,
    phone_number: '251911223344',
    anonymous: false,
    medium: 'telebirr' as const,
    full_name: 'Abebe Kebede',
    message: 'For the schools',
  };

  it('posts a direct donation as JSON with its Idempotency-Key and returns the invoice id', async () => {
    const seen: { method?: string; url?: string; key?: string | string[]; type?: string; body?: unknown }[] =
      [];
    reset((request, response) => {
      void readJson(request).then((body) => {
        seen.push({
          method: request.method,
          url: request.url,
          key: request.headers['idempotency-key'],
          type: request.headers['content-type'],
          body,
        });
        json(response, 201, { invoice_id: 'inv-1' });
      });
    });
    const client = createLomiClient({ baseURL });

    await expect(client.donations.direct(payload, { idempotencyKey: 'key-1' })).resolves.toEqual({
      invoice_id: 'inv-1',
    });

    expect(seen).toEqual([
      {
        method: 'POST',
        url: '/api/donation/lakipay/direct/',
        key: 'key-1',
        type: expect.stringContaining('application/json'),
        body: payload,
      },
    ]);
  });

  it('posts hosted checkouts and card checkouts on their paths and returns the page to go to', async () => {
    reset((request, response) => {
      if (request.url === '/api/stripe/checkout/') {
        json(response, 201, { sessionId: 'cs_1', url: 'https://pay.example/cs_1', invoice_id: 'inv-3' });
      } else {
        json(response, 201, { invoice_id: 'inv-2', payment_url: 'https://pay.example/inv-2' });
      }
    });
    const client = createLomiClient({ baseURL });

    await expect(client.donations.checkout({ ...payload, medium: 'payonline' })).resolves.toEqual({
      invoice_id: 'inv-2',
      payment_url: 'https://pay.example/inv-2',
    });
    await expect(
      client.stripe.checkout({
        name: 'Donation to Clean water',
        description: '',
        metadata: {
          campaignId: 12,
          donatorId: null,
          message: '',
          annonymous: true,
          tipAmount: 0,
          firstname: '',
          lastname: '',
          email: '',
        },
        price: 2_500,
      }),
    ).resolves.toEqual({ sessionId: 'cs_1', url: 'https://pay.example/cs_1', invoice_id: 'inv-3' });
    await expect(
      client.donations.initiate({
        amount: 50_000,
        currency: 'ETB',
        email: '',
        first_name: '',
        last_name: '',
        campaignId: 12,
        donatorId: null,
        title: 'Clean water',
        message: 'Stay strong',
        annonymous: true,
        tipAmount: 0,
        payment_method: 0,
      }),
    ).resolves.toEqual({ invoice_id: 'inv-2', payment_url: 'https://pay.example/inv-2' });
    expect(hits).toEqual([
      '/api/donation/lakipay/checkout/',
      '/api/stripe/checkout/',
      '/api/donation/initiate/',
    ]);
  });

  it('reads an invoice by id', async () => {
    reset((request, response) => json(response, 200, { id: 'a b', status: 'failed', message: 'Declined' }));
    const client = createLomiClient({ baseURL });

    await expect(client.invoices.get('a b')).resolves.toEqual({
      id: 'a b',
      status: 'failed',
      message: 'Declined',
    });
    expect(hits).toEqual(['/api/invoices/a%20b']);
  });

  it("turns a refused donation into an ApiError with the server's message", async () => {
    reset((request, response) =>
      json(response, 409, { message: 'This campaign has ended', code: 'LOMI_ERR_CAMPAIGN_CLOSED' }),
    );
    const client = createLomiClient({ baseURL, retries: 2, retryDelayMs: 1 });

    await expect(client.donations.direct(payload, { idempotencyKey: 'key-2' })).rejects.toMatchObject({
      status: 409,
      code: 'LOMI_ERR_CAMPAIGN_CLOSED',
      message: 'This campaign has ended',
    });
    expect(hits).toHaveLength(1);
  });

  it('never repeats a POST without an Idempotency-Key when its connection drops', async () => {
    reset((request) => request.socket.destroy());
    const client = createLomiClient({ baseURL, retries: 3, retryDelayMs: 1 });

    await expect(client.donations.direct(payload)).rejects.toMatchObject({
      status: 0,
      code: 'LOMI_ERR_NETWORK',
    });
    expect(hits).toHaveLength(1);
  });

  it('repeats a POST with an Idempotency-Key after a dropped connection, with the same key', async () => {
    const keys: (string | string[] | undefined)[] = [];
    reset((request, response) => {
      keys.push(request.headers['idempotency-key']);
      if (keys.length === 1) {
        request.socket.destroy();
        return;
      }
      json(response, 201, { invoice_id: 'inv-9' });
    });
    const client = createLomiClient({ baseURL, retries: 2, retryDelayMs: 1 });

    await expect(client.donations.direct(payload, { idempotencyKey: 'key-3' })).resolves.toEqual({
      invoice_id: 'inv-9',
    });
    expect(keys).toEqual(['key-3', 'key-3']);
  });
});
