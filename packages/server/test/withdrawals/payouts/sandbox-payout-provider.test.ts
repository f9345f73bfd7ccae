import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LomiDatabase } from '../../../src/db/database.ts';
import {
  ProviderRejectedError,
  ProviderUnavailableError,
  WebhookAuthError,
} from '../../../src/payments/payment-provider.ts';
import { signSandboxPayload } from '../../../src/payments/providers/sandbox/sandbox-signature.ts';
import type { PayoutOrder } from '../../../src/withdrawals/payouts/payout-provider.ts';
import {
  createSandboxPayoutProvider,
  SandboxPayoutInProductionError,
  type SandboxPayoutProvider,
} from '../../../src/withdrawals/payouts/sandbox/sandbox-payout-provider.ts';
import { SANDBOX_ACCOUNT_CLOSED_REASON } from '../../../src/withdrawals/payouts/sandbox/sandbox-payout-scenarios.ts';
import { eventually } from '../../support/payments-app.ts';
import { databaseKinds, openTestDatabase } from '../../support/test-database.ts';

interface Delivery {
  url: string;
  headers: Record<string, string>;
  body: string;
}

const SECRET = 'payout-secret';
const DELAY_MS = 10;

describe.each(databaseKinds)('sandbox payout rail on %s', (kind) => {
  let database: LomiDatabase;
  let clock: number;
  let deliveries: Delivery[];
  let rail: SandboxPayoutProvider;
  let counter = 0;

  const fakeFetch = (async (url: string, init: RequestInit) => {
    deliveries.push({ url, headers: init.headers as Record<string, string>, body: String(init.body) });
    return new Response('', { status: 200 });
  }) as typeof fetch;

  function create() {
    return createSandboxPayoutProvider({
      db: database.db,
      callbackSecret: SECRET,
      delayMs: DELAY_MS,
      now: () => new Date(clock),
      fetch: fakeFetch,
    });
  }

  function order(accountNumber: string, overrides: Partial<PayoutOrder> = {}): PayoutOrder {
    return {
      reference: `po-${kind}-${++counter}`,
      amountMinor: 125_050,
      currency: 'ETB',
      bankCode: 'cbe',
      accountNumber,
      accountName: 'Selam Tesfaye',
      callbackUrl: 'http://127.0.0.1:1/api/payouts/callbacks/sandbox',
      ...overrides,
    };
  }

  const received = (delivery: Delivery) => ({
    headers: { 'x-sandbox-signature': delivery.headers['x-sandbox-signature'] },
    rawBody: Buffer.from(delivery.body),
  });

  /** The clock just past the transfer's settling. */
  const settle = () => {
    clock += DELAY_MS;
  };

  const deliveredFor = (reference: string) =>
    deliveries.filter((delivery) => delivery.body.includes(`"reference":"${reference}"`));

  /** Waits well past the delay, then the deliveries about `reference`. */
  async function afterDelay(reference: string) {
    await new Promise((resolve) => setTimeout(resolve, DELAY_MS * 10));
    return deliveredFor(reference);
  }

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());
  afterEach(async () => {
    await rail?.close();
  });

  function start() {
    clock = Date.parse('2026-11-27T10:00:00Z');
    deliveries = [];
    rail = create();
  }

  it('refuses to exist under NODE_ENV=production', () => {
    expect(() =>
      createSandboxPayoutProvider({ db: database.db, callbackSecret: 's', delayMs: 1, production: true }),
    ).toThrow(SandboxPayoutInProductionError);
  });

  it('lists Ethiopian banks and wallets with codes', async () => {
    start();
    const banks = await rail.listBanks();
    expect(banks.map((bank) => bank.code)).toEqual(
      expect.arrayContaining(['cbe', 'awash', 'dashen', 'telebirr']),
    );
    expect(banks.find((bank) => bank.code === 'telebirr')).toMatchObject({ isMobileMoney: true });
    expect(banks.find((bank) => bank.code === 'cbe')).toMatchObject({
      name: 'Commercial Bank of Ethiopia',
      isMobileMoney: false,
    });
  });

  it('answers pending at once, settles after the delay and posts one signed callback', async () => {
    start();
    const sent = order('1000000001');
    const answer = await rail.initiatePayout(sent);
    expect(answer).toMatchObject({ reference: sent.reference, status: 'pending', amountMinor: 125_050 });
    expect(answer.providerRef).toMatch(/^sbx_po_[0-9a-f]{32}$/);
    expect((await rail.verifyPayout(sent.reference)).status).toBe('pending');

    const [delivery] = await eventually(
      async () => deliveredFor(sent.reference)[0] && deliveredFor(sent.reference),
    );
    expect(delivery!.url).toBe(sent.callbackUrl);
    const callback = rail.parsePayoutCallback(received(delivery!));
    expect(callback).toEqual({
      reference: sent.reference,
      claimedStatus: 'succeeded',
      dedupeKey: createHash('sha256').update(delivery!.body).digest('hex'),
    });
    settle();
    expect(await rail.verifyPayout(sent.reference)).toEqual({
      reference: sent.reference,
      status: 'succeeded',
      providerRef: answer.providerRef,
      amountMinor: 125_050,
    });
    expect(await afterDelay(sent.reference)).toHaveLength(1);
  });

  it('makes one transfer per reference, however often and from however many instances it is sent', async () => {
    start();
    const sent = order('1000000001');
    const other = create();
    try {
      const answers = await Promise.all([
        rail.initiatePayout(sent),
        other.initiatePayout(sent),
        rail.initiatePayout({ ...sent, amountMinor: 1 }),
      ]);
      expect(new Set(answers.map((answer) => answer.providerRef)).size).toBe(1);
      // The stored transfer's amount, not the retried order's.
      expect(answers.map((answer) => answer.amountMinor)).toEqual([125_050, 125_050, 125_050]);
      const rows = await database.db
        .selectFrom('sandbox_payouts')
        .selectAll()
        .where('reference', '=', sent.reference)
        .execute();
      expect(rows).toHaveLength(1);
      expect(await afterDelay(sent.reference)).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  it('keeps its transfers across a restart (another instance verifies them)', async () => {
    start();
    const sent = order('1000000003');
    const { providerRef } = await rail.initiatePayout(sent);
    await rail.close();
    rail = create();
    settle();
    expect(await rail.verifyPayout(sent.reference)).toMatchObject({ status: 'succeeded', providerRef });
    expect(await rail.initiatePayout(sent)).toMatchObject({ status: 'succeeded', providerRef });
  });

  it('1000000002: the bank refuses after the delay, in the callback and in verify', async () => {
    start();
    const sent = order('1000000002', { bankCode: 'awash' });
    expect((await rail.initiatePayout(sent)).status).toBe('pending');
    const [delivery] = await eventually(
      async () => deliveredFor(sent.reference)[0] && deliveredFor(sent.reference),
    );
    expect(rail.parsePayoutCallback(received(delivery!)).claimedStatus).toBe('failed');
    expect(JSON.parse(delivery!.body)).toMatchObject({ failure_reason: SANDBOX_ACCOUNT_CLOSED_REASON });
    settle();
    expect(await rail.verifyPayout(sent.reference)).toMatchObject({
      status: 'failed',
      failureReason: SANDBOX_ACCOUNT_CLOSED_REASON,
    });
  });

  it('1000000003: pays but loses the callback; only verify finds it', async () => {
    start();
    const sent = order('1000000003', { bankCode: 'telebirr' });
    await rail.initiatePayout(sent);
    expect(await afterDelay(sent.reference)).toEqual([]);
    expect((await rail.verifyPayout(sent.reference)).status).toBe('pending');
    settle();
    expect((await rail.verifyPayout(sent.reference)).status).toBe('succeeded');
  });

  it('1000000004: the initiate call times out although the transfer was made', async () => {
    start();
    const sent = order('1000000004');
    await expect(rail.initiatePayout(sent)).rejects.toThrow(ProviderUnavailableError);
    settle();
    expect((await rail.verifyPayout(sent.reference)).status).toBe('succeeded');
    // Sent again, the same transfer answers; nothing is paid twice.
    const again = await rail.initiatePayout(sent);
    expect(again.status).toBe('succeeded');
    expect(await afterDelay(sent.reference)).toEqual([]);
  });

  it('1000000005: delivers the same callback three times, with one dedupe key', async () => {
    start();
    const sent = order('1000000005');
    await rail.initiatePayout(sent);
    const three = await eventually(async () =>
      deliveredFor(sent.reference).length >= 3 ? deliveredFor(sent.reference) : undefined,
    );
    const keys = three.map((delivery) => rail.parsePayoutCallback(received(delivery)).dedupeKey);
    expect(new Set(keys).size).toBe(1);
    expect(await afterDelay(sent.reference)).toHaveLength(3);
  });

  it('never says failed for silence: an unknown reference is unavailable, a young one pending', async () => {
    start();
    await expect(rail.verifyPayout('po-never-sent')).rejects.toThrow(ProviderUnavailableError);
    const sent = order('1000000001');
    await rail.initiatePayout(sent);
    expect((await rail.verifyPayout(sent.reference)).status).toBe('pending');
  });

  it.each([
    ['an unknown bank', { bankCode: 'nobank' }, 'Unknown bank code "nobank".'],
    [
      'an account number with letters',
      { accountNumber: '10000A0001' },
      'The account number must be 6 to 20 digits.',
    ],
    ['no amount', { amountMinor: 0 }, 'The amount must be a positive whole number of santim.'],
    ['a fractional amount', { amountMinor: 10.5 }, 'The amount must be a positive whole number of santim.'],
    ['no account name', { accountName: '  ' }, 'The account name is required.'],
  ])('refuses %s and records nothing', async (_what, overrides, message) => {
    start();
    const sent = order('1000000001', overrides);
    await expect(rail.initiatePayout(sent)).rejects.toThrow(new ProviderRejectedError(message));
    await expect(rail.verifyPayout(sent.reference)).rejects.toThrow(ProviderUnavailableError);
  });

  describe('callbacks', () => {
    const body = (overrides: object = {}) =>
      JSON.stringify({
        type: 'payout.updated',
        reference: 'po-1',
        provider_ref: 'sbx_po_1',
        status: 'succeeded',
        amount_minor: 100,
        currency: 'ETB',
        failure_reason: null,
        settled: 1,
        ...overrides,
      });
    const signed = (raw: string, secret = SECRET, at = Math.floor(clock / 1000)) => ({
      headers: { 'x-sandbox-signature': signSandboxPayload(raw, secret, at) },
      rawBody: Buffer.from(raw),
    });

    it('reads a well-signed one', () => {
      start();
      expect(rail.parsePayoutCallback(signed(body()))).toMatchObject({
        reference: 'po-1',
        claimedStatus: 'succeeded',
      });
    });

    it.each([
      ['unsigned', (raw: string) => ({ headers: {}, rawBody: Buffer.from(raw) })],
      ['signed with another secret', (raw: string) => signed(raw, 'not-the-secret')],
      [
        'stale (signed ten minutes ago)',
        (raw: string) => signed(raw, SECRET, Math.floor(clock / 1000) - 600),
      ],
      [
        'altered after signing',
        (raw: string) => ({ ...signed(raw), rawBody: Buffer.from(raw.replace('succeeded', 'failed')) }),
      ],
    ])('refuses one %s', (_what, make) => {
      start();
      expect(() => rail.parsePayoutCallback(make(body()))).toThrow(
        expect.objectContaining({ name: 'WebhookAuthError', problem: 'signature' }),
      );
    });

    it.each([
      ['not JSON', '{"type":'],
      ['another kind of event', body({ type: 'payment.updated' })],
      ['a status that is not final', body({ status: 'pending' })],
      ['a fractional amount', body({ amount_minor: 1.5 })],
      ['another currency', body({ currency: 'USD' })],
    ])('answers a signed body that is %s as malformed', (_what, raw) => {
      start();
      let error: unknown;
      try {
        rail.parsePayoutCallback(signed(raw));
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(WebhookAuthError);
      expect((error as WebhookAuthError).problem).toBe('malformed');
    });
  });

  it('posts its callbacks to the origin it listens at, on the callback URL’s path', async () => {
    start();
    rail.listeningAt('http://127.0.0.1:4321');
    const sent = order('1000000001', {
      callbackUrl: 'https://lomi.example.org/api/payouts/callbacks/sandbox?x=1',
    });
    await rail.initiatePayout(sent);
    const [delivery] = await eventually(
      async () => deliveredFor(sent.reference)[0] && deliveredFor(sent.reference),
    );
    expect(delivery!.url).toBe('http://127.0.0.1:4321/api/payouts/callbacks/sandbox?x=1');
  });
});
