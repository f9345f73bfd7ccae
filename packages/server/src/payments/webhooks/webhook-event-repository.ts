import { sql, type Kysely } from 'kysely';
import type { Database, ProviderStatusColumn } from '../../db/schema.ts';

/** The dedupe log of accepted webhook deliveries: `(provider, dedupe_key)` is unique. */
export class WebhookEventRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** Records a delivery; returns its row id, or undefined when the same delivery was recorded before. */
  async record(event: {
    provider: string;
    dedupeKey: string;
    invoiceId: string | null;
    claimedStatus: ProviderStatusColumn;
  }): Promise<number | undefined> {
    const row = await this.#db
      .insertInto('webhook_events')
      .values({
        provider: event.provider,
        dedupe_key: event.dedupeKey,
        invoice_id: event.invoiceId,
        claimed_status: event.claimedStatus,
      })
      .onConflict((conflict) => conflict.columns(['provider', 'dedupe_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id;
  }

  async finish(id: number, outcome: string): Promise<void> {
    await this.#db
      .updateTable('webhook_events')
      .set({ outcome, processed_at: sql`now()` })
      .where('id', '=', id)
      .execute();
  }

  /** Forgets a delivery we could not process, so the provider's retry is processed rather than ignored. */
  async forget(id: number): Promise<void> {
    await this.#db.deleteFrom('webhook_events').where('id', '=', id).execute();
  }
}
