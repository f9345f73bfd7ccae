import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAccountsApp, logIn, signUp, type AccountsTestApp } from '../../support/accounts-app.ts';
import { databaseKinds } from '../../support/test-database.ts';

// Issue 11 (review #10): `Owner` could be taken beside the seeded `owner`, so one user could pass for another.

const TAKEN = {
  code: 'LOMI_ERR_CONFLICT',
  message: 'A user with that username already exists.',
  errors: { username: 'A user with that username already exists.' },
};

describe.each(databaseKinds)('usernames unique regardless of case on %s', (kind) => {
  let t: AccountsTestApp;

  beforeAll(async () => {
    t = await createAccountsApp(kind);
  });
  afterAll(() => t.close());

  it('refuses a sign-up as `Owner` beside `owner` with 409, writing nothing', async () => {
    const response = await call(t.app, 'POST', '/auth/signup/', {
      body: { username: 'OWNER', email: 'impostor@example.org', password: 'a long secret' },
    });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toEqual(TAKEN);
    const written = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'impostor@example.org')
      .execute();
    expect(written).toEqual([]);
  });

  it('refuses the name in another case on both profile edits, and allows changing the case of one’s own', async () => {
    const account = await signUp(t.app);
    for (const path of ['/auth/user/', '/api/me/profile/']) {
      const response = await call(t.app, 'PATCH', path, {
        token: account.token,
        body: { username: 'Owner' },
      });
      expect(response.statusCode, `${path} ${response.body}`).toBe(409);
      expect(response.json()).toEqual(TAKEN);
    }
    const own = await call(t.app, 'PATCH', '/api/me/profile/', {
      token: account.token,
      body: { username: account.username.toUpperCase() },
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().username).toBe(account.username.toUpperCase());
  });

  it('lets two simultaneous sign-ups as `Abc` and `abc` end in one account and one 409, never a 500', async () => {
    for (let round = 0; round < 3; round++) {
      const name = `Racer${kind}${round}`;
      const answers = await Promise.all(
        [name, name.toLowerCase()].map((username, index) =>
          call(t.app, 'POST', '/auth/signup/', {
            body: { username, email: `${username}${index}@race.example`, password: 'a long secret' },
            ip: `10.77.${round}.${index + 1}`,
          }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)!.json()).toEqual(TAKEN);
      const rows = await t.database.db
        .selectFrom('users')
        .select('id')
        .where(sql`lower(username)`, '=', name.toLowerCase())
        .execute();
      expect(rows).toHaveLength(1);
    }
  });

  it('answers 409 when a profile edit races a sign-up for the same name in another case', async () => {
    const account = await signUp(t.app);
    const [patched, signedUp] = await Promise.all([
      call(t.app, 'PATCH', '/auth/user/', { token: account.token, body: { username: 'Duelname' } }),
      call(t.app, 'POST', '/auth/signup/', {
        body: { username: 'duelNAME', email: 'duel@race.example', password: 'a long secret' },
        ip: '10.78.0.1',
      }),
    ]);
    expect([patched.statusCode, signedUp.statusCode].sort()).toEqual([200, 409].sort());
  });

  it('signs in by username in any case', async () => {
    const seeded = await logIn(t.app, 'owner');
    expect((await logIn(t.app, 'OWNER')).id).toBe(seeded.id);
    expect((await logIn(t.app, 'oWnEr')).id).toBe(seeded.id);
    const account = await signUp(t.app);
    const byOtherCase = await call(t.app, 'POST', '/auth/jwt/login/', {
      body: { username: account.username.toUpperCase(), password: account.password },
    });
    expect(byOtherCase.statusCode, byOtherCase.body).toBe(200);
    expect(byOtherCase.json().user.id).toBe(account.id);
  });
});
