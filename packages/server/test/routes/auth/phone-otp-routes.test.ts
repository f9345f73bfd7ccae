import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSandboxSmsProvider,
  SmsSandboxInProductionError,
} from '../../../src/auth/sms/sandbox-sms-provider.ts';
import { call, createAccountsApp, type AccountsTestApp } from '../../support/accounts-app.ts';
import { databaseKinds } from '../../support/test-database.ts';

let phoneCounter = 0;
/** A phone number no other test uses: `2519` + 8 digits. */
function freshPhone(): string {
  phoneCounter += 1;
  return `2519${String(process.pid % 10_000).padStart(4, '0')}${String(phoneCounter).padStart(4, '0')}`;
}

describe.each(databaseKinds)('phone sign-in on %s', (kind) => {
  let t: AccountsTestApp;

  beforeAll(async () => {
    t = await createAccountsApp(kind, {
      rateLimits: {
        otpRequest: { perPhone: { max: 3, windowMs: 60_000 }, perClient: { max: 100, windowMs: 60_000 } },
      },
    });
  });
  afterAll(() => t.close());

  /** Requests a code and reads it from the sandbox inbox. */
  async function requestCode(phone: string, lang?: 'en' | 'am'): Promise<string> {
    const response = await call(t.app, 'POST', '/auth/otp/request/', {
      body: { phone_number: phone, ...(lang ? { lang } : {}) },
    });
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({ phone_number: phone, expires_in: 300, code_length: 6 });
    const [latest] = t.sms.messages(`+${phone}`);
    return /\b(\d{6})\b/.exec(latest!.text)![1]!;
  }

  const verify = (phone: string, code: string) =>
    call(t.app, 'POST', '/auth/otp/verify/', { body: { phone_number: phone, code } });

  it('sends a code by SMS, creates a phone_otp account on the first sign-in and finds it on the next', async () => {
    const phone = freshPhone();
    const code = await requestCode(phone);
    const [message] = t.sms.messages(`+${phone}`);
    expect(message!.text).toBe(
      `Your Lomi sign-in code is ${code}. It expires in 5 minutes. Do not share it with anyone.`,
    );

    const first = await verify(phone, code);
    expect(first.statusCode, first.body).toBe(201);
    const session = first.json();
    expect(session).toMatchObject({
      created: true,
      token_type: 'Bearer',
      user: { username: `phone_${phone}`, email: null },
    });
    const profile = await call(t.app, 'GET', '/api/me/profile/', { token: session.access });
    expect(profile.json()).toMatchObject({ auth_type: 'phone_otp', phone: `+${phone}`, email: null });

    // A used code does not work twice.
    expect((await verify(phone, code)).json().code).toBe('LOMI_ERR_CODE_EXPIRED');

    const again = await verify(phone, await requestCode(phone, 'am'));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ created: false, user: { id: session.user.id } });
    expect(t.sms.messages(`+${phone}`)[0]!.text).toMatch(/^የሎሚ መግቢያ ኮድዎ \d{6} ነው። በ5 ደቂቃ ውስጥ ያበቃል።/);
  });

  it('stores only a keyed hash of the code', async () => {
    const phone = freshPhone();
    const code = await requestCode(phone);
    const rows = await t.database.db
      .selectFrom('phone_otp_codes')
      .select('code_hash')
      .where('phone', '=', `+${phone}`)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.code_hash).not.toContain(code);
  });

  it('counts wrong codes and spends the code after five', async () => {
    const phone = freshPhone();
    const code = await requestCode(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = [];
    for (let index = 0; index < 5; index++) answers.push((await verify(phone, wrong)).json().message);
    expect(answers).toEqual([
      'The code is not correct. 4 tries left.',
      'The code is not correct. 3 tries left.',
      'The code is not correct. 2 tries left.',
      'The code is not correct. 1 try left.',
      'The code is not correct. Please request a new code.',
    ]);
    const after = await verify(phone, code);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({
      code: 'LOMI_ERR_CODE_EXPIRED',
      message: 'This code has expired or was already used. Please request a new code.',
    });
  });

  it('lets five parallel guesses count as five tries, never more', async () => {
    const phone = freshPhone();
    const code = await requestCode(phone);
    const wrong = code === '999999' ? '888888' : '999999';
    const answers = await Promise.all(Array.from({ length: 8 }, () => verify(phone, wrong)));
    const codes = answers.map((answer) => answer.json().code).sort();
    expect(codes.filter((value) => value === 'LOMI_ERR_INVALID_CREDENTIALS')).toHaveLength(5);
    expect(codes.filter((value) => value === 'LOMI_ERR_CODE_EXPIRED')).toHaveLength(3);
  });

  it('expires codes after five minutes, and a new code replaces the old one', async () => {
    const phone = freshPhone();
    const old = await requestCode(phone);
    const current = await requestCode(phone);
    // The old code is no longer the phone's code: it is simply wrong.
    if (old !== current) expect((await verify(phone, old)).json().code).toBe('LOMI_ERR_INVALID_CREDENTIALS');
    t.clock.advance(5 * 60_000 + 1_000);
    expect((await verify(phone, current)).json().code).toBe('LOMI_ERR_CODE_EXPIRED');
  });

  it('limits how many codes one phone gets', async () => {
    const phone = freshPhone();
    for (let index = 0; index < 3; index++) await requestCode(phone);
    const limited = await call(t.app, 'POST', '/auth/otp/request/', { body: { phone_number: phone } });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('LOMI_ERR_RATE_LIMITED');
    expect(t.sms.messages(`+${phone}`)).toHaveLength(3);
  });

  it('refuses malformed phone numbers and codes', async () => {
    const phone = await call(t.app, 'POST', '/auth/otp/request/', { body: { phone_number: '0911223344' } });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().errors).toEqual({ phone_number: 'Enter a valid 9-digit phone number' });
    const code = await verify(freshPhone(), '12ab');
    expect(code.statusCode).toBe(400);
    expect(code.json().errors).toEqual({ code: 'Enter the code we sent you.' });
  });

  it('shows sent messages on the dev inbox page and as JSON', async () => {
    const phone = freshPhone();
    const code = await requestCode(phone);
    const page = await t.app.inject(`/sandbox/sms?to=%2B${phone}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    // No script runs on it and no other site may frame it.
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.body).toContain(`+${phone}`);
    expect(page.body).toContain(code);
    const amharic = await t.app.inject('/sandbox/sms?lang=am');
    expect(amharic.body).toContain('<html lang="am">');
    expect(amharic.body).toContain('የሙከራ የኤስኤምኤስ ሳጥን');
    const json = await t.app.inject(`/sandbox/sms/messages?to=%2B${phone}`);
    expect(json.json().results).toEqual([
      expect.objectContaining({ to: `+${phone}`, text: expect.stringContaining(code) }),
    ]);
  });

  it('serves the dev inbox only on this machine: other clients and forwarded requests get a 404', async () => {
    const phone = freshPhone();
    await requestCode(phone);
    for (const url of ['/sandbox/sms', `/sandbox/sms/messages?to=%2B${phone}`]) {
      const local = await t.app.inject({ url, remoteAddress: '::ffff:127.0.0.1' });
      expect(local.statusCode, url).toBe(200);
      const remote = await t.app.inject({ url, remoteAddress: '192.168.1.20' });
      expect(remote.statusCode, url).toBe(404);
      expect(remote.json()).toMatchObject({ code: 'LOMI_ERR_ROUTE_NOT_FOUND' });
      expect(remote.body).not.toContain(`+${phone}`);
      // A reverse proxy on this machine connects from loopback: what it forwards is not local.
      const proxied = await t.app.inject({
        url,
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(proxied.statusCode, url).toBe(404);
      // Security review #6: a local proxy that sends only X-Real-IP (nginx's usual setup) or Via, or a CDN's
      // client-IP header, exposed every code.
      for (const header of ['x-real-ip', 'via', 'cf-connecting-ip', 'true-client-ip', 'x-client-ip']) {
        const marked = await t.app.inject({
          url,
          remoteAddress: '127.0.0.1',
          headers: { [header]: header === 'via' ? '1.1 nginx' : '203.0.113.5' },
        });
        expect(marked.statusCode, `${url} with ${header}`).toBe(404);
        expect(marked.body).not.toContain(`+${phone}`);
      }
    }
  });

  it('has no dev inbox unless LOMI_SMS_SANDBOX_INBOX=1, while phone sign-in still works', async () => {
    const quiet = await createAccountsApp(kind, { sms: createSandboxSmsProvider() });
    try {
      const phone = freshPhone();
      const response = await call(quiet.app, 'POST', '/auth/otp/request/', { body: { phone_number: phone } });
      expect(response.statusCode).toBe(202);
      for (const url of ['/sandbox/sms', `/sandbox/sms/messages?to=%2B${phone}`]) {
        const local = await quiet.app.inject({
          url,
          remoteAddress: '127.0.0.1',
          headers: { accept: 'text/html' },
        });
        expect(local.statusCode, url).toBe(404);
        expect(local.json()).toMatchObject({ code: 'LOMI_ERR_ROUTE_NOT_FOUND' });
      }
    } finally {
      await quiet.close();
    }
  });

  it('answers 503 and withdraws the code when the SMS cannot be sent', async () => {
    const failing = await createAccountsApp(kind, {
      sms: {
        id: 'broken',
        send: () => Promise.reject(new Error('gateway down')),
      },
    });
    try {
      const phone = freshPhone();
      const response = await call(failing.app, 'POST', '/auth/otp/request/', {
        body: { phone_number: phone },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        code: 'LOMI_ERR_SIGN_IN_UNAVAILABLE',
        message: 'We could not send the code. Please try again in a moment.',
      });
      const open = await failing.database.db
        .selectFrom('phone_otp_codes')
        .select('id')
        .where('phone', '=', `+${phone}`)
        .where('consumed_at', 'is', null)
        .execute();
      expect(open).toEqual([]);
      // No sandbox, no dev inbox.
      expect(
        (await failing.app.inject({ url: '/sandbox/sms', headers: { accept: 'application/json' } }))
          .statusCode,
      ).toBe(404);
    } finally {
      await failing.close();
    }
  });
});

describe('SMS sandbox', () => {
  it('refuses to exist under NODE_ENV=production', () => {
    expect(() => createSandboxSmsProvider({ production: true })).toThrow(
      'The SMS sandbox cannot run with NODE_ENV=production',
    );
  });

  it('serves its inbox only when asked (LOMI_SMS_SANDBOX_INBOX=1, read in src/config/)', () => {
    expect(createSandboxSmsProvider().inbox).toBe(false);
    expect(createSandboxSmsProvider({ inbox: true }).inbox).toBe(true);
    expect(() => createSandboxSmsProvider({ production: true, inbox: true })).toThrow(
      SmsSandboxInProductionError,
    );
  });

  it('keeps the latest messages, newest first', async () => {
    const sms = createSandboxSmsProvider({ capacity: 2 });
    for (const text of ['one', 'two', 'three']) await sms.send({ to: '+251900000000', text });
    expect(sms.messages().map((message) => message.text)).toEqual(['three', 'two']);
  });
});
