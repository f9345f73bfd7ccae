import { guessablePassword, type PasswordOwner } from '@lomi/core';
import { ApiError } from '../errors/api-error.ts';
import { ErrorCodes } from '../errors/error-codes.ts';
import { isCommonPassword } from './common-passwords.ts';

const MESSAGES = {
  common: 'This password is one of the most common passwords. Please choose another one.',
  'repeated-character': 'Password cannot be one character repeated.',
  'account-name': 'Password cannot be your username or e-mail address.',
} as const;

/**
 * NIST SP 800-63B's checks of a new password beyond its length (which the body schema checks): not one of the
 * most common passwords, not one character repeated, not the account's own name or address. A refusal is
 * 400 `LOMI_ERR_WEAK_PASSWORD` naming `field`, so clients can word it without parsing the English message.
 */
export function assertPasswordAcceptable(password: string, field: string, owner: PasswordOwner): void {
  const problem = isCommonPassword(password) ? 'common' : guessablePassword(password, owner);
  if (problem) {
    throw new ApiError(400, ErrorCodes.weakPassword, MESSAGES[problem], { [field]: MESSAGES[problem] });
  }
}
