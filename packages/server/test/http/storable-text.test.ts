import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAccountsApp, logIn, type AccountsTestApp } from '../support/accounts-app.ts';
import { databaseKinds } from '../support/test-database.ts';

// PostgreSQL cannot store U+0000 in text: a NUL anywhere in a request is a 400 naming the field, before
// any query runs (it used to be a 500 from error 22021). The same for a lone surrogate (issue 11 item
// 7(b): a message to an organizer with "\ud800" was a 500 from the jsonb column).
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

  const surrogate = (field: string, label = 'field') => {
    const message =
      'must be well-formed Unicode text: it holds a lone surrogate (U+D800 to U+DFFF) that is no character';
    return {
      code: 'LOMI_ERR_VALIDATION',
      message: `Invalid ${label} "${field}": ${message}.`,
      errors: { [field]: message },
    };
  };

  it('refuses a lone surrogate in bodies, multipart fields, queries and headers, and stores nothing', async () => {
    const counts = async () =>
      Promise.all(
        (['notifications', 'help_questions', 'reports', 'users'] as const).map(async (table) =>
          Number(
            (
              await t.database.db
                .selectFrom(table)
                .select((eb) => eb.fn.countAll().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          ),
        ),
      );
    const before = await counts();
    // A public campaign of the owner: its organizer can receive messages (stored as a notification).
    const mine = (await call(t.app, 'GET', '/api/campaigns/mine/', { token: owner.token })).json().results;
    let reachableId = 0;
    for (const { id } of mine as Array<{ id: number }>) {
      if ((await t.app.inject(`/api/campaigns/${id}/`)).statusCode === 200) reachableId = id;
    }
    expect(reachableId).toBeGreaterThan(0);
    const cases: Array<
      [method: 'POST' | 'PATCH', url: string, body: Record<string, unknown>, field: string]
    > = [
      [
        'POST',
        `/api/campaigns/${reachableId}/contact/`,
        { name: 'Fuzz Sender', email: 'fuzz@example.com', message: '\ud800' },
        'message',
      ],
      [
        'POST',
        `/api/campaigns/${publicId}/contact/`,
        { name: 'Abebe \udfff', email: 'a@example.org', message: 'Hi' },
        'name',
      ],
      ['POST', '/api/help/questions/', { email: 'a@example.org', question: 'Why \ud83d?' }, 'question'],
      ['PATCH', '/api/me/profile/', { full_name: 'Almaz\ud800' }, 'full_name'],
      ['POST', '/auth/signup/', { 'odd\udc00key': 'x' }, 'odd\\udc00key'],
    ];
    for (const [index, [method, url, body, field]] of cases.entries()) {
      const response = await t.app.inject({
        method,
        url,
        payload: body,
        headers: { authorization: `Bearer ${owner.token}` },
        remoteAddress: `192.0.2.${150 + index}`,
      });
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(400);
      expect(response.json()).toEqual(surrogate(field));
    }
    const form = new FormData();
    form.append('title', 'Form\ud800title');
    const multipart = await t.app.inject({
      method: 'PATCH',
      url: `/campaign/update/${ownedId}`,
      headers: { authorization: `Bearer ${owner.token}` },
      payload: form,
    });
    // FormData sends UTF-8, which cannot carry a lone surrogate: the field arrives with U+FFFD instead.
    expect(multipart.statusCode).not.toBe(500);
    const search = await t.app.inject({ url: '/api/campaigns/', query: { search: 'a\ud800' } });
    expect(search.statusCode).not.toBe(500);
    const header = await t.app.inject({
      method: 'POST',
      url: '/api/help/questions/',
      headers: { 'idempotency-key': 'key\ud800' },
      payload: { email: 'a@example.org', question: 'Why?' },
      remoteAddress: '192.0.2.170',
    });
    expect(header.statusCode).toBe(400);
    expect(header.json()).toEqual(surrogate('idempotency-key', 'header'));
    expect(await counts()).toEqual(before);
  });
});
