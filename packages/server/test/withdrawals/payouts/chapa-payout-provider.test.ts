import { createHash, createHmac } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ProviderRejectedError,
  ProviderUnavailableError,
  WebhookAuthError,
  type RawWebhook,
} from '../../../src/payments/payment-provider.ts';
import {
  createChapaPayoutProvider,
  isChapaPayoutWebhook,
} from '../../../src/withdrawals/payouts/chapa/index.ts';
import type { PayoutOrder, PayoutProvider } from '../../../src/withdrawals/payouts/payout-provider.ts';
import { startFakeChapa, type FakeChapa } from '../../support/fakes/fake-chapa.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../support/fakes/webhook-receiver.ts';

describe('Chapa payout rail against the fake Chapa', () => {
  let fake: FakeChapa;
  let receiver: WebhookReceiver;
  let rail: PayoutProvider;
  let counter = 0;

  beforeAll(async () => {
    fake = await startFakeChapa();
    receiver = await startWebhookReceiver();
    rail = createChapaPayoutProvider({
      baseUrl: fake.url,
      secretKey: fake.secretKey,
      webhookSecret: fake.webhookSecret,
      approvalSecret: fake.approvalSecret,
      timeoutMs: 500,
    });
  });
  afterAll(async () => {
    await fake.close();
    await receiver.close();
  });
  afterEach(() => {
    fake.requests.length = 0;
  });

  function order(overrides: Partial<PayoutOrder> = {}): PayoutOrder {
    return {
      reference: `lomi-po-${Date.now()}-${++counter}`,
      amountMinor: 10_050,
      currency: 'ETB',
      bankCode: '656',
      accountNumber: '1000123456789',
      accountName: 'Selam Tesfaye',
      callbackUrl: 'https://lomi.example.org/api/payouts/callbacks/chapa',
      ...overrides,
    };
  }

  const transferRequests = () =>
    fake.requests.filter((request) => request.method === 'POST' && request.url.pathname === '/v1/transfers');

  describe('banks', () => {
    it('lists the active ETB banks and wallets, their id as the code', async () => {
      const banks = await rail.listBanks();
      expect(banks).toContainEqual({
        code: '656',
        name: 'Commercial Bank of Ethiopia (CBE)',
        accountLength: 13,
        isMobileMoney: false,
      });
      expect(banks).toContainEqual({ code: '855', name: 'telebirr', accountLength: 10, isMobileMoney: true });
      expect(banks.map((bank) => bank.code)).not.toContain('301'); // inactive
      expect(banks.map((bank) => bank.code)).not.toContain('402'); // USD
      expect(fake.requests[0]!.headers.authorization).toBe(`Bearer ${fake.secretKey}`);
    });

    it('is unavailable when Chapa cannot answer', async () => {
      fake.failNext({ kind: 'server-error' });
      await expect(rail.listBanks()).rejects.toThrow(ProviderUnavailableError);
    });
  });

  describe('initiatePayout', () => {
    it('sends the documented body, the amount as an exact major-unit string, and answers pending', async () => {
      const sent = order({ amountMinor: 123_456_789 });
      expect(await rail.initiatePayout(sent)).toEqual({
        reference: sent.reference,
        status: 'pending',
        providerRef: null,
      });
      const [request] = transferRequests();
      expect(request!.headers.authorization).toBe(`Bearer ${fake.secretKey}`);
      expect(JSON.parse(request!.rawBody.toString('utf8'))).toEqual({
        account_name: 'Selam Tesfaye',
        account_number: '1000123456789',
        amount: '1234567.89',
        currency: 'ETB',
        reference: sent.reference,
        bank_code: 656,
      });
      expect(fake.transfers.get(sent.reference)).toMatchObject({ status: 'pending', amount: '1234567.89' });
    });

    it('never makes a second transfer for a reference: a reused one reports the first', async () => {
      const sent = order();
      await rail.initiatePayout(sent);
      await fake.settleTransfer(sent.reference, 'success');
      const again = await rail.initiatePayout(sent);
      expect(again).toMatchObject({ reference: sent.reference, status: 'succeeded', amountMinor: 10_050 });
      expect(transferRequests()).toHaveLength(2);
      expect([...fake.transfers.keys()].filter((key) => key === sent.reference)).toHaveLength(1);
    });

    it.each([
      ['an empty account name', { accountName: '' }, 'The account name field is required.'],
      ['a bank Chapa does not list', { bankCode: '999' }, 'The selected bank code is invalid.'],
      ['an inactive bank', { bankCode: '301' }, 'The selected bank code is invalid.'],
    ])('passes on Chapa’s refusal of %s as a rejection in its words', async (_what, overrides, message) => {
      await expect(rail.initiatePayout(order(overrides))).rejects.toThrow(new ProviderRejectedError(message));
    });

    it.each([
      ['a bank code that is not Chapa’s (a number)', { bankCode: 'cbe' }],
      ['no amount', { amountMinor: 0 }],
      ['a fractional amount', { amountMinor: 10.5 }],
    ])('refuses %s without calling Chapa', async (_what, overrides) => {
      await expect(rail.initiatePayout(order(overrides))).rejects.toThrow(ProviderRejectedError);
      expect(transferRequests()).toEqual([]);
    });

    it('is rejected with a wrong key (nothing was sent)', async () => {
      const wrong = createChapaPayoutProvider({
        baseUrl: fake.url,
        secretKey: 'CHASECK_TEST-wrong',
        webhookSecret: fake.webhookSecret,
        timeoutMs: 500,
      });
      await expect(wrong.initiatePayout(order())).rejects.toThrow(ProviderRejectedError);
    });

    it.each([
      ['a 500', { kind: 'server-error' } as const, false],
      ['no answer', { kind: 'hang' } as const, false],
      ['no answer after the transfer was queued', { kind: 'hang-after-commit' } as const, true],
      [
        'a page that is not JSON after the transfer was queued',
        { kind: 'malformed-after-commit' } as const,
        true,
      ],
    ])('is unavailable (outcome unknown) on %s; verify later tells', async (_what, knob, queued) => {
      const sent = order();
      fake.failNext(knob);
      await expect(rail.initiatePayout(sent)).rejects.toThrow(ProviderUnavailableError);
      if (queued) expect((await rail.verifyPayout(sent.reference)).status).toBe('pending');
      else await expect(rail.verifyPayout(sent.reference)).rejects.toThrow(ProviderUnavailableError);
    });
  });

  describe('verifyPayout', () => {
    it('reads success, failure and cancellation, the amount exactly and Chapa’s transfer id', async () => {
      const paid = order();
      const failed = order();
      const cancelled = order();
      for (const sent of [paid, failed, cancelled]) await rail.initiatePayout(sent);
      expect((await rail.verifyPayout(paid.reference)).status).toBe('pending');
      await fake.settleTransfer(paid.reference, 'success');
      await fake.settleTransfer(failed.reference, 'failed');
      await fake.settleTransfer(cancelled.reference, 'cancelled');
      expect(await rail.verifyPayout(paid.reference)).toEqual({
        reference: paid.reference,
        status: 'succeeded',
        providerRef: fake.transfers.get(paid.reference)!.chapa_transfer_id,
        amountMinor: 10_050,
      });
      expect(await rail.verifyPayout(failed.reference)).toMatchObject({
        status: 'failed',
        failureReason: 'Chapa reports the transfer failed',
      });
      expect((await rail.verifyPayout(cancelled.reference)).status).toBe('failed');
    });

    it('keeps an unknown status word pending', async () => {
      const sent = order();
      await rail.initiatePayout(sent);
      fake.transfers.get(sent.reference)!.status = 'queued' as 'pending';
      expect((await rail.verifyPayout(sent.reference)).status).toBe('pending');
    });

    it('never says failed for silence: not found, 500 and no answer are unavailable', async () => {
      await expect(rail.verifyPayout('never-sent')).rejects.toThrow(ProviderUnavailableError);
      const sent = order();
      await rail.initiatePayout(sent);
      fake.failNext({ kind: 'server-error' });
      await expect(rail.verifyPayout(sent.reference)).rejects.toThrow(ProviderUnavailableError);
      fake.failNext({ kind: 'hang' });
      await expect(rail.verifyPayout(sent.reference)).rejects.toThrow(ProviderUnavailableError);
    });

    it('is unavailable when the amount cannot be read exactly', async () => {
      const sent = order();
      await rail.initiatePayout(sent);
      await fake.settleTransfer(sent.reference, 'success');
      fake.transfers.get(sent.reference)!.amount = '100.505';
      await expect(rail.verifyPayout(sent.reference)).rejects.toThrow(ProviderUnavailableError);
    });
  });

  describe('payout webhooks', () => {
    async function delivered(reference: string, status: 'success' | 'failed' | 'cancelled') {
      await fake.settleTransfer(reference, status, { deliverTo: receiver.url });
      return receiver.next();
    }

    it('reads payout.success, payout.failed and payout.cancelled, keyed by the body’s hash', async () => {
      const sent = order();
      await rail.initiatePayout(sent);
      const delivery = await delivered(sent.reference, 'success');
      expect(isChapaPayoutWebhook(delivery)).toBe(true);
      expect(rail.parsePayoutCallback(delivery)).toEqual({
        reference: sent.reference,
        claimedStatus: 'succeeded',
        dedupeKey: createHash('sha256').update(delivery.rawBody).digest('hex'),
      });
      expect(rail.parsePayoutCallback(await delivered(sent.reference, 'failed')).claimedStatus).toBe(
        'failed',
      );
      expect(rail.parsePayoutCallback(await delivered(sent.reference, 'cancelled')).claimedStatus).toBe(
        'failed',
      );
    });

    const signed = (body: unknown): RawWebhook => {
      const raw = typeof body === 'string' ? body : JSON.stringify(body);
      return { headers: fake.signatureHeaders(raw), rawBody: Buffer.from(raw) };
    };

    it('reads the older nested form {event, data}', () => {
      expect(
        rail.parsePayoutCallback(
          signed({ event: 'payout.success', data: { reference: 'lomi-po-9', status: 'success' } }),
        ),
      ).toMatchObject({ reference: 'lomi-po-9', claimedStatus: 'succeeded' });
    });

    it('refuses an unsigned, forged or altered delivery', () => {
      const body = JSON.stringify({ event: 'payout.success', type: 'Payout', reference: 'lomi-po-1' });
      const forged = createHmac('sha256', 'not-the-secret').update(body).digest('hex');
      for (const request of [
        { headers: {}, rawBody: Buffer.from(body) },
        { headers: { 'x-chapa-signature': forged }, rawBody: Buffer.from(body) },
        { ...signed(body), rawBody: Buffer.from(body.replace('lomi-po-1', 'lomi-po-2')) },
        // Chapa's static `Chapa-Signature` (the HMAC of the secret by itself) says nothing about the body.
        {
          headers: { 'chapa-signature': fake.signatureHeaders(body)['Chapa-Signature']! },
          rawBody: Buffer.from(body),
        },
      ]) {
        expect(() => rail.parsePayoutCallback(request)).toThrow(
          expect.objectContaining({ name: 'WebhookAuthError', problem: 'signature' }),
        );
      }
    });

    it.each([
      ['not JSON', '{"event":'],
      ['a payment event', { event: 'charge.success', tx_ref: 'x', status: 'success' }],
      ['a payout event without a reference', { event: 'payout.success', type: 'Payout' }],
    ])('answers a signed body that is %s as malformed', (_what, body) => {
      expect(() => rail.parsePayoutCallback(signed(body))).toThrow(
        expect.objectContaining({ name: 'WebhookAuthError', problem: 'malformed' }),
      );
    });
  });

  describe('the transfer approval URL', () => {
    it('reads Chapa’s signed question', async () => {
      const sent = order({ amountMinor: 250_075, accountNumber: '0911223344', bankCode: '855' });
      await rail.initiatePayout(sent);
      const { status } = await fake.askApproval(receiver.url, sent.reference);
      expect(status).toBe(200);
      const question = await receiver.next();
      expect(rail.readApprovalRequest!(question)).toEqual({
        reference: sent.reference,
        amountMinor: 250_075,
        accountNumber: '0911223344',
      });
    });

    const approval = (body: string, secret: string): RawWebhook => ({
      headers: { 'chapa-signature': createHmac('sha256', secret).update(body).digest('hex') },
      rawBody: Buffer.from(body),
    });
    const question = JSON.stringify({
      amount: '10.50',
      reference: 'lomi-po-1',
      bank: 656,
      account_name: 'Selam',
      account_number: '1000123456789',
    });

    it('refuses an unsigned or forged question', () => {
      for (const request of [
        { headers: {}, rawBody: Buffer.from(question) },
        approval(question, 'not-the-approval-secret'),
        approval(question, fake.webhookSecret),
      ]) {
        expect(() => rail.readApprovalRequest!(request)).toThrow(
          expect.objectContaining({ name: 'WebhookAuthError', problem: 'signature' }),
        );
      }
    });

    it.each([
      ['not JSON', 'amount=10'],
      ['without a reference', JSON.stringify({ amount: '10.50', account_number: '1' })],
      ['with an inexact amount', JSON.stringify({ amount: '10.505', reference: 'r', account_number: '1' })],
    ])('answers a signed question %s as malformed', (_what, body) => {
      expect(() => rail.readApprovalRequest!(approval(body, fake.approvalSecret))).toThrow(
        new WebhookAuthError('Chapa approval request is malformed', { problem: 'malformed' }),
      );
    });

    it('is absent without an approval secret', () => {
      const noApproval = createChapaPayoutProvider({
        baseUrl: fake.url,
        secretKey: fake.secretKey,
        webhookSecret: fake.webhookSecret,
      });
      expect(noApproval.readApprovalRequest).toBeUndefined();
    });
  });
});
