import type { SubmittedHelpQuestion } from '@lomi/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** A validated question and the address the answer goes to. */
export interface NewHelpQuestion {
  email: string;
  question: string;
}

/** The SQL behind help questions: one row per question, read by Lomi's team, never shown publicly. */
export class HelpQuestionRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
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
}
