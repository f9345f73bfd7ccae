import type { Currency, Locale, PaymentMethod } from '@lomi/core';
import type { ProviderId } from './provider-ids.ts';

export type { ProviderId } from './provider-ids.ts';

/**
 * The contract every payment provider adapter meets (sandbox, LakiPay, Chapa, Stripe). Adapters only talk to
 * their provider; the invoice service owns state, crediting and idempotency. Amounts are integer minor units.
 */

/** What the provider says about a payment. Only `succeeded` and `failed` are final. */
export type ProviderStatus = 'pending' | 'succeeded' | 'failed';

export interface ProviderMoney {
  /** Integer minor units. */
  amountMinor: number;
  currency: Currency;
}

export interface InitiatePaymentInput {
  /** Our invoice id (a UUID); sent to the provider as its reference (tx_ref, reference, client_reference_id). */
  invoiceId: string;
  /** Stable per attempt; forwarded where the provider supports idempotency keys. */
  idempotencyKey: string;
  money: ProviderMoney;
  method: PaymentMethod;
  payer: { phone?: string; email?: string; firstName?: string; lastName?: string };
  /** Shown to the payer by hosted checkouts. */
  description: string;
  /** The donor's language, for hosted checkout pages that can speak it (the sandbox's). */
  locale: Locale;
  /**
   * Where a hosted checkout sends the browser after paying, and after cancelling; they carry `lang=am` for an
   * Amharic donor (§1: English is the default and has no parameter).
   */
  successUrl: string;
  cancelUrl: string;
  /** Our webhook endpoint for this provider, absolute. */
  webhookUrl: string;
  metadata: Record<string, string>;
}

/** What the donor has to do next. */
export type NextAction = { type: 'redirect'; url: string } | { type: 'approve_on_phone' } | { type: 'none' };

export interface InitiatePaymentResult {
  /** The provider's own id for the payment, when it gives one. */
  providerRef: string | null;
  status: ProviderStatus;
  nextAction: NextAction;
}

/** The provider's authoritative answer about a payment (its verify or lookup call). */
export interface VerifiedPayment {
  invoiceId: string;
  providerRef: string | null;
  status: ProviderStatus;
  /** What the provider says was charged; credited only when it equals the invoice's amount and currency. */
  money: ProviderMoney;
  /** Failure reason as the provider words it, when failed. */
  reason?: string;
}

export interface RawWebhook {
  headers: Record<string, string | string[] | undefined>;
  /** The exact bytes received: signatures are computed over them. */
  rawBody: Buffer;
}

export interface ParsedWebhook {
  /** Unique per delivery kind: the provider's event id, else a hash of the raw body. */
  dedupeKey: string;
  invoiceId: string | null;
  providerRef: string | null;
  /** A hint only: the service confirms with `verifyPayment` before crediting, where the provider has one. */
  claimedStatus: ProviderStatus;
  /** True when the signed event itself is authoritative (Stripe's signed event object). */
  trusted: boolean;
  money: ProviderMoney | null;
}

export interface PaymentProvider {
  readonly id: ProviderId;
  readonly methods: readonly PaymentMethod[];
  readonly currencies: readonly Currency[];
  /**
   * Starts a payment. Throws {@link ProviderRejectedError} when the provider refused it (nothing was charged)
   * and {@link ProviderUnavailableError} when the outcome is unknown (timeout, 5xx): the invoice then stays
   * pending and reconciliation decides.
   */
  initiatePayment(
    input: InitiatePaymentInput,
    options?: { signal?: AbortSignal },
  ): Promise<InitiatePaymentResult>;
  /** Asks the provider for the payment's real state. */
  verifyPayment(ref: { invoiceId: string; providerRef: string | null }): Promise<VerifiedPayment>;
  /** Checks the signature and parses; throws {@link WebhookAuthError} when it is forged, stale or malformed. */
  parseWebhook(request: RawWebhook): ParsedWebhook;
}

/** The provider refused the request; nothing was charged. `message` is safe to show the donor. */
export class ProviderRejectedError extends Error {
  override readonly name = 'ProviderRejectedError';
}

/** No usable answer (network, timeout, 5xx): the outcome is unknown and must not be reported as a failure. */
export class ProviderUnavailableError extends Error {
  override readonly name = 'ProviderUnavailableError';
}

/** A webhook whose signature, timestamp or body does not check out. */
export class WebhookAuthError extends Error {
  override readonly name = 'WebhookAuthError';
  /**
   * `signature` (the default): missing, forged or stale signature, answered 401. `malformed`: the body is
   * not an event this provider sends, answered 400.
   */
  readonly problem: 'signature' | 'malformed';

  constructor(message: string, options: ErrorOptions & { problem?: 'signature' | 'malformed' } = {}) {
    super(message, options);
    this.problem = options.problem ?? 'signature';
  }
}
