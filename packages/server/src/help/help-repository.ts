import type { SubmittedHelpQuestion } from '@lomi/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { NewHelpQuestionBody } from '../routes/help/help-schemas.ts';

/** The SQL behind help questions: one row per question, read by Lomi's team, never shown publicly. */
export class HelpQuestionRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** Stores a validated question in one INSERT and returns its id and time. */
  async insert(question: NewHelpQuestionBody): Promise<SubmittedHelpQuestion> {
    const row = await this.#db
      .insertInto('help_questions')
      .values({ email: question.email, question: question.question })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow();
    return { id: row.id, created: row.created_at.toISOString() };
  }
}
