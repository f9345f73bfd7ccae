import { createHmac } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database, PaymentMethodColumn } from '../../db/schema.ts';
import { ApiError } from '../../errors/api-error.ts';
import { ErrorCodes } from '../../errors/error-codes.ts';
import {
  describeWait,
  type RateCheck,
  type RateLimiter,
  type RetryAfterTarget,
} from '../../http/rate-limiter.ts';
import type { InvoiceRepository } from '../invoices/invoice-repository.ts';
import type { DonationOrder } from './donation-order.ts';
import type { InitiationLimits } from './initiation-limits.ts';
import { pushedPhone } from './pushed-phone.ts';

/** Who starts a donation, as the limits see it. */
export interface Initiator {
  /** `request.ip`: the visitor's address when TRUST_PROXY describes the proxies in front. */
  clientAddress: string;
  reply: RetryAfterTarget;
}

/** One request to start a donation, as the gate sees it. */
export interface Admission {
  order: DonationOrder;
  initiator: Initiator;
  /** The request's Idempotency-Key (or the one made up for it). */
  idempotencyKey: string;
  now: Date;
}

// The methods that ring a phone: only their pending invoices count against the phone's cap (a hosted
// checkout may carry a phone number too, but rings nobody).
const MOBILE_METHODS: readonly PaymentMethodColumn[] = ['telebirr', 'mpesa', 'cbe'];

/**
 * The limits on starting donations (issue 11, #4): rate limits per client address and per rung phone number
 * (the shared database counters of http/rate-limiter.ts) and caps on pending invoices per address and per
 * phone, all counted inside the transaction that writes the invoice, before the provider is called.
 */
export class InitiationGate {
  readonly #invoices: InvoiceRepository;
  readonly #limiter: RateLimiter;
  readonly #limits: InitiationLimits;
  readonly #secret: string;

  constructor(
    invoices: InvoiceRepository,
    limiter: RateLimiter,
    limits: InitiationLimits,
    clientKeySecret: string,
  ) {
    this.#invoices = invoices;
    this.#limiter = limiter;
    this.#limits = limits;
    this.#secret = clientKeySecret;
  }

  /**
   * Admits the request or refuses it (429 with `Retry-After`). Call it inside the transaction that writes
   * the invoice, before the write: a refusal rolls everything back, so nothing is written and the provider
   * is never called. Advisory locks on the client and the phone make simultaneous requests of one client or
   * phone count one after the other, so N of them against a cap of k give exactly k invoices. A request
   * whose Idempotency-Key is already taken is a retry: it counts nothing, the insert then does nothing and
   * the first request's answer is replayed.
   */
  async admit(
    trx: Transaction<Database>,
    { order, initiator, idempotencyKey, now }: Admission,
  ): Promise<void> {
    const clientKey = this.clientKey(initiator.clientAddress);
    const phone = pushedPhone(order);
    // Always the client's lock before the phone's, so two requests never wait on each other in a circle.
    await this.#invoices.lockForCaps(trx, `client:${clientKey}`);
    if (phone) await this.#invoices.lockForCaps(trx, `phone:${phone}`);
    if (await this.#invoices.idempotencyKeyTaken(trx, idempotencyKey)) return;

    await this.#limiter.enforce(initiator.reply, this.#rateChecks(initiator.clientAddress, phone), trx);
    const byClient = await this.#invoices.countPending(trx, now, 'client_key', clientKey);
    if (byClient.count >= this.#limits.pendingPerClient) {
      refuse(
        initiator.reply,
        byClient.firstExpiry,
        now,
        (wait) =>
          `Too many donations from your connection are waiting for payment. Please finish one, or try again in ${wait}.`,
      );
    }
    if (!phone) return;
    const byPhone = await this.#invoices.countPending(trx, now, 'phone_number', phone, MOBILE_METHODS);
    if (byPhone.count >= this.#limits.pendingPerPhone) {
      refuse(
        initiator.reply,
        byPhone.firstExpiry,
        now,
        (wait) =>
          `This phone number already has payment requests waiting. Please answer them on the phone, or try again in ${wait}.`,
      );
    }
  }

  #rateChecks(clientAddress: string, phone: string | null): RateCheck[] {
    const checks: RateCheck[] = [
      {
        scope: 'donation-start',
        parts: [clientAddress],
        rule: this.#limits.perClient,
        message: (wait) => `Too many donation attempts from your connection. Please try again in ${wait}.`,
      },
    ];
    if (phone) {
      checks.push({
        scope: 'donation-phone',
        parts: [phone],
        rule: this.#limits.perPhone,
        message: (wait) => `Too many payment requests to this phone number. Please try again in ${wait}.`,
      });
    }
    return checks;
  }

  /** HMAC-SHA-256 of the address under the server's secret: an address cannot be guessed back from it. */
  clientKey(address: string): string {
    return createHmac('sha256', this.#secret).update(`invoice-client\u0000${address}`).digest('hex');
  }
}

function refuse(
  reply: RetryAfterTarget,
  firstExpiry: Date | null,
  now: Date,
  message: (wait: string) => string,
): never {
  const seconds = Math.max(1, Math.ceil(((firstExpiry?.getTime() ?? now.getTime()) - now.getTime()) / 1000));
  reply.header('retry-after', String(seconds));
  throw new ApiError(429, ErrorCodes.rateLimited, message(describeWait(seconds)));
}
