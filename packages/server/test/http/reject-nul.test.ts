import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAccountsApp, logIn, type AccountsTestApp } from '../support/accounts-app.ts';
import { databaseKinds } from '../support/test-database.ts';

// PostgreSQL cannot store U+0000 in text: a NUL anywhere in a request is a 400 naming the field, before
// any query runs (it used to be a 500 from error 22021).
describe.each(databaseKinds)('a NUL character in a request on %s', (kind) => {
  let t: AccountsTestApp;
  let owner: { token: string; id: number };
  let ownedId: number;
  let publicId: number;

  beforeAll(async () => {
    t = await createAccountsApp(kind);
    owner = await logIn(t.app, 'owner@example.com');
    ownedId = (await call(t.app, 'GET', '/api/campaigns/mine/', { token: owner.token })).json().results[0].id;
    publicId = (await t.app.inject('/api/campaigns/')).json().results[0].id;
  });
  afterAll(() => t.close());

  const refused = (field: string, label = 'field') => ({
    code: 'LOMI_ERR_VALIDATION',
    message: `Invalid ${label} "${field}": must not contain the NUL character (U+0000).`,
    errors: { [field]: 'must not contain the NUL character (U+0000)' },
  });

  it('refuses it in request bodies, naming the field, and stores nothing', async () => {
    const before = await t.database.db
      .selectFrom('campaigns')
      .select(['title', 'updated_at'])
      .where('id', '=', ownedId)
      .executeTakeFirstOrThrow();
    const cases: Array<
      [method: 'POST' | 'PATCH', url: string, body: Record<string, unknown>, field: string]
    > = [
      ['POST', '/auth/jwt/login/', { email: 'owner\u0000@example.com', password: 'x' }, 'email'],
      [
        'POST',
        '/auth/signup/',
        { username: 'nul', email: 'n\u0000@example.org', password: 'long enough' },
        'email',
      ],
      ['PATCH', '/api/me/profile/', { full_name: 'Almaz\u0000' }, 'full_name'],
      ['PATCH', `/campaign/update/${ownedId}`, { title: 'New\u0000title' }, 'title'],
      ['POST', '/api/help/questions/', { email: 'a@example.org', question: 'Why\u0000?' }, 'question'],
      [
        'POST',
        `/api/campaigns/${publicId}/contact/`,
        { name: 'Abebe', email: 'a@example.org', message: 'Hello\u0000' },
        'message',
      ],
      [
        'POST',
        '/api/reports/',
        { target_type: 'campaign', campaign_id: publicId, reason: 'other', message: 'Odd\u0000' },
        'message',
      ],
      // Nested values and keys are looked into too.
      ['POST', '/auth/signup/', { profile: { names: ['ok', 'not\u0000ok'] } }, 'profile.names.1'],
      ['POST', '/auth/signup/', { 'bad\u0000key': 'x' }, 'bad\\u0000key'],
    ];
    for (const [index, [method, url, body, field]] of cases.entries()) {
      const response = await t.app.inject({
        method,
        url,
        payload: body,
        headers: { authorization: `Bearer ${owner.token}` },
        remoteAddress: `192.0.2.${100 + index}`,
      });
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(400);
      expect(response.json()).toEqual(refused(field));
    }
    expect(
      await t.database.db
        .selectFrom('campaigns')
        .select(['title', 'updated_at'])
        .where('id', '=', ownedId)
        .executeTakeFirstOrThrow(),
    ).toEqual(before);
  });

  it('refuses it in multipart form fields', async () => {
    const form = new FormData();
    form.append('title', 'Form\u0000title');
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/campaign/update/${ownedId}`,
      headers: { authorization: `Bearer ${owner.token}` },
      payload: form,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refused('title'));
  });

  it('refuses it in query strings', async () => {
    for (const url of [
      '/api/campaigns/?search=%00',
      '/api/organizations/all_organizations/?search=abc%00',
      '/api/organizations/my_organization/?search=%00',
      '/api/donations/?campaign_id=1&page=%00',
    ]) {
      const response = await call(t.app, 'GET', url, { token: owner.token });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
      expect(response.json().code).toBe('LOMI_ERR_VALIDATION');
    }
    const search = await t.app.inject('/api/campaigns/?search=%00');
    expect(search.json()).toEqual(refused('search', 'query parameter'));
  });
});
