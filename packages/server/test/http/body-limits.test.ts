import {
  CAMPAIGN_DESCRIPTION_MAX_LENGTH,
  CAMPAIGN_TITLE_MAX_LENGTH,
  HELP_QUESTION_MAX_LENGTH,
} from '@lomi/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CAMPAIGN_UPDATE_BODY_LIMIT, FORM_BODY_LIMIT } from '../../src/http/body-limits.ts';
import { call, createAccountsApp, logIn, type AccountsTestApp } from '../support/accounts-app.ts';
import { databaseKinds } from '../support/test-database.ts';

// Form routes take a body the size of their form, and no more; the few that need more say so.

/** `text` as JSON with every character escaped (`\uXXXX`): the most bytes a client can spend on it. */
const escaped = (text: string) =>
  `"${[...text].map((char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')}"`;

describe.each(databaseKinds)('body limits on %s', (kind) => {
  let t: AccountsTestApp;
  let owner: { token: string; id: number };
  let ownedId: number;

  beforeAll(async () => {
    vi.stubEnv('LOMI_HELP_RATE_LIMIT_MAX', '1000');
    try {
      t = await createAccountsApp(kind);
    } finally {
      vi.unstubAllEnvs();
    }
    owner = await logIn(t.app, 'owner@example.com');
    ownedId = (await call(t.app, 'GET', '/api/campaigns/mine/', { token: owner.token })).json().results[0].id;
  });
  afterAll(() => t.close());

  const questionCount = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('help_questions')
          .select(({ fn }) => fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );

  const postJson = (url: string, payload: string, method: 'POST' | 'PATCH' = 'POST', token?: string) =>
    t.app.inject({
      method,
      url,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload,
    });

  it('refuses a JSON form body above the form limit with 413 and the usual error body, writing nothing', async () => {
    const before = await questionCount();
    const payload = JSON.stringify({ email: 'abebe@example.com', question: 'q'.repeat(FORM_BODY_LIMIT) });

    const response = await postJson('/api/help/questions/', payload);

    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: expect.any(String), code: 'LOMI_ERR_BAD_REQUEST' });
    expect(await questionCount()).toBe(before);
  });

  it('takes the largest form, every character escaped', async () => {
    const question = 'ሀ'.repeat(HELP_QUESTION_MAX_LENGTH);
    const payload = `{"email":${escaped('abebe@example.com')},"question":${escaped(question)}}`;
    expect(payload.length).toBeLessThan(FORM_BODY_LIMIT);

    const response = await postJson('/api/help/questions/', payload);

    expect(response.statusCode).toBe(201);
  });

  it('takes the longest campaign edit as JSON, every character escaped, above the form limit', async () => {
    const title = 'ሀ'.repeat(CAMPAIGN_TITLE_MAX_LENGTH);
    const description = 'ለ'.repeat(CAMPAIGN_DESCRIPTION_MAX_LENGTH);
    const payload = `{"title":${escaped(title)},"description":${escaped(description)}}`;
    expect(payload.length).toBeGreaterThan(FORM_BODY_LIMIT);
    expect(payload.length).toBeLessThan(CAMPAIGN_UPDATE_BODY_LIMIT);

    const response = await postJson(`/campaign/update/${ownedId}`, payload, 'PATCH', owner.token);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ title, description });
  });

  it('takes the longest campaign edit as multipart form fields', async () => {
    const form = new FormData();
    form.append('title', 'ሀ'.repeat(CAMPAIGN_TITLE_MAX_LENGTH));
    form.append('description', 'ለ'.repeat(CAMPAIGN_DESCRIPTION_MAX_LENGTH));

    const response = await t.app.inject({
      method: 'PATCH',
      url: `/campaign/update/${ownedId}`,
      headers: { authorization: `Bearer ${owner.token}` },
      payload: form,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json().description).toHaveLength(CAMPAIGN_DESCRIPTION_MAX_LENGTH);
  });

  it('lets a provider’s webhook above the form limit through to its signature check', async () => {
    const payload = JSON.stringify({ event: 'payment', padding: 'x'.repeat(4 * FORM_BODY_LIMIT) });

    const response = await postJson('/api/webhooks/sandbox', payload);

    expect(response.statusCode).not.toBe(413);
    expect(response.json().code).toBe('LOMI_ERR_WEBHOOK_REJECTED');
  });
});
