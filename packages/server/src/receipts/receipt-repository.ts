import type { Kysely } from 'kysely';
import type { CurrencyColumn, Database, PaymentMethodColumn } from '../db/schema.ts';

/** The facts of a credited invoice's receipt, as stored. */
export interface ReceiptRow {
  invoiceId: string;
  amountMinor: number;
  tipMinor: number;
  currency: CurrencyColumn;
  paymentMethod: PaymentMethodColumn;
  completedAt: Date;
  campaignId: number;
  campaignTitle: string;
  organizationId: number;
  organizationName: string;
  anonymous: boolean;
  fullName: string | null;
}

/** The SQL of receipts: an invoice found by its receipt token's hash. */
export class ReceiptRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /**
   * The receipt of the credited invoice whose token hashes to `tokenHash`, or undefined when none does (no
   * such hash, or its invoice is pending or failed: only a completed donation has a receipt).
   */
  async findCompleted(tokenHash: string): Promise<ReceiptRow | undefined> {
    const row = await this.#completed()
      .where('invoices.receipt_token_hash', '=', tokenHash)
      .executeTakeFirst();
    return row && toRow(row);
  }

  /**
   * The receipts of the credited invoices a signed-in donor started (and that have a receipt: since
   * migration 0023), newest first, at most `limit`; and how many they have in all.
   */
  async listForDonor(userId: number, limit: number): Promise<{ rows: ReceiptRow[]; count: number }> {
    const mine = this.#completed()
      .where('invoices.donor_user_id', '=', userId)
      .where('invoices.receipt_token_hash', 'is not', null);
    const [rows, total] = await Promise.all([
      mine.orderBy('invoices.completed_at', 'desc').orderBy('invoices.id').limit(limit).execute(),
      this.#db
        .selectFrom('invoices')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('donor_user_id', '=', userId)
        .where('status', '=', 'success')
        .where('receipt_token_hash', 'is not', null)
        .executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map(toRow).filter((row) => row !== undefined), count: Number(total.count) };
  }

  /** Credited invoices with their completed donation, campaign and organization. */
  #completed() {
    return this.#db
      .selectFrom('invoices')
      .innerJoin('donations', 'donations.invoice_id', 'invoices.id')
      .innerJoin('campaigns', 'campaigns.id', 'donations.campaign_id')
      .innerJoin('organizations', 'organizations.id', 'campaigns.organization_id')
      .select([
        'invoices.id as invoiceId',
        'donations.amount_minor as amountMinor',
        'donations.tip_minor as tipMinor',
        'donations.currency as currency',
        'donations.payment_method as paymentMethod',
        'invoices.completed_at as completedAt',
        'campaigns.id as campaignId',
        'campaigns.title as campaignTitle',
        'organizations.id as organizationId',
        'organizations.name as organizationName',
        'donations.anonymous as anonymous',
        'donations.full_name as fullName',
      ])
      .where('invoices.status', '=', 'success')
      .where('donations.is_completed', '=', true);
  }
}

type SelectedRow = Omit<ReceiptRow, 'completedAt'> & { completedAt: Date | string | null };

/** A selected row with its numbers as numbers; undefined without a completion time (never for a success). */
function toRow(row: SelectedRow): ReceiptRow | undefined {
  if (!row.completedAt) return undefined;
  return {
    ...row,
    amountMinor: Number(row.amountMinor),
    tipMinor: Number(row.tipMinor),
    completedAt: new Date(row.completedAt),
  };
}
