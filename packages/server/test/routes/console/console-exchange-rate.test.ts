import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ExchangeRateEntry, ExchangeRateOverview } from '@lomi/core';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.ts';
import { AccountRepository } from '../../../src/auth/account-repository.ts';
import { readServerConfig } from '../../../src/config/read-server-config.ts';
import { runOperatorCommand } from '../../../src/console/operator-commands.ts';
import type { LomiDatabase } from '../../../src/db/database.ts';
import { migrateToLatest } from '../../../src/db/migrate.ts';
import { SEED_USD_RATE } from '../../../src/db/seed/seed.ts';
import { LocalBlobStore } from '../../../src/media/blob-store.ts';
import { createChapaProvider } from '../../../src/payments/providers/chapa/index.ts';
import { createStripeProvider } from '../../../src/payments/providers/stripe/index.ts';
import { call, createAccountsApp, logIn, type AccountsTestApp } from '../../support/accounts-app.ts';
import { startFakeChapa, type FakeChapa } from '../../support/fakes/fake-chapa.ts';
import { startFakeStripe, type FakeStripe } from '../../support/fakes/fake-stripe.ts';
import { UNLIMITED_INITIATION } from '../../support/payments-app.ts';
import { PRODUCTION_ENVIRONMENT } from '../../support/production-environment.ts';
import { databaseKinds, openTestDatabase } from '../../support/test-database.ts';

// Issue 14 #8: operators set the USD → ETB rate; every rate is kept (who, when), none is ever rewritten, and
// a USD donation is converted at the newest, exactly.

describe.each(databaseKinds)('console: the exchange rate on %s', (kind) => {
  let t: AccountsTestApp;
  let operator: { token: string; id: number };

  beforeAll(async () => {
    t = await createAccountsApp(kind);
    operator = await logIn(t.app, 'operator@example.com');
  });
  afterAll(() => t.close());

  const overview = async (page = 1) => {
    const response = await call(t.app, 'GET', `/api/console/exchange-rate/?page=${page}`, {
      token: operator.token,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as ExchangeRateOverview;
  };
  const set = (etb_per_unit: unknown, previous_id: unknown, token = operator.token) =>
    call(t.app, 'POST', '/api/console/exchange-rate/', { token, body: { etb_per_unit, previous_id } });

  it('shows the seeded rate (set by nobody) as current, with the history; operators only', async () => {
    const seen = await overview();
    expect(seen.current).toMatchObject({ currency: 'USD', etb_per_unit: '156.4000', set_by: null });
    expect(seen.history).toMatchObject({ count: 1, lastPage: 1, results: [seen.current] });
    const owner = await logIn(t.app, 'owner@example.com');
    expect((await call(t.app, 'GET', '/api/console/exchange-rate/', { token: owner.token })).statusCode).toBe(
      403,
    );
    expect((await call(t.app, 'POST', '/api/console/exchange-rate/', { body: {} })).statusCode).toBe(401);
    expect(
      (await call(t.app, 'GET', '/api/console/exchange-rate/?page=2', { token: operator.token })).statusCode,
    ).toBe(400);
  });

  it('sets a rate exactly as typed, audited; the old one stays in the history', async () => {
    const before = await overview();
    const response = await set(' 157.123456 ', before.current!.id);
    expect(response.statusCode, response.body).toBe(201);
    const entry = response.json() as ExchangeRateEntry;
    expect(entry).toMatchObject({
      etb_per_unit: '157.123456',
      set_by: { id: operator.id, username: 'operator' },
    });
    const stored = await t.database.db
      .selectFrom('exchange_rates')
      .select([sql<string>`etb_per_unit::text`.as('text'), 'set_by_user_id'])
      .where('id', '=', entry.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ text: '157.123456', set_by_user_id: operator.id });
    const after = await overview();
    expect(after.current).toEqual(entry);
    expect(after.history.results.map((rate) => rate.etb_per_unit)).toEqual(['157.123456', '156.4000']);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'exchange_rate.set')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      operator_id: operator.id,
      target_type: 'exchange_rate',
      target_id: entry.id,
      before: { id: before.current!.id, etb_per_unit: '156.4000' },
      after: { id: entry.id, etb_per_unit: '157.123456' },
    });
  });

  it('refuses a rate that is not a plain decimal of 1–10,000 with at most 6 decimals, writing nothing', async () => {
    const { current, history } = await overview();
    for (const [rate, message] of [
      ['abc', /decimal number/],
      ['57,5', /decimal number/],
      ['-5', /decimal number/],
      ['1e3', /decimal number/],
      ['57.1234567', /at most 6 decimals/],
      ['0.999999', /between 1 and 10,000/],
      ['10000.000001', /between 1 and 10,000/],
      [57.5, /etb_per_unit/],
      ['', /decimal number/],
    ] as const) {
      const response = await set(rate, current!.id);
      expect(response.statusCode, String(rate)).toBe(400);
      expect(response.json().message, String(rate)).toMatch(message);
    }
    expect((await set('57', undefined)).statusCode).toBe(400);
    expect((await overview()).history.count).toBe(history.count);
  });

  it('keeps the limits inclusive: 1 and 10,000 are accepted', async () => {
    let current = (await overview()).current!;
    for (const rate of ['1', '10000.000000']) {
      const response = await set(rate, current.id);
      expect(response.statusCode, response.body).toBe(201);
      current = response.json();
    }
    expect(current.etb_per_unit).toBe('10000.0000');
  });

  it('two operators setting the rate at once from the same current rate: one wins, the other gets a clear 409', async () => {
    const { current, history } = await overview();
    const second = await logIn(t.app, 'operator@example.com');
    const [a, b] = await Promise.all([set('58.5', current!.id), set('59.25', current!.id, second.token)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const [won, lost] = a.statusCode === 201 ? [a, b] : [b, a];
    expect(lost.json()).toMatchObject({ code: 'LOMI_ERR_CONFLICT' });
    expect(lost.json().message).toContain(
      `The rate was changed to ${won.json().etb_per_unit} ETB per USD by operator at`,
    );
    const after = await overview();
    expect(after.history.count).toBe(history.count + 1);
    expect(after.current).toEqual(won.json());
  });

  it('never rewrites or removes a rate (the database refuses)', async () => {
    const { current } = await overview();
    await expect(
      t.database.db
        .updateTable('exchange_rates')
        .set({ currency: 'USD' })
        .where('id', '=', current!.id)
        .execute(),
    ).rejects.toThrow(/exchange_rates is history/);
    await expect(
      t.database.db.deleteFrom('exchange_rates').where('id', '=', current!.id).execute(),
    ).rejects.toThrow(/exchange_rates is history/);
  });

  it('pages the history, 10 a page, newest first', async () => {
    let current = (await overview()).current!;
    for (let i = 0; i < 6; i += 1) {
      current = (await set(`60.${i}`, current.id)).json();
    }
    const first = await overview();
    expect(first.history.count).toBe(11);
    expect(first.history.lastPage).toBe(2);
    expect(first.history.results).toHaveLength(10);
    expect(first.history.results[0]).toEqual(current);
    const second = await overview(2);
    expect(second.history.results.at(-1)).toMatchObject({ etb_per_unit: '156.4000', set_by: null });
    expect(SEED_USD_RATE).toBe(156.4);
  });
});

// A production install starts without the demo seed, so without any rate: USD donations are refused with
// the existing clear error until an operator (made with `npm run operator`) sets one in the console.
describe.each(databaseKinds)('a fresh production install and the exchange rate on %s', (kind) => {
  let database: LomiDatabase;
  let app: FastifyInstance;
  let mediaRoot: string;
  let chapa: FakeChapa;
  let stripe: FakeStripe;
  let campaignId: number;

  beforeAll(async () => {
    database = await openTestDatabase(kind, { seeded: false });
    await migrateToLatest(database.db);
    mediaRoot = mkdtempSync(join(tmpdir(), 'lomi-production-rate-'));
    chapa = await startFakeChapa();
    stripe = await startFakeStripe();
    const config = readServerConfig(PRODUCTION_ENVIRONMENT);
    const chapaProvider = createChapaProvider({
      baseUrl: chapa.url,
      secretKey: chapa.secretKey,
      webhookSecret: chapa.webhookSecret,
    });
    app = await buildApp({
      db: database.db,
      blobs: new LocalBlobStore(mediaRoot),
      publicSiteUrl: config.publicSiteUrl,
      production: true,
      accounts: { config: config.accounts },
      rateLimits: config.rateLimits,
      siteSettings: config.siteSettings,
      payments: {
        providers: {
          mobile: chapaProvider,
          checkout: chapaProvider,
          card: createStripeProvider({
            secretKey: stripe.secretKey,
            webhookSecret: stripe.webhookSecret,
            host: '127.0.0.1',
            port: stripe.port,
            protocol: 'http',
          }),
        },
        initiationLimits: UNLIMITED_INITIATION,
      },
    });
    const { id: organizationId } = await database.db
      .insertInto('organizations')
      .values({
        name: 'Mekelle Water Trust',
        email: 'team@mekelle-water.example.org',
        phone_number: '+251911000333',
        contact_person_name: 'Hagos Berhe',
        approval_status: 'approved',
        logo_key: null,
        logo_content_type: null,
        logo_etag: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    campaignId = (
      await database.db
        .insertInto('campaigns')
        .values({
          organization_id: organizationId,
          category_id: 2,
          title: 'Wells for Mekelle',
          description: 'Three wells.',
          goal_etb_minor: 0,
          goal_usd_minor: 1_000_000,
          status: 'active',
        } as never)
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await chapa.close();
    await stripe.close();
    rmSync(mediaRoot, { recursive: true, force: true });
  });

  const donateUsd = (price: number) =>
    app.inject({
      method: 'POST',
      url: '/api/stripe/checkout/',
      payload: { name: 'Donation', price, metadata: { campaignId, annonymous: true } },
    });

  it('refuses USD donations with the clear error until an operator sets the rate, then converts at it', async () => {
    expect(await database.db.selectFrom('exchange_rates').selectAll().execute()).toEqual([]);
    const refused = await donateUsd(2_345);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({
      code: 'LOMI_ERR_EXCHANGE_RATE_MISSING',
      message: 'USD donations are unavailable right now because no exchange rate is recorded.',
    });

    await runOperatorCommand(['create', 'ops@lomi.example.org', 'opsadmin'], {
      db: database.db,
      accounts: new AccountRepository(database.db),
      readPassword: async () => 'a long operator password 9',
      out: () => {},
    });
    const login = await app.inject({
      method: 'POST',
      url: '/auth/jwt/login/',
      payload: { email: 'ops@lomi.example.org', password: 'a long operator password 9' },
    });
    const token = login.json().access as string;
    const headers = { authorization: `Bearer ${token}` };
    const empty = await app.inject({ method: 'GET', url: '/api/console/exchange-rate/', headers });
    expect(empty.json()).toEqual({
      current: null,
      history: { count: 0, lastPage: 1, total: 0, results: [] },
    });
    const set = await app.inject({
      method: 'POST',
      url: '/api/console/exchange-rate/',
      headers,
      payload: { etb_per_unit: '57.1235', previous_id: null },
    });
    expect(set.statusCode, set.body).toBe(201);

    const accepted = await donateUsd(2_345);
    expect(accepted.statusCode, accepted.body).toBe(201);
    const donation = await database.db
      .selectFrom('donations')
      .select(['amount_minor', 'currency', 'etb_amount_minor', 'exchange_rate'])
      .where('invoice_id', '=', accepted.json().invoice_id)
      .executeTakeFirstOrThrow();
    // 2,345 cents × 57.1235 birr = 133,954.6075 santim: rounded half up to the santim, exactly.
    expect(donation).toEqual({
      amount_minor: 2_345,
      currency: 'USD',
      etb_amount_minor: 133_955,
      exchange_rate: 57.1235,
    });
  });
});
