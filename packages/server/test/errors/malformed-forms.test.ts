import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAccountsApp, logIn, type AccountsTestApp } from '../support/accounts-app.ts';

// Issue 11 item 7(c): a multipart body busboy cannot read (no boundary, cut short, no closing boundary)
// reached the error handler without a status and became a 500, for any signed-in user. The error handler
// does not depend on the database engine; one engine is enough here.
describe('multipart bodies the server cannot read', () => {
  let t: AccountsTestApp;
  let token: string;
  let campaignId: number;

  beforeAll(async () => {
    t = await createAccountsApp('pglite');
    ({ token } = await logIn(t.app, 'owner@example.com'));
    campaignId = (await call(t.app, 'GET', '/api/campaigns/mine/', { token })).json().results[0].id;
  });
  afterAll(() => t.close());

  const part = (name: string, value: string, boundary = 'b0undary') =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const multipart = (boundary: string) => `multipart/form-data; boundary=${boundary}`;

  const malformed: Array<[label: string, contentType: string, body: string]> = [
    ['no boundary', 'multipart/form-data', 'x'],
    ['no boundary, a form body', 'multipart/form-data', `${part('title', 'Changed')}--b0undary--\r\n`],
    ['an empty boundary', 'multipart/form-data; boundary=', 'x'],
    ['a boundary longer than any parser allows', multipart('b'.repeat(300)), 'x'],
    [
      'a body cut short',
      multipart('b0undary'),
      '--b0undary\r\nContent-Disposition: form-data; name="title"\r\n\r\nChan',
    ],
    ['no closing boundary', multipart('b0undary'), part('title', 'Changed')],
    ['a prototype field name', multipart('b0undary'), `${part('__proto__', 'x')}--b0undary--\r\n`],
  ];
  const tooLarge: Array<[label: string, body: string]> = [
    [
      'too many fields',
      `${Array.from({ length: 12 }, (_, i) => part(`f${i}`, 'x')).join('')}--b0undary--\r\n`,
    ],
    [
      'a file (the update takes none)',
      '--b0undary\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nPNG\r\n--b0undary--\r\n',
    ],
  ];

  it('answers a malformed form with 400 and a too large one with 413, and changes nothing', async () => {
    const before = await t.database.db
      .selectFrom('campaigns')
      .select(['title', 'description', 'updated_at'])
      .where('id', '=', campaignId)
      .executeTakeFirstOrThrow();
    const cases = [
      ...malformed.map(([label, contentType, body]) => ({ label, contentType, body, status: 400 })),
      ...tooLarge.map(([label, body]) => ({ label, contentType: multipart('b0undary'), body, status: 413 })),
    ];
    const failures: string[] = [];
    for (const { label, contentType, body, status } of cases) {
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/campaign/update/${campaignId}`,
        headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
        payload: body,
      });
      const answer = response.json();
      if (
        response.statusCode !== status ||
        answer.code !== 'LOMI_ERR_BAD_REQUEST' ||
        typeof answer.message !== 'string'
      ) {
        failures.push(`${label}: ${response.statusCode} ${response.body}`);
      }
    }
    expect(failures).toEqual([]);
    expect(
      await t.database.db
        .selectFrom('campaigns')
        .select(['title', 'description', 'updated_at'])
        .where('id', '=', campaignId)
        .executeTakeFirstOrThrow(),
    ).toEqual(before);
  });

  it('still reads a well-formed form', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/campaign/update/${campaignId}`,
      headers: { authorization: `Bearer ${token}`, 'content-type': multipart('b0undary') },
      payload: `${part('description', 'Read from a well-formed form.')}--b0undary--\r\n`,
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});
