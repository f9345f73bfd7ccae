import type { ConsoleHelpQuestion, InboxStatus, SubmittedHelpQuestion } from '@lomi/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

/** A validated question and the address the answer goes to. */
export interface NewHelpQuestion {
  email: string;
  question: string;
}

/** How a question was resolved: who, when, what was answered. */
export interface HelpQuestionResolution {
  operatorId: number;
  note: string;
  at: Date;
}

const questionsFrom = (db: Kysely<Database>) => db.selectFrom('help_questions as q');
type QuestionsQuery = ReturnType<typeof questionsFrom>;

/** The questions with who resolved them, for the console. */
function detailed(query: QuestionsQuery) {
  return query
    .leftJoin('users as u', 'u.id', 'q.resolved_by_user_id')
    .select([
      'q.id',
      'q.email',
      'q.question',
      'q.created_at',
      'q.resolved_at',
      'q.resolved_by_user_id',
      'u.username as resolver_username',
      'q.resolution_note',
    ]);
}

type DetailedRow = Awaited<ReturnType<ReturnType<typeof detailed>['executeTakeFirstOrThrow']>>;

function toConsoleHelpQuestion(row: DetailedRow): ConsoleHelpQuestion {
  return {
    id: row.id,
    email: row.email,
    question: row.question,
    created: row.created_at.toISOString(),
    resolution:
      row.resolved_at === null
        ? null
        : {
            resolved: row.resolved_at.toISOString(),
            operator:
              row.resolved_by_user_id === null
                ? null
                : { id: row.resolved_by_user_id, username: row.resolver_username ?? '' },
            note: row.resolution_note ?? '',
          },
  };
}

/**
 * The SQL behind help questions: one row per question, never shown publicly, read and resolved by Lomi's
 * team in the console's inbox (issue 14 #6; the answer itself goes by e-mail, outside Lomi).
 */
export class HelpQuestionRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** Runs `work` in one transaction, with a repository over it (and the transaction, for the audit log). */
  transaction<T>(
    work: (questions: HelpQuestionRepository, trx: Transaction<Database>) => Promise<T>,
  ): Promise<T> {
    return this.#db.transaction().execute((trx) => work(new HelpQuestionRepository(trx), trx));
  }

  /** Stores a validated question in one INSERT and returns its id and time. */
  async insert(question: NewHelpQuestion): Promise<SubmittedHelpQuestion> {
    const row = await this.#db
      .insertInto('help_questions')
      .values({ email: question.email, question: question.question })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow();
    return { id: row.id, created: row.created_at.toISOString() };
  }

  #filtered(status: InboxStatus): QuestionsQuery {
    return questionsFrom(this.#db).where('q.resolved_at', status === 'open' ? 'is' : 'is not', null);
  }

  /**
   * A page of questions: the open ones newest first, or the resolved ones most recently resolved first, each
   * order read from its partial index (migration 0014); with how many match.
   */
  async page(
    status: InboxStatus,
    window: { offset: number; limit: number },
  ): Promise<{ results: ConsoleHelpQuestion[]; count: number }> {
    const query = detailed(this.#filtered(status));
    const ordered =
      status === 'open'
        ? query.orderBy('q.id', 'desc')
        : query.orderBy('q.resolved_at', 'desc').orderBy('q.id', 'desc');
    const [rows, { count }] = await Promise.all([
      ordered.offset(window.offset).limit(window.limit).execute(),
      this.#filtered(status)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow(),
    ]);
    return { count: Number(count), results: rows.map(toConsoleHelpQuestion) };
  }

  /** Question `id` for the console; undefined when there is none. */
  async get(id: number): Promise<ConsoleHelpQuestion | undefined> {
    const row = await detailed(questionsFrom(this.#db)).where('q.id', '=', id).executeTakeFirst();
    return row && toConsoleHelpQuestion(row);
  }

  /**
   * Whether question `id` is open, its row locked until the transaction ends (undefined when there is none):
   * a second resolution of the same question waits here, then finds it resolved.
   */
  async lockIsOpen(id: number): Promise<boolean | undefined> {
    const row = await this.#db
      .selectFrom('help_questions')
      .select('resolved_at')
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    return row && row.resolved_at === null;
  }

  /** Resolves open question `id`; false when it was resolved already (nothing is changed then). */
  async resolve(id: number, resolution: HelpQuestionResolution): Promise<boolean> {
    const result = await this.#db
      .updateTable('help_questions')
      .set({
        resolved_at: resolution.at,
        resolved_by_user_id: resolution.operatorId,
        resolution_note: resolution.note,
      })
      .where('id', '=', id)
      .where('resolved_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }
}
