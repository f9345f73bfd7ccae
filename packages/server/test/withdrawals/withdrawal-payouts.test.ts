import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { eventually } from '../support/payments-app.ts';
import { ExchangeRateRepository } from '../../src/campaigns/exchange-rate-repository.ts';
import { WebhookEventRepository } from '../../src/payments/webhooks/webhook-event-repository.ts';
import { PayoutRepository } from '../../src/withdrawals/payouts/payout-repository.ts';
import { reconcilePayouts } from '../../src/withdrawals/payouts/reconcile-payouts.ts';
import { WithdrawalPayouts } from '../../src/withdrawals/payouts/withdrawal-payouts.ts';
import { call, createAccountsApp, logIn, signUp, type AccountsTestApp } from '../support/accounts-app.ts';
import { TEST_PUBLIC_SITE_URL } from '../support/test-app.ts';
import { databaseKinds } from '../support/test-database.ts';
import { GOOD_SIGNATURE, ScriptedRail, scriptedRails } from './scripted-rail.ts';
import { ACCOUNT, requestWithdrawal } from './requested-withdrawal.ts';
import { ownBlobStore } from '../support/own-media-dir.ts';

const base = '/api/console/withdrawals';

// Issue 15 #1, #2: withdrawals move pending → approved → paid | failed (failed → paid | failed on a retry),
// pending → rejected, nothing else; a payout is sent once and settled paid once, only on the rail's verify.
describe.each(databaseKinds)('withdrawal payouts on %s', (kind) => {
  let t: AccountsTestApp;
  let operator: { token: string; id: number };
  const sandbox = new ScriptedRail('sandbox');
  const chapa = new ScriptedRail('chapa');
  const rails = scriptedRails(sandbox, chapa);

  beforeAll(async () => {
    t = await createAccountsApp(kind, {}, { payoutRails: rails });
    operator = await logIn(t.app, 'operator@example.com');
  });
  afterAll(() => t.close());

  /** A service over the same database and rails as the app (for reconciliation runs). */
  const service = () =>
    new WithdrawalPayouts({
      payouts: new PayoutRepository(t.database.db),
      rails,
      events: new WebhookEventRepository(t.database.db),
      usdRate: () => new ExchangeRateRepository(t.database.db).currentUsdRateText(),
      publicSiteUrl: TEST_PUBLIC_SITE_URL,
    });

  const requested = (gifts: number[], currency: 'ETB' | 'USD' = 'ETB') =>
    requestWithdrawal(t, gifts, currency);

  const op = (method: 'GET' | 'POST', url: string, body?: unknown) =>
    call(t.app, method, url, { token: operator.token, ...(body !== undefined ? { body } : {}) });
  const approve = (id: number) => op('POST', `${base}/${id}/approve`, {});
  const reject = (id: number, reason: string) => op('POST', `${base}/${id}/reject`, { reason });
  const pay = (id: number, body: Record<string, unknown>) => op('POST', `${base}/${id}/pay`, body);
  const statusOf = async (id: number) =>
    (
      await t.database.db
        .selectFrom('withdrawals')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).status;
  const noticesOf = (userId: number, kindName: string) =>
    t.database.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', userId)
      .where('kind', '=', kindName)
      .execute();
  const callback = (rail: 'sandbox' | 'chapa', body: object, signature = GOOD_SIGNATURE) =>
    t.app.inject({
      method: 'POST',
      url: `/api/payouts/callbacks/${rail}`,
      headers: { 'content-type': 'application/json', 'x-signature': signature },
      payload: JSON.stringify(body),
    });
  const totals = (campaignId: number) =>
    t.database.db
      .selectFrom('campaign_totals')
      .select(['withdrawn_etb_minor', 'withdrawn_usd_minor'])
      .where('campaign_id', '=', campaignId)
      .executeTakeFirstOrThrow();
  const attemptsOf = (id: number) =>
    t.database.db
      .selectFrom('payout_attempts')
      .selectAll()
      .where('withdrawal_id', '=', id)
      .orderBy('id')
      .execute();

  it('approves a pending withdrawal once, tells the owner, audits it; refuses every other move', async () => {
    const { id, owner } = await requested([100_000]);
    const approved = await approve(id);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      id,
      status: 'approved',
      amount: 97_500,
      currency: 'ETB',
      attempts: [],
    });
    expect(approved.json().account).toMatchObject({ accountNumber: ACCOUNT.accountNumber });
    const notices = await noticesOf(owner.id, 'withdrawal_approved');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.params).toMatchObject({ withdrawal_id: id, amount: 97_500, currency: 'ETB' });
    const audit = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'withdrawal.approve')
      .where('target_id', '=', id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.operator_id).toBe(operator.id);
    const reviewed = await t.database.db
      .selectFrom('withdrawals')
      .select(['reviewed_by_user_id', 'reviewed_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(reviewed.reviewed_by_user_id).toBe(operator.id);
    expect(reviewed.reviewed_at).not.toBeNull();

    expect((await approve(id)).statusCode).toBe(409);
    const refused = await reject(id, 'Too late');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/approved/);
    expect(await statusOf(id)).toBe('approved');
  });

  it('refuses to pay a pending withdrawal and to approve or pay a rejected one', async () => {
    const { id } = await requested([10_000]);
    expect((await pay(id, { rail: 'manual', reference: 'FT123' })).statusCode).toBe(409);
    expect((await reject(id, 'No proof of the well')).statusCode).toBe(200);
    expect((await approve(id)).statusCode).toBe(409);
    expect((await pay(id, { rail: 'manual', reference: 'FT123' })).statusCode).toBe(409);
    expect((await reject(id, 'Again')).statusCode).toBe(409);
    expect(await attemptsOf(id)).toEqual([]);
  });

  it('rejects with a reason: the owner reads it and the money is back in the balance', async () => {
    const { id, owner, campaignId } = await requested([40_000]);
    const balance = () =>
      call(t.app, 'GET', `/api/campaigns/mine/${campaignId}/balance`, { token: owner.token });
    expect((await balance()).json()).toEqual({ etb: 0, usd: 0 });
    expect((await reject(id, '   ')).statusCode).toBe(400);
    expect((await reject(id, 'x'.repeat(1001))).statusCode).toBe(400);
    const rejected = await reject(id, '  The account name does not match the organization.  ');
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The account name does not match the organization.',
      paidAt: null,
    });
    expect((await balance()).json()).toEqual({ etb: 39_000, usd: 0 });
    const mine = await call(t.app, 'GET', '/withdraw/mine', { token: owner.token });
    expect(mine.json().data[0]).toMatchObject({
      id,
      status: 'rejected',
      rejectionReason: 'The account name does not match the organization.',
      paidAt: null,
    });
    const [notice] = await noticesOf(owner.id, 'withdrawal_rejected');
    expect(notice!.params).toMatchObject({ reason: 'The account name does not match the organization.' });
  });

  it('pays by hand: one succeeded attempt with the reference, paid, totals and donations follow', async () => {
    // Nets 9 750 + 19 500 + 29 250 = 58 500.
    const { id, owner, campaignId } = await requested([10_000, 20_000, 30_000]);
    await approve(id);
    expect((await pay(id, { rail: 'manual' })).statusCode).toBe(400);
    const before = await totals(campaignId);
    const paid = await pay(id, { rail: 'manual', reference: ' FT26331ABCD ' });
    expect(paid.statusCode).toBe(200);
    const body = paid.json();
    expect(body.status).toBe('paid');
    expect(body.paidAt).not.toBeNull();
    expect(body.attempts).toEqual([
      expect.objectContaining({
        reference: `lomi-wd-${id}-1`,
        rail: 'manual',
        status: 'succeeded',
        amount: 58_500,
        currency: 'ETB',
        etbPerUnit: null,
        providerRef: 'FT26331ABCD',
        accountNumber: ACCOUNT.accountNumber,
        bankName: ACCOUNT.bankName,
      }),
    ]);
    const after = await totals(campaignId);
    expect(Number(after.withdrawn_etb_minor) - Number(before.withdrawn_etb_minor)).toBe(58_500);
    const campaign = await call(t.app, 'GET', `/api/campaigns/${campaignId}`);
    expect(campaign.json().withdrawEtbAmount).toBe(58_500);
    const donations = await t.database.db
      .selectFrom('donations')
      .select(['withdrawn', 'withdrawal_id'])
      .where('campaign_id', '=', campaignId)
      .orderBy('id')
      .execute();
    expect(donations).toEqual(Array(3).fill({ withdrawn: true, withdrawal_id: id }));
    expect(await noticesOf(owner.id, 'withdrawal_paid')).toHaveLength(1);
    const mine = await call(t.app, 'GET', '/withdraw/mine', { token: owner.token });
    expect(mine.json().data[0]).toMatchObject({
      id,
      status: 'paid',
      paidAt: body.paidAt,
      rejectionReason: null,
    });
    // Paid is final.
    expect((await pay(id, { rail: 'manual', reference: 'FT2' })).statusCode).toBe(409);
    expect((await approve(id)).statusCode).toBe(409);
    expect((await reject(id, 'no')).statusCode).toBe(409);
  });

  it('marks donations oldest first while their running net stays within what was paid', async () => {
    // Nets 9 750 + 19 500: the first withdrawal (29 250) covers both.
    const { id, owner, campaignId } = await requested([10_000, 20_000]);
    await approve(id);
    await pay(id, { rail: 'manual', reference: 'FT-A' });
    const later = new Date();
    await t.database.db
      .insertInto('donations')
      .values(
        [5_000, 50_000, 1_000].map((amount, index) => ({
          campaign_id: campaignId,
          amount_minor: amount,
          currency: 'ETB' as const,
          etb_amount_minor: amount,
          exchange_rate: 1,
          fee_minor: Math.round(amount * 0.025),
          tip_minor: 0,
          anonymous: true,
          payment_method: 'telebirr' as const,
          is_completed: true,
          created_at: new Date(later.getTime() + index * 1000),
        })),
      )
      .execute();
    // A partial withdrawal by hand (as an operator could have recorded): 20 000 covers the 5 000 gift
    // (4 875) but not the 50 000 one after it (running 53 625), and so not the 1 000 one after that either.
    const partial = await t.database.db
      .insertInto('withdrawals')
      .values({
        campaign_id: campaignId,
        requested_by_user_id: owner.id,
        withdraw_account_id: (
          await t.database.db
            .selectFrom('withdraw_accounts')
            .select('id')
            .where('user_id', '=', owner.id)
            .executeTakeFirstOrThrow()
        ).id,
        amount_minor: 20_000,
        currency: 'ETB',
        status: 'approved',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await pay(partial.id, { rail: 'manual', reference: 'FT-B' })).statusCode).toBe(200);
    const marked = await t.database.db
      .selectFrom('donations')
      .select(['amount_minor', 'withdrawn', 'withdrawal_id'])
      .where('campaign_id', '=', campaignId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    expect(marked).toEqual([
      { amount_minor: 10_000, withdrawn: true, withdrawal_id: id },
      { amount_minor: 20_000, withdrawn: true, withdrawal_id: id },
      { amount_minor: 5_000, withdrawn: true, withdrawal_id: partial.id },
      { amount_minor: 50_000, withdrawn: false, withdrawal_id: null },
      { amount_minor: 1_000, withdrawn: false, withdrawal_id: null },
    ]);
  });

  it('pays through a rail: pending until the signed callback, verified, settled once for duplicates', async () => {
    const { id, owner } = await requested([100_000]);
    await approve(id);
    expect((await pay(id, { rail: 'sandbox' })).statusCode).toBe(400);
    const started = await pay(id, { rail: 'sandbox', bankCode: '946' });
    expect(started.statusCode).toBe(200);
    const reference = `lomi-wd-${id}-1`;
    expect(started.json()).toMatchObject({
      status: 'approved',
      attempts: [{ reference, rail: 'sandbox', status: 'pending', amount: 97_500, bankCode: '946' }],
    });
    expect(sandbox.initiated.filter((order) => order.reference === reference)).toEqual([
      {
        reference,
        amountMinor: 97_500,
        currency: 'ETB',
        bankCode: '946',
        accountNumber: ACCOUNT.accountNumber,
        accountName: ACCOUNT.accountName,
        callbackUrl: `${TEST_PUBLIC_SITE_URL}/api/payouts/callbacks/sandbox`,
      },
    ]);
    // Another Pay while the attempt is open: refused, nothing sent.
    expect((await pay(id, { rail: 'sandbox', bankCode: '946' })).statusCode).toBe(409);
    expect(sandbox.initiated.filter((order) => order.reference.startsWith(`lomi-wd-${id}-`))).toHaveLength(1);

    // A forged callback changes nothing; a callback claiming success before the rail says so neither.
    expect(
      (await callback('sandbox', { id: `ev-${id}-0`, reference, status: 'succeeded' }, 'forged')).statusCode,
    ).toBe(401);
    const early = await callback('sandbox', { id: `ev-${id}-1`, reference, status: 'succeeded' });
    expect(early.json()).toEqual({ received: true, outcome: 'attempt-pending' });
    expect(await statusOf(id)).toBe('approved');

    sandbox.transfers.set(reference, { status: 'succeeded' });
    const body = { id: `ev-${id}-2`, reference, status: 'succeeded' };
    const first = await callback('sandbox', body);
    expect(first.json()).toEqual({ received: true, outcome: 'attempt-succeeded' });
    expect((await callback('sandbox', body)).json()).toEqual({ received: true, outcome: 'duplicate' });
    // Two different deliveries at once: both verified, one settle.
    const both = await Promise.all([
      callback('sandbox', { ...body, id: `ev-${id}-3` }),
      callback('sandbox', { ...body, id: `ev-${id}-4` }),
    ]);
    expect(both.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(await statusOf(id)).toBe('paid');
    expect(await noticesOf(owner.id, 'withdrawal_paid')).toHaveLength(1);
    const attempts = await attemptsOf(id);
    expect(attempts.map((attempt) => [attempt.status, attempt.provider_ref])).toEqual([
      ['succeeded', `tr-${reference}`],
    ]);
  });

  it('settles a duplicated callback once when both copies arrive at once', async () => {
    const { id, owner } = await requested([30_000]);
    await approve(id);
    await pay(id, { rail: 'sandbox', bankCode: '946' });
    const reference = `lomi-wd-${id}-1`;
    sandbox.transfers.set(reference, { status: 'succeeded' });
    const body = { id: `ev-same-${id}`, reference, status: 'succeeded' };
    const answers = await Promise.all([callback('sandbox', body), callback('sandbox', body)]);
    expect(answers.map((answer) => answer.json().outcome).sort()).toEqual(['attempt-succeeded', 'duplicate']);
    expect(await noticesOf(owner.id, 'withdrawal_paid')).toHaveLength(1);
  });

  it('answers 503 to a callback it could not verify, and processes the same delivery when retried', async () => {
    const { id } = await requested([25_000]);
    await approve(id);
    await pay(id, { rail: 'sandbox', bankCode: '946' });
    const reference = `lomi-wd-${id}-1`;
    sandbox.transfers.set(reference, { status: 'succeeded' });
    const body = { id: `ev-retry-${id}`, reference, status: 'succeeded' };
    sandbox.verifyDown = true;
    try {
      expect((await callback('sandbox', body)).statusCode).toBe(503);
    } finally {
      sandbox.verifyDown = false;
    }
    expect(await statusOf(id)).toBe('approved');
    expect((await callback('sandbox', body)).json()).toEqual({
      received: true,
      outcome: 'attempt-succeeded',
    });
    expect(await statusOf(id)).toBe('paid');
    const unknown = await callback('sandbox', {
      id: 'ev-unknown',
      reference: 'lomi-wd-0-9',
      status: 'succeeded',
    });
    expect(unknown.json()).toEqual({ received: true, outcome: 'unknown-attempt' });
  });

  it('finds a lost callback by reconciliation, and leaves a still pending one for later', async () => {
    const { id } = await requested([20_000]);
    await approve(id);
    await pay(id, { rail: 'sandbox', bankCode: '946' });
    const reference = `lomi-wd-${id}-1`;
    const later = new Date(Date.now() + 5 * 60_000);
    let report = await reconcilePayouts({
      payouts: new PayoutRepository(t.database.db),
      service: service(),
      now: later,
    });
    expect(report.checked).toBeGreaterThanOrEqual(1);
    const [pending] = await attemptsOf(id);
    expect(pending!.status).toBe('pending');
    expect(pending!.verify_attempts).toBe(1);
    expect(pending!.next_verify_at!.getTime()).toBeGreaterThan(later.getTime());

    sandbox.transfers.set(reference, { status: 'succeeded' });
    report = await reconcilePayouts({
      payouts: new PayoutRepository(t.database.db),
      service: service(),
      now: new Date(later.getTime() + 60 * 60_000),
    });
    expect(report.succeeded).toBeGreaterThanOrEqual(1);
    expect(await statusOf(id)).toBe('paid');
  });

  it('a refused transfer fails the withdrawal; a retry pays it with a second reference', async () => {
    const { id, owner } = await requested([50_000]);
    await approve(id);
    sandbox.initiateScript.push('rejected');
    const failed = await pay(id, { rail: 'sandbox', bankCode: '946' });
    expect(failed.json()).toMatchObject({
      status: 'failed',
      attempts: [
        { reference: `lomi-wd-${id}-1`, status: 'failed', failureReason: 'Account number is invalid' },
      ],
    });
    const [notice] = await noticesOf(owner.id, 'withdrawal_failed');
    expect(notice!.params).toMatchObject({ withdrawal_id: id, reason: 'Account number is invalid' });
    // Failed: only paying again is allowed.
    expect((await approve(id)).statusCode).toBe(409);
    expect((await reject(id, 'no')).statusCode).toBe(409);

    sandbox.initiateScript.push('succeeded');
    const retried = await pay(id, { rail: 'sandbox', bankCode: '946' });
    expect(retried.json().status).toBe('paid');
    expect(
      retried
        .json()
        .attempts.map((attempt: { reference: string; status: string }) => [
          attempt.reference,
          attempt.status,
        ]),
    ).toEqual([
      [`lomi-wd-${id}-1`, 'failed'],
      [`lomi-wd-${id}-2`, 'succeeded'],
    ]);
    // Paid only after the rail's verify said so.
    expect(sandbox.verified).toContain(`lomi-wd-${id}-2`);
  });

  it('a rail that does not answer leaves the attempt pending (never failed, never sent again)', async () => {
    const { id } = await requested([50_000]);
    await approve(id);
    sandbox.initiateScript.push('unavailable');
    const unknown = await pay(id, { rail: 'sandbox', bankCode: '946' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toMatchObject({ status: 'approved', attempts: [{ status: 'pending' }] });
    expect((await pay(id, { rail: 'sandbox', bankCode: '946' })).statusCode).toBe(409);
    // The rail's answer "failed" later (verify) fails it.
    sandbox.transfers.set(`lomi-wd-${id}-1`, { status: 'failed' });
    expect(await service().verifyAndSettle(`lomi-wd-${id}-1`)).toBe('failed');
    expect(await statusOf(id)).toBe('failed');
  });

  it('an initiate answer of failed fails the attempt at once', async () => {
    const { id } = await requested([50_000]);
    await approve(id);
    sandbox.initiateScript.push('failed');
    const answer = await pay(id, { rail: 'sandbox', bankCode: '946' });
    expect(answer.json()).toMatchObject({
      status: 'failed',
      attempts: [{ status: 'failed', failureReason: 'Insufficient float' }],
    });
  });

  it('never settles paid on another amount than the attempt', async () => {
    const { id } = await requested([50_000]);
    await approve(id);
    await pay(id, { rail: 'sandbox', bankCode: '946' });
    const reference = `lomi-wd-${id}-1`;
    sandbox.transfers.set(reference, { status: 'succeeded', amountMinor: 1 });
    expect(await service().verifyAndSettle(reference)).toBe('pending');
    expect(await statusOf(id)).toBe('approved');
  });

  it('pays a USD withdrawal in ETB at the rate in force, half to even, and records the rate', async () => {
    await t.database.db
      .insertInto('exchange_rates')
      .values({ currency: 'USD', etb_per_unit: '120.125', effective_at: new Date(Date.now() + 1000) })
      .execute();
    // 2 000 cents less 50 fee = 1 950 cents × 120.125 = 234 243.75 santim → 234 244.
    const { id, campaignId } = await requested([2_000], 'USD');
    const listed = await op('GET', `${base}/${id}`);
    expect(listed.json()).toMatchObject({ currency: 'USD', amount: 1_950, etbEstimate: 234_244 });
    await approve(id);
    const paid = await pay(id, { rail: 'manual', reference: 'FT-USD' });
    expect(paid.json().attempts[0]).toMatchObject({
      amount: 234_244,
      currency: 'ETB',
      etbPerUnit: '120.125000',
    });
    expect(Number((await totals(campaignId)).withdrawn_usd_minor)).toBe(1_950);
  });

  it('lists the open queue oldest first and each status newest first, operators only', async () => {
    const { id: first } = await requested([1_000]);
    const { id: second } = await requested([2_000]);
    const open = await op('GET', `${base}/?status=open`);
    expect(open.statusCode).toBe(200);
    const ids = open.json().results.map((row: { id: number }) => row.id);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    expect(open.json()).toMatchObject({ count: expect.any(Number), lastPage: expect.any(Number) });
    const pending = await op('GET', `${base}/?status=pending`);
    const pendingIds = pending.json().results.map((row: { id: number }) => row.id);
    expect(pendingIds.indexOf(second)).toBeLessThan(pendingIds.indexOf(first));
    expect((await op('GET', `${base}/?status=bogus`)).statusCode).toBe(400);
    expect((await op('GET', `${base}/999999`)).statusCode).toBe(404);

    const user = await signUp(t.app);
    for (const [method, url, body] of [
      ['GET', `${base}/`, undefined],
      ['GET', `${base}/${first}`, undefined],
      ['POST', `${base}/${first}/approve`, {}],
      ['POST', `${base}/${first}/reject`, { reason: 'x' }],
      ['POST', `${base}/${first}/pay`, { rail: 'manual', reference: 'x' }],
      ['GET', '/api/console/payout-rails/', undefined],
      ['GET', '/api/console/payout-banks/?rail=sandbox', undefined],
    ] as const) {
      expect((await call(t.app, method, url, { body })).statusCode).toBe(401);
      expect((await call(t.app, method, url, { token: user.token, body })).statusCode).toBe(403);
    }
    expect(await statusOf(first)).toBe('pending');
  });

  it('lists the rails and their banks; 503 when a rail cannot answer', async () => {
    expect((await op('GET', '/api/console/payout-rails/')).json()).toEqual({
      rails: ['manual', 'sandbox', 'chapa'],
    });
    const banks = await op('GET', '/api/console/payout-banks/?rail=sandbox');
    expect(banks.json().banks[0]).toMatchObject({ code: '946', isMobileMoney: false });
    sandbox.banksDown = true;
    try {
      const down = await op('GET', '/api/console/payout-banks/?rail=sandbox');
      expect(down.statusCode).toBe(503);
      expect(down.json().message).toMatch(/sandbox/);
    } finally {
      sandbox.banksDown = false;
    }
    expect((await op('GET', '/api/console/payout-banks/?rail=manual')).statusCode).toBe(400);
  });

  it("answers Chapa's approval question yes only for an open attempt with the same amount and account", async () => {
    const { id } = await requested([10_000]);
    await approve(id);
    await pay(id, { rail: 'chapa', bankCode: '946' });
    const reference = `lomi-wd-${id}-1`;
    const ask = (body: object, signature = GOOD_SIGNATURE) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payouts/chapa/approval',
        headers: { 'content-type': 'application/json', 'x-signature': signature },
        payload: JSON.stringify(body),
      });
    const question = { reference, amountMinor: 9_750, accountNumber: ACCOUNT.accountNumber };
    expect((await ask(question)).statusCode).toBe(200);
    expect((await ask(question, 'forged')).statusCode).toBe(400);
    expect((await ask({ ...question, amountMinor: 9_751 })).statusCode).toBe(400);
    expect((await ask({ ...question, accountNumber: '999' })).statusCode).toBe(400);
    expect((await ask({ ...question, reference: 'lomi-wd-0-1' })).statusCode).toBe(400);
    chapa.transfers.set(reference, { status: 'succeeded' });
    await service().verifyAndSettle(reference);
    expect((await ask(question)).statusCode).toBe(400);
  });

  it('refuses a rail this server is not configured for', async () => {
    const manualOnly = await createAccountsApp(kind);
    try {
      const signedIn = await logIn(manualOnly.app, 'operator@example.com');
      const pending = await manualOnly.database.db
        .selectFrom('withdrawals')
        .select('id')
        .where('status', '=', 'pending')
        .executeTakeFirst();
      const rails = await call(manualOnly.app, 'GET', '/api/console/payout-rails/', {
        token: signedIn.token,
      });
      expect(rails.json()).toEqual({ rails: ['manual'] });
      const refused = await call(manualOnly.app, 'POST', `${base}/${pending?.id ?? 1}/pay`, {
        token: signedIn.token,
        body: { rail: 'sandbox', bankCode: '946' },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/not configured/);
    } finally {
      await manualOnly.close();
    }
  });

  it("runs the app's payout reconciliation from ready() until close()", async () => {
    const { id } = await requested([12_000]);
    await approve(id);
    await pay(id, { rail: 'sandbox', bankCode: '946' });
    const reference = `lomi-wd-${id}-1`;
    sandbox.transfers.set(reference, { status: 'succeeded' });
    await t.database.db
      .updateTable('payout_attempts')
      .set({ next_verify_at: new Date(Date.now() - 1000) })
      .where('reference', '=', reference)
      .execute();
    const app = await buildApp({
      db: t.database.db,
      blobs: ownBlobStore(),
      publicSiteUrl: TEST_PUBLIC_SITE_URL,
      payoutRails: rails,
      payoutReconciliation: { intervalMs: 20 },
    });
    try {
      await app.ready();
      await eventually(async () => ((await statusOf(id)) === 'paid' ? true : undefined));
    } finally {
      await app.close();
    }
  });

  if (kind === 'postgres') {
    it('two operators deciding one request at once: one decision, the other 409', async () => {
      const { id, owner } = await requested([8_000]);
      const answers = await Promise.all([approve(id), reject(id, 'Not now'), approve(id)]);
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(2);
      const decided = await statusOf(id);
      expect(['approved', 'rejected']).toContain(decided);
      const notices = await t.database.db
        .selectFrom('notifications')
        .select('kind')
        .where('user_id', '=', owner.id)
        .where('kind', 'like', 'withdrawal_%')
        .execute();
      expect(notices).toEqual([{ kind: `withdrawal_${decided}` }]);
    });

    it('two operators pressing Pay at once send one transfer; the other gets 409', async () => {
      const { id } = await requested([70_000]);
      await approve(id);
      const second = await logIn(t.app, 'operator@example.com');
      let release!: () => void;
      sandbox.gate = new Promise((resolve) => (release = resolve));
      const sentBefore = sandbox.initiated.length;
      const presses = [
        pay(id, { rail: 'sandbox', bankCode: '946' }),
        call(t.app, 'POST', `${base}/${id}/pay`, {
          token: second.token,
          body: { rail: 'sandbox', bankCode: '946' },
        }),
      ];
      // Let the losing press reach its 409 while the winner's transfer is in flight.
      await new Promise((resolve) => setTimeout(resolve, 200));
      release();
      sandbox.gate = undefined;
      const statuses = (await Promise.all(presses)).map((response) => response.statusCode).sort();
      expect(statuses).toEqual([200, 409]);
      expect(sandbox.initiated.length - sentBefore).toBe(1);
      expect(await attemptsOf(id)).toHaveLength(1);
    });
  }
});
