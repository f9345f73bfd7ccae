import { guessablePassword, passwordProblem, type PasswordOwner } from '@lomi/core';
import type { AuthMessageKey } from './auth-text.ts';

/**
 * What is wrong with a new password by the checks the page can make itself (§5 length, NIST's cheap
 * checks); undefined when none. Whether it is one of the most common passwords only the server knows: the
 * list stays there, and its refusal (`LOMI_ERR_WEAK_PASSWORD`) is shown as `auth.error.passwordCommon`.
 */
export function newPasswordError(password: string, owner: PasswordOwner): AuthMessageKey | undefined {
  const problem = passwordProblem(password);
  if (problem === 'too-short') return 'auth.error.passwordShort';
  if (problem === 'too-long') return 'auth.error.passwordLong';
  const guessable = guessablePassword(password, owner);
  if (guessable === 'repeated-character') return 'auth.error.passwordRepeated';
  if (guessable === 'account-name') return 'auth.error.passwordAccountName';
  return undefined;
}
