import type { PayoutRail } from '@lomi/core';
import type { RawWebhook } from '../../payments/payment-provider.ts';

// The one interface every payout rail meets (issue 15 #1). The withdrawal service owns state, effects and
// idempotency; a rail only talks to its provider. Errors follow the payment adapters' rules
// (../../payments/providers/README.md): `ProviderRejectedError` (the rail refused: nothing was sent, the
// attempt fails), `ProviderUnavailableError` (no usable answer: the outcome is unknown, the attempt stays
// pending and reconciliation asks `verifyPayout` later; never marked failed, never re-sent), and
// `WebhookAuthError` for a callback whose signature or body is wrong.

// The rails money leaves Lomi by (`manual`: an operator's bank transfer, recorded with its reference) are
// @lomi/core's list, which the console shows.
export { PAYOUT_RAILS, type PayoutRail } from '@lomi/core';

/** What a rail says of a transfer. `failed` only when the rail said so, never for silence. */
export type PayoutStatus = 'pending' | 'succeeded' | 'failed';

/** A bank or wallet a rail can pay into (Chapa's `GET /banks`). */
export interface PayoutBank {
  /** The rail's code for it (Chapa's numeric `id`, as text). */
  code: string;
  name: string;
  /** The account number's length, when the rail knows it. */
  accountLength?: number;
  isMobileMoney: boolean;
}

/** One transfer to send: one payout attempt. */
export interface PayoutOrder {
  /** Ours, unique per attempt (`payout_attempts.reference`): the idempotency key the rail sees. */
  reference: string;
  /** ETB santim (§1: Lomi pays out in ETB). */
  amountMinor: number;
  currency: 'ETB';
  bankCode: string;
  accountNumber: string;
  accountName: string;
  /** Where the rail posts its signed callback for this transfer. */
  callbackUrl: string;
}

/** A rail's answer about one transfer. */
export interface PayoutAnswer {
  reference: string;
  status: PayoutStatus;
  /** The rail's own id for the transfer, once it has one. */
  providerRef: string | null;
  /** Why it failed, in the rail's words (shown to operators). */
  failureReason?: string;
  /** What the rail says it paid, when it says it; a mismatch is never settled as paid. */
  amountMinor?: number;
}

/** A verified callback: what the rail claims. Still confirmed by `verifyPayout` before anything is paid. */
export interface PayoutCallback {
  /** The same body delivered twice gives the same key. */
  dedupeKey: string;
  reference: string;
  claimedStatus: PayoutStatus;
}

/** A rail that sends money by API (`sandbox`, `chapa`); `manual` has no provider. */
export interface PayoutProvider {
  readonly rail: Exclude<PayoutRail, 'manual'>;
  listBanks(): Promise<PayoutBank[]>;
  /** Sends `order`. The same `reference` sent again never makes a second transfer. */
  initiatePayout(order: PayoutOrder): Promise<PayoutAnswer>;
  /** Asks the rail where the transfer `reference` stands (the only source a payout is settled from). */
  verifyPayout(reference: string): Promise<PayoutAnswer>;
  /** Reads a callback; throws `WebhookAuthError` when its signature or body is wrong. */
  parsePayoutCallback(request: RawWebhook): PayoutCallback;
  /**
   * Chapa's transfer approval URL: reads the signed question "did you send this transfer?" so the service
   * can answer yes only for an open attempt of ours with the same amount and account.
   */
  readApprovalRequest?(request: RawWebhook): {
    reference: string;
    amountMinor: number;
    accountNumber: string;
  };
}

/** The rails this server can pay by: `manual` always, the API rails that are configured. */
export interface PayoutRails {
  readonly available: readonly PayoutRail[];
  /** The provider of an API rail; undefined for `manual` and for a rail that is not configured. */
  provider(rail: PayoutRail): PayoutProvider | undefined;
}
