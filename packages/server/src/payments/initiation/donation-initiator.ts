import { randomUUID } from 'node:crypto';
import { etbMinorOfUsd } from '@lomi/core';
import type { CampaignRepository } from '../../campaigns/campaign-repository.ts';
import { ApiError, invalidField } from '../../errors/api-error.ts';
import { ErrorCodes } from '../../errors/error-codes.ts';
import type { ExchangeRateRepository } from '../../campaigns/exchange-rate-repository.ts';
import type { InvoiceRepository, StoredResponse } from '../invoices/invoice-repository.ts';
import type { ReceiptTokens } from '../../receipts/receipt-tokens.ts';
import {
  ProviderRejectedError,
  type InitiatePaymentResult,
  type PaymentProvider,
} from '../payment-provider.ts';
import { assertDonatable } from './donatable-campaign.ts';
import type { DonationOrder } from './donation-order.ts';
import type { InitiationGate, Initiator } from './initiation-gate.ts';
import { processingFeeMinor } from './processing-fee.ts';
import { normalizedPhone } from './pushed-phone.ts';

/** Where initiation reports provider trouble (a pino logger fits). */
export interface InitiationLogger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface DonationInitiatorOptions {
  campaigns: CampaignRepository;
  /** The ETB value of USD donations. */
  rates: ExchangeRateRepository;
  invoices: InvoiceRepository;
  /** The rate limits and pending caps on starting donations. */
  gate: InitiationGate;
  /** Each invoice's receipt token: its hash is written with the invoice (src/receipts/). */
  receipts: ReceiptTokens;
  /** How long a mobile-money invoice may stay pending before reconciliation fails it (LOMI_INVOICE_TTL_MS). */
  invoiceTtlMs: number;
  /** The same for hosted checkout and card (LOMI_CHECKOUT_TTL_MS). */
  checkoutTtlMs: number;
  now?: () => Date;
  logger?: InitiationLogger;
  /** How long a retry waits for the first request with the same key to finish. */
  inFlightWaitMs?: number;
}

/** One initiation request as the route hands it over. */
export interface InitiationRequest {
  order: DonationOrder;
  provider: PaymentProvider;
  /**
   * The signed-in user starting the donation (the bearer token's, `request.user`), or null for a visitor. Never
   * taken from the body: the clients' `donatorId` field is whatever the client wrote, so trusting it would let
   * anyone credit (or pin) donations on another user's account.
   */
  donorUserId: number | null;
  /** The client's Idempotency-Key header, if any. */
  idempotencyKey: string | undefined;
  /** {@link requestHash} of the route and body. */
  requestHash: string;
  /** Public origin of this server (`https://lomi.example`), for return URLs and our webhook URL. */
  origin: string;
  /** Who asks: the limits count per client address, and a refusal's Retry-After goes to the reply. */
  initiator: Initiator;
  /** Builds the endpoint's success body from the provider's answer. */
  respond(invoiceId: string, result: InitiatePaymentResult): { status: number; body: unknown };
  /** The endpoint's answer when the provider did not answer (outcome unknown, invoice stays pending). */
  respondUnknown(invoiceId: string): { status: number; body: unknown };
}

/** After this long without a stored answer, the first request with a key is presumed dead. */
export const STALE_IN_FLIGHT_MS = 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts donations: validates the campaign, writes the pending invoice and donation, asks the provider,
 * and makes the whole thing idempotent per Idempotency-Key (same key + same request → the same answer, even
 * when the retries run concurrently; same key + another request → 422).
 */
export class DonationInitiator {
  readonly #options: DonationInitiatorOptions;
  readonly #rates: ExchangeRateRepository;

  constructor(options: DonationInitiatorOptions) {
    this.#options = options;
    this.#rates = options.rates;
  }

  async initiate(request: InitiationRequest): Promise<StoredResponse> {
    const { order, provider } = request;
    const key = request.idempotencyKey ?? `auto-${randomUUID()}`;
    const replay = await this.#replay(key, request);
    if (replay) return replay;

    const now = this.#now();
    const title = await assertDonatable(this.#options.campaigns, order.campaignId, now, order.method);
    if (!provider.methods.includes(order.method) || !provider.currencies.includes(order.currency)) {
      throw invalidField('currency', `${order.method} payments in ${order.currency} are not available.`);
    }
    const { etbAmountMinor, rate } = await this.#etbValue(order);
    // The id is chosen here so the receipt token's hash (derived from it) is written with the invoice.
    const newId = randomUUID();
    const invoiceId = await this.#options.invoices.createPending(
      {
        id: newId,
        receipt_token_hash: this.#options.receipts.hashFor(newId),
        campaign_id: order.campaignId,
        donor_user_id: request.donorUserId,
        provider: provider.id,
        idempotency_key: key,
        request_hash: request.requestHash,
        payment_method: order.method,
        amount_minor: order.amountMinor + order.tipMinor,
        currency: order.currency,
        phone_number: order.phone && normalizedPhone(order.phone),
        expires_at: new Date(now.getTime() + this.#ttlMs(order)),
        client_key: this.#options.gate.clientKey(request.initiator.clientAddress),
      },
      {
        campaign_id: order.campaignId,
        donor_user_id: request.donorUserId,
        amount_minor: order.amountMinor,
        currency: order.currency,
        etb_amount_minor: etbAmountMinor,
        exchange_rate: rate,
        fee_minor: processingFeeMinor(order.amountMinor),
        tip_minor: order.tipMinor,
        anonymous: order.anonymous,
        full_name: order.fullName,
        email: order.email,
        message: order.message,
        payment_method: order.method,
      },
      (trx) =>
        this.#options.gate.admit(trx, { order, initiator: request.initiator, idempotencyKey: key, now }),
    );
    // Another request with the same key won the insert a moment ago: answer what it answers.
    if (!invoiceId) return (await this.#replay(key, request))!;

    const response = await this.#askProvider(invoiceId, title, request);
    await this.#options.invoices.saveResponse(invoiceId, response);
    return response;
  }

  async #askProvider(invoiceId: string, title: string, request: InitiationRequest): Promise<StoredResponse> {
    const { order, provider, origin } = request;
    try {
      const result = await provider.initiatePayment({
        invoiceId,
        idempotencyKey: `invoice-${invoiceId}`,
        money: { amountMinor: order.amountMinor + order.tipMinor, currency: order.currency },
        method: order.method,
        payer: {
          ...(order.phone ? { phone: order.phone } : {}),
          ...(order.email ? { email: order.email } : {}),
          ...(order.firstName ? { firstName: order.firstName } : {}),
          ...(order.lastName ? { lastName: order.lastName } : {}),
        },
        description: `Donation to ${title}`.slice(0, 200),
        locale: order.locale,
        // The donor comes back to our pages in the language they donated in (§1: no parameter for English).
        successUrl: `${origin}/donation/success?invoice_id=${invoiceId}${order.locale === 'am' ? '&lang=am' : ''}`,
        cancelUrl: `${origin}/donation/canceled/${order.campaignId}${order.locale === 'am' ? '?lang=am' : ''}`,
        webhookUrl: `${origin}/api/webhooks/${provider.id}`,
        metadata: { invoiceId, campaignId: String(order.campaignId) },
      });
      if (result.providerRef) await this.#options.invoices.setProviderRef(invoiceId, result.providerRef);
      return request.respond(invoiceId, result);
    } catch (error) {
      if (error instanceof ProviderRejectedError) {
        await this.#options.invoices.markFailed(invoiceId, error.message);
        return {
          status: 422,
          body: { message: error.message, code: ErrorCodes.paymentRejected, invoice_id: invoiceId },
        };
      }
      // Timeout, 5xx, network, or a bug: the charge may have happened, so the invoice stays pending and
      // reconciliation asks the provider later. Never reported as a failure.
      this.#options.logger?.warn(
        { invoiceId, provider: provider.id, err: error },
        'payment initiation outcome unknown; left pending for reconciliation',
      );
      return request.respondUnknown(invoiceId);
    }
  }

  /**
   * The stored answer for `key`, waiting while its first request is still running; 422 on another request.
   * A first request that never stored an answer (its process died) is answered as "outcome unknown" after
   * {@link STALE_IN_FLIGHT_MS}: the invoice stays pending and reconciliation settles it.
   */
  async #replay(key: string, request: InitiationRequest): Promise<StoredResponse | undefined> {
    const deadline = Date.now() + (this.#options.inFlightWaitMs ?? 15_000);
    for (;;) {
      const existing = await this.#options.invoices.findByIdempotencyKey(key);
      if (!existing) return undefined;
      if (existing.request_hash !== request.requestHash) {
        throw new ApiError(
          422,
          ErrorCodes.idempotencyMismatch,
          'This Idempotency-Key was already used for a different request. Use a new key for a new donation.',
        );
      }
      if (existing.response_status !== null) {
        return { status: existing.response_status, body: existing.response_body };
      }
      if (this.#now().getTime() - existing.created_at.getTime() > STALE_IN_FLIGHT_MS) {
        const response = request.respondUnknown(existing.id);
        await this.#options.invoices.saveResponse(existing.id, response);
        return response;
      }
      if (Date.now() >= deadline) {
        throw new ApiError(
          409,
          ErrorCodes.idempotencyInProgress,
          'A request with this Idempotency-Key is still being processed. Please retry shortly.',
        );
      }
      await sleep(25);
    }
  }

  async #etbValue(order: DonationOrder): Promise<{ etbAmountMinor: number; rate: number }> {
    if (order.currency === 'ETB') return { etbAmountMinor: order.amountMinor, rate: 1 };
    const rate = await this.#rates.currentUsdRateText();
    if (rate === undefined) {
      throw new ApiError(
        503,
        ErrorCodes.exchangeRateMissing,
        'USD donations are unavailable right now because no exchange rate is recorded.',
      );
    }
    // Exact: the rate's decimal text times the cents, rounded half up to the santim (never through a float).
    return { etbAmountMinor: etbMinorOfUsd(order.amountMinor, rate), rate: Number(rate) };
  }

  #ttlMs(order: DonationOrder): number {
    const hosted = order.method === 'payonline' || order.method === 'stripe';
    return hosted ? this.#options.checkoutTtlMs : this.#options.invoiceTtlMs;
  }

  #now(): Date {
    return this.#options.now?.() ?? new Date();
  }
}
