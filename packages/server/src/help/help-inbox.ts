import type { ConsoleHelpQuestion, InboxStatus } from '@lomi/core';
import { AuditLog } from '../console/audit-log.ts';
import { ApiError, notFound } from '../errors/api-error.ts';
import { ErrorCodes } from '../errors/error-codes.ts';
import type { HelpQuestionRepository } from './help-repository.ts';

/**
 * The console's help-questions inbox (issue 14 #6). The team answers by e-mail, outside Lomi, then marks the
 * question resolved with a note of what was answered: in one transaction the row is locked, resolved and
 * `help_question.resolve` audited. A second resolution waits for the lock and gets a 409.
 */
export class HelpInbox {
  readonly #questions: HelpQuestionRepository;
  readonly #now: () => Date;

  constructor(questions: HelpQuestionRepository, now: () => Date = () => new Date()) {
    this.#questions = questions;
    this.#now = now;
  }

  page(status: InboxStatus, window: { offset: number; limit: number }) {
    return this.#questions.page(status, window);
  }

  /** Resolves question `id` with `note` (1 to 1000 characters, already checked); 404 for none, 409 if done. */
  async resolve(operatorId: number, id: number, note: string): Promise<ConsoleHelpQuestion> {
    return this.#questions.transaction(async (questions, trx) => {
      const open = await questions.lockIsOpen(id);
      if (open === undefined) throw notFound('Help question', id);
      const at = this.#now();
      if (!open || !(await questions.resolve(id, { operatorId, note, at }))) {
        throw new ApiError(
          409,
          ErrorCodes.conflict,
          `Help question ${id} has already been resolved (perhaps by another operator just now).`,
        );
      }
      await AuditLog.record(trx, {
        operatorId,
        action: 'help_question.resolve',
        targetType: 'help_question',
        targetId: id,
        before: { resolved_at: null },
        after: { resolved_at: at.toISOString(), note },
      });
      return (await questions.get(id))!;
    });
  }
}
