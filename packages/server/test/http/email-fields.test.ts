import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAccountsApp, signUp, type AccountsTestApp } from '../support/accounts-app.ts';
import { databaseKinds } from '../support/test-database.ts';

// Security review finding #11: markup passed as an e-mail address (a profile's, a message sender's). Every
// e-mail field of the API follows the one rule of @lomi/core (http/email-address-field.ts).

const MARKUP = '"><img/src=x/onerror=alert(1)>@x.co';
const QUOTED = "o'brien@lomi.et";

describe.each(databaseKinds)('e-mail fields on %s', (kind) => {
  let t: AccountsTestApp;
  let token: string;
  let ip = 0;

  beforeAll(async () => {
    t = await createAccountsApp(kind);
    ({ token } = await signUp(t.app));
  });
  afterAll(() => t.close());

  // Each request from its own address, so the forms' per-address limits never answer first.
  const send = (method: 'POST' | 'PATCH', url: string, body: unknown, withToken = false) =>
    call(t.app, method, url, { body, ip: `192.0.2.${(ip += 1)}`, ...(withToken ? { token } : {}) });

  const fields: Array<[route: string, field: string, send: (email: string) => ReturnType<typeof send>]> = [
    [
      'POST /auth/signup/',
      'email',
      (email) => send('POST', '/auth/signup/', { username: 'newone', email, password: 'password-1' }),
    ],
    ['PATCH /auth/user/', 'email', (email) => send('PATCH', '/auth/user/', { email }, true)],
    ['PATCH /api/me/profile/', 'email', (email) => send('PATCH', '/api/me/profile/', { email }, true)],
    [
      'POST /api/campaigns/1/contact/',
      'email',
      (email) => send('POST', '/api/campaigns/1/contact/', { name: 'Abebe', email, message: 'Hi' }),
    ],
    [
      'POST /api/help/questions/',
      'email',
      (email) => send('POST', '/api/help/questions/', { email, question: 'Hi' }),
    ],
    [
      'POST /api/reports/',
      'reporter_email',
      (email) =>
        send('POST', '/api/reports/', {
          target_type: 'campaign',
          campaign_id: 1,
          reason: 'spam',
          reporter_email: email,
        }),
    ],
    ['POST /api/donation/initiate/', 'email', (email) => send('POST', '/api/donation/initiate/', { email })],
  ];

  it.each(fields)('%s refuses markup and quotes in the address', async (_route, field, post) => {
    for (const email of [MARKUP, QUOTED]) {
      const response = await post(email);
      expect(response.statusCode, email).toBe(400);
      expect(response.json().errors[field], email).toBe('Invalid Email Address');
    }
  });

  it('a profile takes an ordinary address with dots and a tag, and keeps it', async () => {
    const response = await send('PATCH', '/api/me/profile/', { email: ' a.b+tag@mail.example.et ' }, true);
    expect(response.statusCode).toBe(200);
    expect(response.json().email).toBe('a.b+tag@mail.example.et');
  });
});
