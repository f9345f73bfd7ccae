import { randomBytes } from 'node:crypto';
import { isValidEmail, isValidUsername, passwordProblem } from '@lomi/core';
import type { Kysely } from 'kysely';
import type { AccountRepository } from '../auth/account-repository.ts';
import { hashPassword } from '../auth/password-hash.ts';
import { assertPasswordAcceptable } from '../auth/password-policy.ts';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../errors/api-error.ts';
import { OperatorRepository } from './operator-repository.ts';
import { Operators } from './operators.ts';

/** How to run `npm run operator`. */
export const OPERATOR_USAGE = `Usage: npm run operator -- <command>
  promote <email>            make the account with this e-mail address an operator
  create <email> <username>  create an operator account (password from stdin, or one is generated and printed once)
  demote <email>             make an operator a user again (never the last one)
  list                       list the operators`;

/** What a command needs: the database, the accounts, where to write, and the password given on stdin. */
export interface OperatorCommandContext {
  db: Kysely<Database>;
  accounts: AccountRepository;
  /** The password piped on stdin, or undefined when none was (a terminal): one is then generated. */
  readPassword: () => Promise<string | undefined>;
  out: (line: string) => void;
}

/** A command the CLI refuses (unknown, missing arguments, an error of the action): exit code 1 or 2. */
export class OperatorCommandError extends Error {
  readonly exitCode: number;
  constructor(message: string, exitCode = 1) {
    super(message);
    this.name = 'OperatorCommandError';
    this.exitCode = exitCode;
  }
}

/** A password that passes every rule: 20 characters of base64url (about 120 bits). */
export function generatePassword(): string {
  return randomBytes(15).toString('base64url');
}

/**
 * Runs one `npm run operator` command (issue 14 #1: the first operator of a production install is made
 * here). Changes are audited like the console's, with no operator (`operator_id` null: the command line).
 */
export async function runOperatorCommand(
  args: readonly string[],
  context: OperatorCommandContext,
): Promise<void> {
  const [command, ...rest] = args;
  const operators = new Operators(new OperatorRepository(context.db));
  const expect = (count: number) => {
    if (rest.length !== count) throw new OperatorCommandError(OPERATOR_USAGE, 2);
  };
  try {
    switch (command) {
      case 'list': {
        expect(0);
        const list = await operators.list();
        if (list.length === 0)
          context.out('No operators yet. Make one with: npm run operator -- promote <email>');
        for (const operator of list) {
          context.out(`${operator.id}\t${operator.username}\t${operator.email ?? ''}`);
        }
        return;
      }
      case 'promote': {
        expect(1);
        const operator = await operators.promote(null, rest[0]!);
        context.out(`${operator.email} (${operator.username}) is now an operator.`);
        return;
      }
      case 'demote': {
        expect(1);
        await operators.demoteByEmail(null, rest[0]!);
        context.out(`${rest[0]!.trim()} is no longer an operator.`);
        return;
      }
      case 'create': {
        expect(2);
        const [email, username] = [rest[0]!.trim(), rest[1]!.trim()];
        if (!isValidEmail(email)) throw new OperatorCommandError(`${email} is not a valid e-mail address.`);
        if (!isValidUsername(username)) {
          throw new OperatorCommandError(
            `${username} is not a valid username (letters and digits only, at most 150).`,
          );
        }
        const given = (await context.readPassword())?.replace(/\r?\n$/, '');
        const password = given || generatePassword();
        const problem = passwordProblem(password);
        if (problem) throw new OperatorCommandError(`The password is ${problem.replace('-', ' ')}.`);
        assertPasswordAcceptable(password, 'password', { username, email });
        await context.accounts.create({
          username,
          email,
          password_hash: await hashPassword(password),
          auth_type: 'password',
        });
        const operator = await operators.promote(null, email);
        context.out(`Created the operator ${operator.email} (${operator.username}).`);
        if (!given) context.out(`Password (shown once, change it after signing in): ${password}`);
        return;
      }
      default:
        throw new OperatorCommandError(OPERATOR_USAGE, 2);
    }
  } catch (error) {
    if (error instanceof ApiError) throw new OperatorCommandError(error.message);
    throw error;
  }
}
