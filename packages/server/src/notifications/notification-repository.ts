import type { Kysely, Selectable } from 'kysely';
import type { Database, NotificationsTable } from '../db/schema.ts';

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

/** The SQL of a user's notifications. Every query is scoped to the user: another user's id is not found. */
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
}
