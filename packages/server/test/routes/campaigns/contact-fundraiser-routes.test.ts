import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, createAccountsApp, logIn, type AccountsTestApp } from '../../support/accounts-app.ts';
import { databaseKinds } from '../../support/test-database.ts';

const message = {
  name: 'Abebe Kebede',
  email: 'abebe@example.com',
  message: 'Can I donate beds instead of money?',
};

describe.each(databaseKinds)('POST /api/campaigns/{id}/contact/ on %s', (kind) => {
  let t: AccountsTestApp;
  let owner: { token: string; id: number };
  let ownedId: number;
  let ownedTitle: string;

  beforeAll(async () => {
    t = await createAccountsApp(kind);
    owner = await logIn(t.app, 'owner@example.com');
    const mine = (await call(t.app, 'GET', '/api/campaigns/mine/', { token: owner.token })).json();
    ({ id: ownedId, title: ownedTitle } = mine.results[0]);
  });
  afterAll(() => t.close());

  const contact = (id: number, body: unknown, ip = '192.0.2.1') =>
    call(t.app, 'POST', `/api/campaigns/${id}/contact/`, { body, ip });

  it('delivers the message to the organization’s owner as a notification, without a login', async () => {
    const before = (await call(t.app, 'GET', '/api/notifications/count/', { token: owner.token })).json();

    const response = await contact(ownedId, { ...message, name: '  Abebe Kebede ' });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ campaign_id: ownedId, created: expect.any(String) });
    const count = (await call(t.app, 'GET', '/api/notifications/count/', { token: owner.token })).json();
    expect(count.count).toBe(before.count + 1);
    const [latest] = (await call(t.app, 'GET', '/api/notifications/', { token: owner.token })).json().results;
    expect(latest).toMatchObject({
      title: 'New message about your campaign',
      content: `Abebe Kebede (abebe@example.com) wrote about "${ownedTitle}":\n${message.message}`,
      is_read: false,
      related_campaign: { id: ownedId },
      kind: 'contact_message',
      params: {
        campaign_title: ownedTitle,
        sender_name: 'Abebe Kebede',
        sender_email: 'abebe@example.com',
        message: message.message,
      },
    });
  });

  it('refuses a missing name, a bad e-mail address and an empty message, and delivers nothing', async () => {
    const count = () =>
      t.database.db
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
    const before = await count();
    const cases: Array<[body: Record<string, unknown>, field: string, text: string]> = [
      [{ ...message, name: ' ' }, 'name', 'is required'],
      [{ ...message, name: 'Abebe 2' }, 'name', 'letters'],
      [{ ...message, email: 'abebe@example' }, 'email', 'Invalid Email Address'],
      [{ ...message, message: '' }, 'message', 'is required'],
      [{ ...message, message: 'x'.repeat(2001) }, 'message', 'at most 2000'],
      [{ name: 'Abebe', email: 'abebe@example.com' }, 'message', 'is required'],
    ];
    // Refused requests count against the limit too, so each comes from its own address.
    for (const [index, [body, field, text]] of cases.entries()) {
      const response = await contact(ownedId, body, `192.0.2.${20 + index}`);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors[field]).toContain(text);
    }
    expect(Number((await count()).count)).toBe(Number(before.count));
  });

  it('answers 404 for an unknown or non-public campaign', async () => {
    expect((await contact(987_654, message, '192.0.2.3')).statusCode).toBe(404);
    const draft = await t.database.db
      .selectFrom('campaigns as c')
      .innerJoin('organizations as o', 'o.id', 'c.organization_id')
      .where('o.approval_status', '=', 'pending')
      .select('c.id')
      .executeTakeFirstOrThrow();
    expect((await contact(draft.id, message, '192.0.2.3')).statusCode).toBe(404);
  });

  it('answers 409 when the organizer has no account to deliver to', async () => {
    const ownerless = await t.database.db
      .selectFrom('campaigns as c')
      .innerJoin('organizations as o', 'o.id', 'c.organization_id')
      .where('o.owner_user_id', 'is', null)
      .where('o.approval_status', '=', 'approved')
      .where('c.status', '=', 'active')
      .select('c.id')
      .executeTakeFirstOrThrow();
    const response = await contact(ownerless.id, message, '192.0.2.4');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'LOMI_ERR_ORGANIZER_UNREACHABLE' });
    expect(response.json().message).toMatch(/e-mail/);
  });
});

describe.each(databaseKinds)('the contact rate limit on %s', (kind) => {
  let t: AccountsTestApp;
  let campaignId: number;

  beforeAll(async () => {
    vi.stubEnv('LOMI_CONTACT_RATE_LIMIT_MAX', '2');
    try {
      t = await createAccountsApp(kind);
    } finally {
      vi.unstubAllEnvs();
    }
    const owner = await logIn(t.app, 'owner@example.com');
    campaignId = (await call(t.app, 'GET', '/api/campaigns/mine/', { token: owner.token })).json().results[0]
      .id;
  });
  afterAll(() => t.close());

  it('answers 429 with a message once a client has sent its messages; other clients still get through', async () => {
    const send = (ip: string) =>
      call(t.app, 'POST', `/api/campaigns/${campaignId}/contact/`, { body: message, ip });
    expect((await send('203.0.113.9')).statusCode).toBe(201);
    expect((await send('203.0.113.9')).statusCode).toBe(201);
    const limited = await send('203.0.113.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      message: 'Too many messages from your connection. Please try again in 10 minutes.',
      code: 'LOMI_ERR_RATE_LIMITED',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send('203.0.113.10')).statusCode).toBe(201);
  });
});
