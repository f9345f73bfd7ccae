import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, SandboxPayoutsTable } from '../../../db/schema.ts';

export type SandboxPayout = Selectable<SandboxPayoutsTable>;

/** What the sandbox rail remembers about its transfers: it plays the rail's own database. */
export class SandboxPayoutRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /**
   * Records a new transfer; a second call with the same reference (on any instance, at the same time too)
   * keeps the first record and returns it, so one reference is one transfer.
   */
  async insert(payout: Insertable<SandboxPayoutsTable>): Promise<SandboxPayout> {
    await this.#db
      .insertInto('sandbox_payouts')
      .values(payout)
      .onConflict((conflict) => conflict.column('reference').doNothing())
      .execute();
    const stored = await this.find(payout.reference);
    if (!stored) throw new Error(`sandbox payout ${payout.reference} vanished`);
    return stored;
  }

  async find(reference: string): Promise<SandboxPayout | undefined> {
    return this.#db
      .selectFrom('sandbox_payouts')
      .selectAll()
      .where('reference', '=', reference)
      .executeTakeFirst();
  }
}
