import {
  ProviderRejectedError,
  ProviderUnavailableError,
  WebhookAuthError,
  type RawWebhook,
} from '../../src/payments/payment-provider.ts';
import type {
  PayoutAnswer,
  PayoutBank,
  PayoutCallback,
  PayoutOrder,
  PayoutProvider,
  PayoutRail,
  PayoutRails,
} from '../../src/withdrawals/payouts/payout-provider.ts';

/** The signature header a {@link ScriptedRail} callback must carry to be believed. */
export const GOOD_SIGNATURE = 'scripted-good';

/**
 * A payout rail the test scripts: it records every call, answers `initiatePayout` and `verifyPayout` as
 * told (per reference, else the defaults), and reads callbacks `{reference, status, id}` signed by a header.
 * It tests the withdrawal service, not a rail.
 */
export class ScriptedRail implements PayoutProvider {
  readonly rail: 'sandbox' | 'chapa';
  readonly initiated: PayoutOrder[] = [];
  readonly verified: string[] = [];
  /** What `initiatePayout` does next (once per call; `pending` when the script is empty). */
  readonly initiateScript: Array<'pending' | 'succeeded' | 'failed' | 'rejected' | 'unavailable'> = [];
  /** What `verifyPayout` answers for a reference (`pending` when absent). */
  readonly transfers = new Map<string, { status: PayoutAnswer['status']; amountMinor?: number }>();
  /** Set to make `initiatePayout` wait until it is resolved. */
  gate: Promise<void> | undefined;
  banksDown = false;

  constructor(rail: 'sandbox' | 'chapa' = 'sandbox') {
    this.rail = rail;
  }

  async listBanks(): Promise<PayoutBank[]> {
    if (this.banksDown) throw new ProviderUnavailableError('down');
    return [{ code: '946', name: 'Commercial Bank of Ethiopia', accountLength: 13, isMobileMoney: false }];
  }

  async initiatePayout(order: PayoutOrder): Promise<PayoutAnswer> {
    this.initiated.push(order);
    await this.gate;
    const step = this.initiateScript.shift() ?? 'pending';
    if (step === 'rejected') throw new ProviderRejectedError('Account number is invalid');
    if (step === 'unavailable') throw new ProviderUnavailableError('timeout');
    if (step !== 'pending') this.transfers.set(order.reference, { status: step });
    return {
      reference: order.reference,
      status: step,
      providerRef: `tr-${order.reference}`,
      ...(step === 'failed' ? { failureReason: 'Insufficient float' } : {}),
    };
  }

  async verifyPayout(reference: string): Promise<PayoutAnswer> {
    this.verified.push(reference);
    const transfer = this.transfers.get(reference) ?? { status: 'pending' as const };
    return {
      reference,
      status: transfer.status,
      providerRef: `tr-${reference}`,
      ...(transfer.status === 'failed' ? { failureReason: 'Bank refused' } : {}),
      ...(transfer.amountMinor !== undefined ? { amountMinor: transfer.amountMinor } : {}),
    };
  }

  parsePayoutCallback(request: RawWebhook): PayoutCallback {
    if (request.headers['x-signature'] !== GOOD_SIGNATURE) throw new WebhookAuthError('bad signature');
    const body = JSON.parse(request.rawBody.toString('utf8')) as {
      id: string;
      reference: string;
      status: PayoutAnswer['status'];
    };
    return { dedupeKey: body.id, reference: body.reference, claimedStatus: body.status };
  }

  readApprovalRequest(request: RawWebhook): {
    reference: string;
    amountMinor: number;
    accountNumber: string;
  } {
    if (request.headers['x-signature'] !== GOOD_SIGNATURE) throw new WebhookAuthError('bad signature');
    return JSON.parse(request.rawBody.toString('utf8')) as {
      reference: string;
      amountMinor: number;
      accountNumber: string;
    };
  }
}

/** Rails with `manual` and the given scripted ones. */
export function scriptedRails(...providers: ScriptedRail[]): PayoutRails {
  return {
    available: ['manual', ...providers.map((provider) => provider.rail)],
    provider: (rail: PayoutRail) => providers.find((provider) => provider.rail === rail),
  };
}
