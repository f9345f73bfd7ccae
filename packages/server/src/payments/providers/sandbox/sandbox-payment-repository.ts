import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, SandboxPaymentsTable } from '../../../db/schema.ts';

export type SandboxPayment = Selectable<SandboxPaymentsTable>;

/** What the sandbox remembers about a payment: it plays the provider's own database. */
export class SandboxPaymentRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** Records a new payment; a second call for the same invoice keeps the first record and returns it. */
  async insert(payment: Insertable<SandboxPaymentsTable>): Promise<SandboxPayment> {
    await this.#db
      .insertInto('sandbox_payments')
      .values(payment)
      .onConflict((conflict) => conflict.column('invoice_id').doNothing())
      .execute();
    const stored = await this.find(payment.invoice_id);
    if (!stored) throw new Error(`sandbox payment ${payment.invoice_id} vanished`);
    return stored;
  }

  async find(invoiceId: string): Promise<SandboxPayment | undefined> {
    return this.#db
      .selectFrom('sandbox_payments')
      .selectAll()
      .where('invoice_id', '=', invoiceId)
      .executeTakeFirst();
  }

  /**
   * Decides an undecided hosted checkout (Pay or Cancel); returns the payment when this call decided it, or
   * undefined when it was already decided (a double click) or does not exist.
   */
  async decideCheckout(
    invoiceId: string,
    outcome: 'succeeded' | 'failed',
    reason: string | null,
    at: Date,
  ): Promise<SandboxPayment | undefined> {
    return this.#db
      .updateTable('sandbox_payments')
      .set({ outcome, reason, decide_at: at })
      .where('invoice_id', '=', invoiceId)
      .where('kind', '=', 'checkout')
      .where('outcome', 'is', null)
      .returningAll()
      .executeTakeFirst();
  }
}
