import type { AccountChanges, AccountRepository } from '../../auth/account-repository.ts';
import { ApiError } from '../../errors/api-error.ts';
import { ErrorCodes } from '../../errors/error-codes.ts';

/** 409 naming the field whose value another account uses. */
export function conflict(field: string, message: string): ApiError {
  return new ApiError(409, ErrorCodes.conflict, message, { [field]: message });
}

/** The account disappeared between the token check and the query (deleted meanwhile). */
export function sessionGone(): ApiError {
  return new ApiError(
    401,
    ErrorCodes.unauthorized,
    'Your session is not valid any more. Please log in again.',
  );
}

/**
 * Refuses a username or e-mail address another account uses, with a message per field (the unique
 * constraints still decide when two requests race).
 */
export async function assertNamesAvailable(
  accounts: AccountRepository,
  changes: Pick<AccountChanges, 'username' | 'email'>,
  exceptId?: number,
): Promise<void> {
  if (changes.username !== undefined && (await accounts.usernameTaken(changes.username, exceptId))) {
    throw conflict('username', 'A user with that username already exists.');
  }
  if (changes.email && (await accounts.emailTaken(changes.email, exceptId))) {
    throw conflict('email', 'A user with that e-mail address already exists.');
  }
}
