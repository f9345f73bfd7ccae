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
    const row = await this.#db
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
      .where('invoices.receipt_token_hash', '=', tokenHash)
      .where('invoices.status', '=', 'success')
      .where('donations.is_completed', '=', true)
      .executeTakeFirst();
    if (!row?.completedAt) return undefined;
    return {
      ...row,
      amountMinor: Number(row.amountMinor),
      tipMinor: Number(row.tipMinor),
      completedAt: new Date(row.completedAt),
    };
  }
}
