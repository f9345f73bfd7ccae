import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../errors/api-error.ts';
import { ErrorCodes } from '../../errors/error-codes.ts';
import { notifyDonationCredited } from '../../notifications/donation-notifications.ts';
import type { PaymentProvider, VerifiedPayment } from '../payment-provider.ts';
import type { InvoiceRepository, InvoiceRow } from './invoice-repository.ts';

/** The invoice status after settling: what the donor's poll will read. */
export type SettledStatus = 'pending' | 'success' | 'failed';

/** Where settlement reports refusals (a pino logger fits). */
export interface SettlementLogger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Shown to the donor when the provider charged a different amount than the invoice; never credited. */
export const AMOUNT_MISMATCH_MESSAGE =
  'The payment provider reported a different amount than this donation, so it was not counted. ' +
  'Please contact support with your invoice id.';

/** Shown when a failed payment came without the provider's own reason. */
export const GENERIC_FAILURE_MESSAGE = 'Donation failed';

/**
 * Applies the provider's authoritative answer to an invoice: succeeded with the invoice's exact amount and
 * currency credits it (once — the transition is guarded), failed fails it, anything else changes nothing.
 */
export class InvoiceSettlement {
  readonly #invoices: InvoiceRepository;
  readonly #providerFor: (id: string) => PaymentProvider | undefined;
  readonly #logger: SettlementLogger | undefined;

  constructor(
    invoices: InvoiceRepository,
    providerFor: (id: string) => PaymentProvider | undefined,
    logger?: SettlementLogger,
  ) {
    this.#invoices = invoices;
    this.#providerFor = providerFor;
    this.#logger = logger;
  }

  /**
   * Asks the invoice's provider and applies the answer. Provider errors propagate (the outcome stays
   * unknown and the invoice pending).
   */
  async verifyAndSettle(invoiceId: string): Promise<SettledStatus | undefined> {
    const invoice = await this.#invoices.find(invoiceId);
    if (!invoice || invoice.status !== 'pending') return invoice?.status;
    const provider = this.#providerFor(invoice.provider);
    if (!provider) {
      this.#logger?.warn(
        { invoiceId, provider: invoice.provider },
        'cannot verify an invoice whose provider is not configured',
      );
      return 'pending';
    }
    const verified = await provider.verifyPayment({ invoiceId, providerRef: invoice.provider_ref });
    return this.apply(invoice, verified);
  }

  /**
   * A success claimed for an invoice that already failed (expired, or refused): the state machine does not
   * go back, but if the provider confirms the charge a person must refund or credit it, so the invoice is
   * flagged and an error logged. Returns the (unchanged) status.
   */
  async reviewLateSuccess(invoice: InvoiceRow): Promise<SettledStatus> {
    const provider = this.#providerFor(invoice.provider);
    if (invoice.status !== 'failed' || !provider) return invoice.status;
    const verified = await provider.verifyPayment({
      invoiceId: invoice.id,
      providerRef: invoice.provider_ref,
    });
    if (verified.status === 'succeeded') {
      const reviewReason = `provider reports ${verified.money.amountMinor} ${verified.money.currency} paid after the invoice failed`;
      this.#logger?.error(
        { invoiceId: invoice.id, reviewReason },
        'payment succeeded after its invoice failed',
      );
      await this.#invoices.flagForReview(invoice.id, reviewReason, {
        status: verified.status,
        amountMinor: verified.money.amountMinor,
        currency: verified.money.currency,
        providerRef: verified.providerRef ?? invoice.provider_ref,
      });
    }
    return invoice.status;
  }

  /** Applies a verified answer (or a trusted signed event) to `invoice`. */
  async apply(
    invoice: InvoiceRow,
    verified: Pick<VerifiedPayment, 'status' | 'money' | 'reason'> & { providerRef?: string | null },
  ): Promise<SettledStatus> {
    if (verified.status === 'pending') return 'pending';
    if (verified.status === 'failed') {
      await this.#invoices.markFailed(invoice.id, verified.reason ?? GENERIC_FAILURE_MESSAGE);
      return this.#current(invoice.id);
    }
    const { amountMinor, currency } = verified.money;
    if (amountMinor !== invoice.amount_minor || currency !== invoice.currency) {
      const reviewReason = `provider reported ${amountMinor} ${currency}, invoice is ${invoice.amount_minor} ${invoice.currency}`;
      this.#logger?.error({ invoiceId: invoice.id, reviewReason }, 'refused to credit a mismatching payment');
      await this.#invoices.markFailed(invoice.id, AMOUNT_MISMATCH_MESSAGE, {
        reviewReason,
        report: {
          status: 'succeeded',
          amountMinor,
          currency,
          providerRef: verified.providerRef ?? invoice.provider_ref,
        },
      });
      return this.#current(invoice.id);
    }
    await this.#credit(invoice.id);
    return this.#current(invoice.id);
  }

  /**
   * The credit, in one transaction that this service owns: the guarded pending → success move, then the
   * owner's notifications, so the owner hears of the donation exactly when (and once) it counts.
   */
  async #credit(id: string): Promise<void> {
    await this.#invoices.transaction(async (trx) => {
      if (await this.#invoices.markSucceeded(trx, id)) await notifyDonationCredited(trx, id);
    });
  }

  /**
   * The credit of a flagged invoice an operator decided to count (the console's payment review), in one
   * transaction this service owns: `review` runs first (it locks the invoice, checks it, records the
   * resolution and its audit entry, and throws to refuse: everything rolls back), then the guarded
   * failed → success move and the owner's notifications, exactly as an automatic credit writes them. The
   * move only takes a flagged failed invoice, and webhooks and reconciliation never move a failed one, so
   * whatever arrives later (a replayed webhook, a reconciliation run) cannot count it a second time.
   */
  async creditFlagged<T>(id: string, review: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.#invoices.transaction(async (trx) => {
      const result = await review(trx);
      if (!(await this.#invoices.markFlaggedSucceeded(trx, id))) {
        throw new ApiError(
          409,
          ErrorCodes.conflict,
          'This payment is not a flagged failed invoice any more.',
        );
      }
      await notifyDonationCredited(trx, id);
      return result;
    });
  }

  async #current(id: string): Promise<SettledStatus> {
    return (await this.#invoices.find(id))?.status ?? 'pending';
  }
}
