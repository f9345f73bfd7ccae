import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOrigin } from '../../src/http/listen-origin.ts';
import { call, createAccountsApp, logIn, type AccountsTestApp } from '../support/accounts-app.ts';
import { startFakeChapa, type FakeChapa } from '../support/fakes/fake-chapa.ts';
import { eventually } from '../support/payments-app.ts';
import { databaseKinds } from '../support/test-database.ts';
import { ACCOUNT, requestWithdrawal } from './requested-withdrawal.ts';

// Issue 15 #1 through the whole server, built from its payouts configuration as server.ts builds it: the
// sandbox rail's signed callbacks come back over HTTP to the port the app listens on; the Chapa rail talks to
// the local fake, whose payout webhooks arrive at the one webhook URL of Chapa's dashboard
// (/api/webhooks/chapa) and are handed to the payouts; a lost callback is found by the reconciliation timer.
describe.each(databaseKinds)('payout rails through the app on %s', (kind) => {
  let t: AccountsTestApp;
  let chapa: FakeChapa;
  let origin: string;
  let operator: { token: string };

  beforeAll(async () => {
    chapa = await startFakeChapa();
    t = await createAccountsApp(
      kind,
      {},
      {
        payoutsConfig: {
          rails: ['manual', 'sandbox', 'chapa'],
          // Long enough that the pay answer (which re-reads the withdrawal) always comes before the callback,
          // even on a loaded machine; the first test checks that order.
          sandboxDelayMs: 1_500,
          sandboxCallbackSecret: 'sandbox-test-secret',
          chapa: {
            baseUrl: chapa.url,
            secretKey: chapa.secretKey,
            webhookSecret: chapa.webhookSecret,
            approvalSecret: chapa.approvalSecret,
          },
        },
        payoutReconciliation: { intervalMs: 100 },
      },
    );
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = listenOrigin(t.app.server.address())!;
    operator = await logIn(t.app, 'operator@example.com');
  });
  afterAll(async () => {
    await t.close();
    await chapa.close();
  });

  const op = (url: string, body: unknown) => call(t.app, 'POST', url, { token: operator.token, body });
  const withdrawal = (id: number) =>
    t.database.db.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const attempts = (id: number) =>
    t.database.db.selectFrom('payout_attempts').selectAll().where('withdrawal_id', '=', id).execute();

  it('pays by the sandbox rail: pending at once, paid when its signed callback comes back', async () => {
    const { id } = await requestWithdrawal(t, [10_000, 20_000]);
    expect((await op(`/api/console/withdrawals/${id}/approve`, {})).statusCode).toBe(200);
    const paid = await op(`/api/console/withdrawals/${id}/pay`, { rail: 'sandbox', bankCode: 'cbe' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().status).toBe('approved');
    await eventually(async () => ((await withdrawal(id)).status === 'paid' ? true : undefined));
    const [attempt] = await attempts(id);
    expect(attempt).toMatchObject({ rail: 'sandbox', status: 'succeeded', amount_minor: 29_250 });
    const covered = await t.database.db
      .selectFrom('donations')
      .select(['withdrawn', 'withdrawal_id'])
      .where('withdrawal_id', '=', id)
      .execute();
    expect(covered).toHaveLength(2);
  });

  it('finds a sandbox transfer whose callback was lost by reconciliation, once it is due', async () => {
    const { id } = await requestWithdrawal(t, [50_000], 'ETB', { ...ACCOUNT, accountNumber: '1000000003' });
    await op(`/api/console/withdrawals/${id}/approve`, {});
    expect(
      (await op(`/api/console/withdrawals/${id}/pay`, { rail: 'sandbox', bankCode: 'cbe' })).statusCode,
    ).toBe(200);
    // Time passes: the sandbox settles the transfer (its callback is lost) and the timer, every 100 ms,
    // has run; the attempt is not due for a check yet.
    await new Promise((resolve) => setTimeout(resolve, 1_700));
    expect((await withdrawal(id)).status).toBe('approved');
    await t.database.db
      .updateTable('payout_attempts')
      .set({ next_verify_at: new Date(Date.now() - 1000) })
      .where('withdrawal_id', '=', id)
      .execute();
    await eventually(async () => ((await withdrawal(id)).status === 'paid' ? true : undefined));
    expect(await attempts(id)).toHaveLength(1);
  });

  it('pays by Chapa: approves only its own transfer, and its payout webhook at /api/webhooks/chapa settles it once', async () => {
    const { id } = await requestWithdrawal(t, [40_000]);
    await op(`/api/console/withdrawals/${id}/approve`, {});
    const paid = await op(`/api/console/withdrawals/${id}/pay`, { rail: 'chapa', bankCode: '656' });
    expect(paid.statusCode, paid.body).toBe(200);
    const [attempt] = await attempts(id);
    expect(chapa.transfers.get(attempt!.reference)).toMatchObject({ account_number: ACCOUNT.accountNumber });
    expect((await chapa.askApproval(`${origin}/api/payouts/chapa/approval`, attempt!.reference)).status).toBe(
      200,
    );

    const body = await chapa.settleTransfer(attempt!.reference, 'success', {
      deliverTo: `${origin}/api/webhooks/chapa`,
    });
    await eventually(async () => ((await withdrawal(id)).status === 'paid' ? true : undefined));
    // The same webhook again changes nothing.
    const again = await fetch(`${origin}/api/webhooks/chapa`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...chapa.signatureHeaders(body) },
      body,
    });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ received: true, outcome: 'duplicate' });
    expect(await attempts(id)).toHaveLength(1);
    expect((await withdrawal(id)).status).toBe('paid');
  });
});
