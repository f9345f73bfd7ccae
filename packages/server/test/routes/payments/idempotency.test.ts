import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCampaign, startPaymentsApp, type PaymentsTestApp } from '../../support/payments-app.ts';
import { databaseKinds } from '../../support/test-database.ts';

const DIRECT = '/api/donation/lakipay/direct/';

describe.each(databaseKinds)('Idempotency-Key on donation initiation on %s', (kind) => {
  let t: PaymentsTestApp;
  let campaignId: number;

  beforeAll(async () => {
    t = await startPaymentsApp(kind);
    campaignId = await openCampaign(t.database);
  });
  afterAll(() => t.close());

  const body = (amount = 5_000) => ({
    amount,
    campaign_id: campaignId,
    phone_number: '251933445566',
    anonymous: true,
    medium: 'telebirr',
  });

  async function invoicesWithKey(key: string) {
    return t.database.db.selectFrom('invoices').select('id').where('idempotency_key', '=', key).execute();
  }

  async function sandboxCalls() {
    const row = await t.database.db
      .selectFrom('sandbox_payments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return row.n;
  }

  it('creates one invoice, one provider call and one answer for 20 parallel requests with one key', async () => {
    const key = `parallel-${kind}-${Date.now()}`;
    const callsBefore = await sandboxCalls();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => t.post(DIRECT, body(), { 'idempotency-key': key })),
    );
    const answers = await Promise.all(responses.map((r) => r.json()));
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(await invoicesWithKey(key)).toEqual([{ id: (answers[0] as { invoice_id: string }).invoice_id }]);
    expect(await sandboxCalls()).toBe(callsBefore + 1);
    const donations = await t.database.db
      .selectFrom('donations')
      .select('id')
      .where('invoice_id', '=', (answers[0] as { invoice_id: string }).invoice_id)
      .execute();
    expect(donations).toHaveLength(1);
  });

  it('answers a later retry with the same key the same, even in another key order', async () => {
    const key = `sequential-${kind}-${Date.now()}`;
    const first = await t.post(DIRECT, body(), { 'idempotency-key': key });
    const reordered = Object.fromEntries(Object.entries(body()).reverse());
    const second = await t.post(DIRECT, reordered, { 'idempotency-key': key });
    expect(second.status).toBe(first.status);
    expect(await second.json()).toEqual(await first.json());
    expect(await invoicesWithKey(key)).toHaveLength(1);
  });

  it('refuses the same key with another body or on another endpoint (422)', async () => {
    const key = `mismatch-${kind}-${Date.now()}`;
    expect((await t.post(DIRECT, body(), { 'idempotency-key': key })).status).toBe(201);
    const other = await t.post(DIRECT, body(6_000), { 'idempotency-key': key });
    expect(other.status).toBe(422);
    expect(await other.json()).toMatchObject({ code: 'LOMI_ERR_IDEMPOTENCY_MISMATCH' });
    const elsewhere = await t.post(
      '/api/donation/lakipay/checkout/',
      { ...body(), medium: 'payonline' },
      { 'idempotency-key': key },
    );
    expect(elsewhere.status).toBe(422);
    expect(await invoicesWithKey(key)).toHaveLength(1);
  });

  it('answers "pending, poll it" when the first request with the key died before answering', async () => {
    const key = `stale-${kind}-${Date.now()}`;
    const first = (await (await t.post(DIRECT, body(), { 'idempotency-key': key })).json()) as {
      invoice_id: string;
    };
    await t.database.db
      .updateTable('invoices')
      .set({ response_status: null, response_body: null, created_at: new Date(Date.now() - 61_000) } as never)
      .where('idempotency_key', '=', key)
      .execute();
    const retry = await t.post(DIRECT, body(), { 'idempotency-key': key });
    expect(retry.status).toBe(201);
    expect(await retry.json()).toEqual(first);
    expect(await invoicesWithKey(key)).toHaveLength(1);
  });

  it('treats requests without a key as separate donations and refuses a malformed key', async () => {
    const [a, b] = await Promise.all([t.post(DIRECT, body()), t.post(DIRECT, body())]);
    expect((await a.json()).invoice_id).not.toBe((await b.json()).invoice_id);
    const bad = await t.post(DIRECT, body(), { 'idempotency-key': 'has space' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ errors: { 'Idempotency-Key': expect.any(String) } });
  });
});
