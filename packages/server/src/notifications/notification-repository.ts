import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { CurrencyColumn, Database, NotificationsTable } from '../db/schema.ts';

/** §3 Notification as the API sends it; `kind` and `params` let a client word it in its own language. */
export interface NotificationBody {
  id: number;
  title: string;
  content: string;
  is_read: boolean;
  /** ISO 8601 timestamp. */
  created: string;
  related_campaign: { id: number } | null;
  kind: string | null;
  params: Record<string, unknown> | null;
}

function toBody(row: Selectable<NotificationsTable>): NotificationBody {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    is_read: row.is_read,
    created: row.created_at.toISOString(),
    related_campaign: row.related_campaign_id === null ? null : { id: row.related_campaign_id },
    kind: row.kind,
    params: row.params,
  };
}

/** A notification to write: to whom, what it says, and what it is about. */
export type NewNotification = Omit<Insertable<NotificationsTable>, 'id' | 'created_at' | 'is_read'>;

/** What the notifications of a credited donation need to know about it, its campaign and the owner. */
export interface CreditedDonation {
  id: number;
  campaign_id: number;
  amount_minor: number;
  currency: CurrencyColumn;
  etb_amount_minor: number;
  anonymous: boolean;
  full_name: string | null;
  donor_user_id: number | null;
  title: string;
  goal_etb_minor: number;
  goal_usd_minor: number;
  owner_id: number;
}

/**
 * The SQL of notifications. A user's reads are scoped to the user: another user's id is not found. The
 * writes of the domain (donation-notifications.ts, fundraiser-messages.ts, notification-anonymizer.ts) run
 * on a repository built over their transaction, so they commit or roll back with it.
 */
export class NotificationRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  #mine(userId: number) {
    return this.#db.selectFrom('notifications').where('user_id', '=', userId);
  }

  /** Newest first, with the number of notifications. */
  async page(
    userId: number,
    window: { offset: number; limit: number },
  ): Promise<{ results: NotificationBody[]; count: number }> {
    const [rows, { count }] = await Promise.all([
      this.#mine(userId)
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .offset(window.offset)
        .limit(window.limit)
        .execute(),
      this.#mine(userId)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow(),
    ]);
    return { results: rows.map(toBody), count };
  }

  async find(userId: number, id: number): Promise<NotificationBody | undefined> {
    const row = await this.#mine(userId).selectAll().where('id', '=', id).executeTakeFirst();
    return row && toBody(row);
  }

  async unreadCount(userId: number): Promise<number> {
    const { count } = await this.#mine(userId)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('is_read', '=', false)
      .executeTakeFirstOrThrow();
    return count;
  }

  /** Marks one notification read; undefined when the user has no such notification. */
  async markRead(userId: number, id: number): Promise<NotificationBody | undefined> {
    const row = await this.#db
      .updateTable('notifications')
      .set({ is_read: true })
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    return row && toBody(row);
  }

  /** Marks every unread notification read; how many changed. */
  async markAllRead(userId: number): Promise<number> {
    const result = await this.#db
      .updateTable('notifications')
      .set({ is_read: true })
      .where('user_id', '=', userId)
      .where('is_read', '=', false)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /**
   * Runs `work` under a savepoint of the current transaction: what it throws rolls back to the savepoint and
   * goes to `onError`, leaving the rest of the transaction as it was.
   */
  async inSavepoint(
    name: string,
    work: () => Promise<void>,
    onError: (error: unknown) => void,
  ): Promise<void> {
    await sql`SAVEPOINT ${sql.id(name)}`.execute(this.#db);
    try {
      await work();
      await sql`RELEASE SAVEPOINT ${sql.id(name)}`.execute(this.#db);
    } catch (error) {
      await sql`ROLLBACK TO SAVEPOINT ${sql.id(name)}`.execute(this.#db);
      onError(error);
    }
  }

  /** The donation paid by `invoiceId` with its campaign and the organization's owner; undefined without one. */
  async creditedDonation(invoiceId: string): Promise<CreditedDonation | undefined> {
    return this.#db
      .selectFrom('donations as d')
      .innerJoin('campaigns as c', 'c.id', 'd.campaign_id')
      .innerJoin('organizations as o', 'o.id', 'c.organization_id')
      .innerJoin('users as u', 'u.id', 'o.owner_user_id')
      .where('d.invoice_id', '=', invoiceId)
      .where('u.deleted_at', 'is', null)
      .select([
        'd.id',
        'd.campaign_id',
        'd.amount_minor',
        'd.currency',
        'd.etb_amount_minor',
        'd.anonymous',
        'd.full_name',
        'd.donor_user_id',
        'c.title',
        'c.goal_etb_minor',
        'c.goal_usd_minor',
        'u.id as owner_id',
      ])
      .executeTakeFirst();
  }

  /** Writes one notification; when it was created. */
  async add(notification: NewNotification): Promise<Date> {
    const { created_at: created } = await this.#db
      .insertInto('notifications')
      .values(notification)
      .returning('created_at')
      .executeTakeFirstOrThrow();
    return created;
  }

  /**
   * What a campaign has collected (ETB), read after locking its row: credits to one campaign wait for each
   * other here, so each sees the others' donations in the totals and exactly one of them crosses the goal.
   * (NO KEY UPDATE does not block new donations' foreign keys.)
   */
  async collectedAfterLocking(campaignId: number): Promise<number> {
    await this.#db
      .selectFrom('campaigns')
      .select('id')
      .where('id', '=', campaignId)
      .forNoKeyUpdate()
      .execute();
    const { collected_etb_minor: collected } = await this.#db
      .selectFrom('campaign_totals')
      .select('collected_etb_minor')
      .where('campaign_id', '=', campaignId)
      .executeTakeFirstOrThrow();
    return collected;
  }

  /** Writes a "goal reached" notification unless the owner already has one for this campaign. */
  async addGoalReached(notification: NewNotification): Promise<void> {
    await this.#db
      .insertInto('notifications')
      .values(notification)
      .onConflict((conflict) =>
        // A literal, not a parameter: PostgreSQL must match it to the partial unique index when planning.
        conflict
          .columns(['user_id', 'related_campaign_id'])
          .where(sql<boolean>`kind = 'goal_reached'`)
          .doNothing(),
      )
      .execute();
  }

  /** A public campaign's id, title and organization owner (null when the owner deleted their account). */
  async campaignRecipient(
    campaignId: number,
  ): Promise<{ id: number; title: string; owner_id: number | null } | undefined> {
    return this.#db
      .selectFrom('campaigns as c')
      .innerJoin('organizations as o', 'o.id', 'c.organization_id')
      .leftJoin('users as u', (join) =>
        join.onRef('u.id', '=', 'o.owner_user_id').on('u.deleted_at', 'is', null),
      )
      .where('c.id', '=', campaignId)
      .select(['c.id', 'c.title', 'u.id as owner_id'])
      .executeTakeFirst();
  }

  /**
   * Locks and returns the notifications naming `userId` (as `subject_user_id`), and, with `email`, the
   * contact messages sent from that address.
   */
  async lockAboutSubject(
    userId: number,
    email: string | null,
  ): Promise<Pick<Selectable<NotificationsTable>, 'id' | 'kind' | 'params'>[]> {
    return this.#db
      .selectFrom('notifications')
      .select(['id', 'kind', 'params'])
      .where((eb) =>
        eb.or([
          eb('subject_user_id', '=', userId),
          ...(email
            ? [
                eb.and([
                  eb('kind', '=', 'contact_message'),
                  eb(sql`lower(params ->> 'sender_email')`, '=', email.toLowerCase()),
                ]),
              ]
            : []),
        ]),
      )
      .forUpdate()
      .execute();
  }

  /** Rewrites one notification (any user's: for the domain's own rewordings, never for a request). */
  async rewrite(id: number, changes: Updateable<NotificationsTable>): Promise<void> {
    await this.#db.updateTable('notifications').set(changes).where('id', '=', id).execute();
  }
}
