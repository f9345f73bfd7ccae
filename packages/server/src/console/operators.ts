import type { Operator } from '@lomi/core';
import { ApiError, invalidField, notFound } from '../errors/api-error.ts';
import { ErrorCodes } from '../errors/error-codes.ts';
import { AuditLog } from './audit-log.ts';
import type { OperatorRepository } from './operator-repository.ts';

/** Who acts: an operator of the console, or `null` for the command line (`npm run operator`). */
export type Actor = number | null;

/**
 * Operators managing operators (issue 14 #1): list, promote a user by e-mail, demote an operator. Each
 * change is audited in its own transaction. There is always an operator left (the last one cannot be
 * removed), and an operator cannot remove themselves in the console (another operator must).
 */
export class Operators {
  readonly #operators: OperatorRepository;

  constructor(operators: OperatorRepository) {
    this.#operators = operators;
  }

  list(): Promise<Operator[]> {
    return this.#operators.list();
  }

  /** Makes the user with e-mail `email` an operator. 404 for no such account, 409 if already one. */
  async promote(actor: Actor, email: string): Promise<Operator> {
    const address = email.trim();
    if (address === '') throw invalidField('email', 'Enter the e-mail address of the account.');
    const id = await this.#operators.transaction(async (operators, trx) => {
      const user = await operators.lockByEmail(address);
      if (!user)
        throw new ApiError(404, ErrorCodes.notFound, `No account has the e-mail address ${address}.`);
      if (user.role === 'operator') {
        throw new ApiError(409, ErrorCodes.conflict, `${address} is already an operator.`);
      }
      await operators.setRole(user.id, 'operator');
      await AuditLog.record(trx, {
        operatorId: actor,
        action: 'operator.promote',
        targetType: 'user',
        targetId: user.id,
        before: { role: user.role },
        after: { role: 'operator' },
      });
      return user.id;
    });
    return (await this.#operators.list()).find((operator) => operator.id === id)!;
  }

  /**
   * Makes operator `userId` a user again. 404 when they are not an operator; 409 for removing yourself or
   * the last operator.
   */
  async demote(actor: Actor, userId: number): Promise<void> {
    if (actor === userId) {
      throw new ApiError(409, ErrorCodes.conflict, 'You cannot remove yourself; another operator can.');
    }
    await this.#operators.transaction(async (operators, trx) => {
      const all = await operators.lockOperators();
      const user = await operators.lockById(userId);
      if (!user || user.role !== 'operator') throw notFound('Operator', userId);
      if (all.length <= 1) {
        throw new ApiError(409, ErrorCodes.conflict, 'This is the last operator; make another one first.');
      }
      // Checked again under the lock: an operator removed a moment ago by another cannot act any more.
      if (actor !== null && !all.includes(actor)) {
        throw new ApiError(403, ErrorCodes.forbidden, 'Only Lomi’s operators may do this.');
      }
      await operators.setRole(user.id, 'user');
      await AuditLog.record(trx, {
        operatorId: actor,
        action: 'operator.demote',
        targetType: 'user',
        targetId: user.id,
        before: { role: 'operator' },
        after: { role: 'user' },
      });
    });
  }

  /** Demotes the operator with e-mail `email` (the command line names people by address). */
  async demoteByEmail(actor: Actor, email: string): Promise<void> {
    const operator = (await this.#operators.list()).find(
      (candidate) => candidate.email?.toLowerCase() === email.trim().toLowerCase(),
    );
    if (!operator) {
      throw new ApiError(404, ErrorCodes.notFound, `No operator has the e-mail address ${email.trim()}.`);
    }
    await this.demote(actor, operator.id);
  }
}
