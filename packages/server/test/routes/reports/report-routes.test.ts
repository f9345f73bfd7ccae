import type { SubmittedReport } from '@lomi/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LomiDatabase } from '../../../src/db/database.ts';
import { createTestApp } from '../../support/test-app.ts';
import { databaseKinds } from '../../support/test-database.ts';

describe.each(databaseKinds)('report routes on %s', (kind) => {
  let app: FastifyInstance;
  let database: LomiDatabase;
  let close: () => Promise<void>;
  let campaignId: number;
  let organizationId: number;
  let pendingOrganizationId: number;
  let hiddenCampaignId: number;

  beforeAll(async () => {
    // Every request here comes from 127.0.0.1; this suite is about validation, not the limit.
    vi.stubEnv('LOMI_REPORT_RATE_LIMIT_MAX', '1000');
    try {
      ({ app, database, close } = await createTestApp(kind));
    } finally {
      vi.unstubAllEnvs();
    }
    const { db } = database;
    ({ id: campaignId } = await db
      .selectFrom('campaigns')
      .select('id')
      .where('title', '=', 'Flood relief for families in Afar')
      .executeTakeFirstOrThrow());
    ({ id: organizationId } = await db
      .selectFrom('organizations')
      .select('id')
      .where('name', '=', 'Gondar Community Health Initiative')
      .executeTakeFirstOrThrow());
    ({ id: pendingOrganizationId } = await db
      .selectFrom('organizations')
      .select('id')
      .where('approval_status', '=', 'pending')
      .executeTakeFirstOrThrow());
    ({ id: hiddenCampaignId } = await db
      .selectFrom('campaigns')
      .select('id')
      .where('organization_id', '=', pendingOrganizationId)
      .executeTakeFirstOrThrow());
  });
  afterAll(() => close());

  const report = (payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/reports/', payload });

  async function reportCount(): Promise<number> {
    const { count } = await database.db
      .selectFrom('reports')
      .select(({ fn }) => fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(count);
  }

  it('stores a campaign report and answers 201 without the contact details', async () => {
    const response = await report({
      target_type: 'campaign',
      campaign_id: campaignId,
      reason: 'other',
      message: '  The photos belong to another campaign.  ',
      reporter_email: 'reader@example.com',
      reporter_phone: '251911223344',
    });

    expect(response.statusCode, response.body).toBe(201);
    const body: SubmittedReport = response.json();
    expect(body).toEqual({
      id: expect.any(Number),
      target_type: 'campaign',
      campaign_id: campaignId,
      organization_id: null,
      reason: 'other',
      created: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const row = await database.db
      .selectFrom('reports')
      .selectAll()
      .where('id', '=', body.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      target_type: 'campaign',
      campaign_id: campaignId,
      organization_id: null,
      reason: 'other',
      message: 'The photos belong to another campaign.',
      reporter_email: 'reader@example.com',
      reporter_phone: '251911223344',
    });
    expect(row.created_at.toISOString()).toBe(body.created);
  });

  it('stores an organization report with a reason and no contact details', async () => {
    const response = await report({
      target_type: 'organization',
      organization_id: organizationId,
      reason: 'fraud',
      message: '',
      reporter_email: '',
      reporter_phone: null,
    });

    expect(response.statusCode, response.body).toBe(201);
    const body: SubmittedReport = response.json();
    expect(body).toMatchObject({
      target_type: 'organization',
      campaign_id: null,
      organization_id: organizationId,
    });
    const row = await database.db
      .selectFrom('reports')
      .selectAll()
      .where('id', '=', body.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ reason: 'fraud', message: '', reporter_email: null, reporter_phone: null });
  });

  it.each([
    ['an unknown reason', { reason: 'boring' }, 'reason', /must be one of spam, fraud, violence/],
    ['other without text', { reason: 'other' }, 'message', /required when the reason is other/],
    ['other with only spaces', { reason: 'other', message: '   ' }, 'message', /required when the reason/],
    [
      'text with another reason',
      { reason: 'spam', message: 'Buy now' },
      'message',
      /only accepted with the reason other/,
    ],
    ['text over 1000 characters', { reason: 'other', message: 'x'.repeat(1001) }, 'message', /at most 1000/],
    ['a bad e-mail', { reporter_email: 'reader@example' }, 'reporter_email', /Invalid Email Address/],
    ['a bad phone', { reporter_phone: '0911223344' }, 'reporter_phone', /251 followed by 9 digits/],
    ['no target type', { target_type: undefined }, 'target_type', /campaign or organization/],
    ['an unknown target type', { target_type: 'user' }, 'target_type', /campaign or organization/],
    ['no id at all', { campaign_id: undefined }, 'campaign_id', /required when target_type is campaign/],
    ['both ids', { organization_id: 1 }, 'organization_id', /left out when target_type is campaign/],
    ['an id as text', { campaign_id: '12' }, 'campaign_id', /campaign id/],
    ['a fractional id', { campaign_id: 1.5 }, 'campaign_id', /campaign id/],
    ['an id beyond the column', { campaign_id: 2 ** 31 }, 'campaign_id', /campaign id/],
  ])('refuses %s with 400 and writes nothing', async (_name, change, field, message) => {
    const before = await reportCount();
    const response = await report({
      target_type: 'campaign',
      campaign_id: campaignId,
      reason: 'spam',
      ...change,
    });

    expect(response.statusCode, response.body).toBe(400);
    const body = response.json();
    expect(body.code).toBe('LOMI_ERR_VALIDATION');
    expect(body.message).toMatch(message);
    expect(Object.keys(body.errors)).toContain(field);
    expect(await reportCount()).toBe(before);
  });

  it('refuses an organization report that names a campaign instead', async () => {
    const response = await report({ target_type: 'organization', campaign_id: campaignId, reason: 'spam' });

    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      organization_id: 'is required when target_type is organization',
      campaign_id: 'must be left out when target_type is organization',
    });
  });

  it('refuses a body that is not JSON with 400', async () => {
    const before = await reportCount();
    const response = await app.inject({
      method: 'POST',
      url: '/api/reports/',
      headers: { 'content-type': 'application/json' },
      payload: '{"target_type":',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
    expect(await reportCount()).toBe(before);
  });

  it('answers 404 for unknown or non-public targets and writes nothing', async () => {
    const before = await reportCount();
    const cases = [
      [{ target_type: 'campaign', campaign_id: 987_654 }, 'Campaign 987654 was not found.'],
      [
        { target_type: 'campaign', campaign_id: hiddenCampaignId },
        `Campaign ${hiddenCampaignId} was not found.`,
      ],
      [{ target_type: 'organization', organization_id: 987_654 }, 'Organization 987654 was not found.'],
      [
        { target_type: 'organization', organization_id: pendingOrganizationId },
        `Organization ${pendingOrganizationId} was not found.`,
      ],
    ] as const;
    for (const [target, message] of cases) {
      const response = await report({ ...target, reason: 'fraud' });
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toEqual({ message, code: 'LOMI_ERR_NOT_FOUND' });
    }
    expect(await reportCount()).toBe(before);
  });

  it('answers cross-origin requests, as embeds on any site send them', async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/api/reports/',
      headers: {
        origin: 'https://charity.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });

    expect(response.statusCode).toBeLessThan(300);
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });
});

describe.each(databaseKinds)('report rate limit on %s', (kind) => {
  let app: FastifyInstance;
  let database: LomiDatabase;
  let close: () => Promise<void>;
  let campaignId: number;

  beforeAll(async () => {
    vi.stubEnv('LOMI_REPORT_RATE_LIMIT_MAX', '2');
    vi.stubEnv('LOMI_REPORT_RATE_LIMIT_WINDOW_MS', '600000');
    try {
      ({ app, database, close } = await createTestApp(kind));
    } finally {
      vi.unstubAllEnvs();
    }
    ({ id: campaignId } = await database.db
      .selectFrom('campaigns')
      .select('id')
      .where('title', '=', 'Flood relief for families in Afar')
      .executeTakeFirstOrThrow());
  });
  afterAll(() => close());

  const report = (remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/api/reports/',
      remoteAddress,
      payload: { target_type: 'campaign', campaign_id: campaignId, reason: 'spam' },
    });

  it('answers 429 with a message once a client has sent its reports, and writes nothing more', async () => {
    // The seed has reports of its own (the console's demo inbox): count what this test adds.
    const reportCount = async () =>
      Number(
        (
          await database.db
            .selectFrom('reports')
            .select(({ fn }) => fn.countAll<number>().as('count'))
            .executeTakeFirstOrThrow()
        ).count,
      );
    const before = await reportCount();
    expect((await report('203.0.113.7')).statusCode).toBe(201);
    expect((await report('203.0.113.7')).statusCode).toBe(201);

    const limited = await report('203.0.113.7');

    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      message: 'Too many reports from your connection. Please try again in 10 minutes.',
      code: 'LOMI_ERR_RATE_LIMITED',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await reportCount()).toBe(before + 2);
  });

  it('counts each client on its own and leaves the rest of the API alone', async () => {
    expect((await report('198.51.100.20')).statusCode).toBe(201);
    for (let index = 0; index < 5; index++) {
      const response = await app.inject({
        url: `/api/campaigns/${campaignId}`,
        remoteAddress: '203.0.113.7',
      });
      expect(response.statusCode).toBe(200);
    }
  });
});
