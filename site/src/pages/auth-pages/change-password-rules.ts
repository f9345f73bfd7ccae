import type { AccountProfile } from '@lomi/core';
import type { AuthMessageKey } from './auth-text.ts';
import { newPasswordError } from './new-password-error.ts';

export interface ChangePasswordValues {
  current: string;
  next: string;
  repeat: string;
}

export type ChangePasswordErrors = Partial<Record<keyof ChangePasswordValues, AuthMessageKey>>;

/**
 * Whether the account must give its current password: password accounts do; phone and Google accounts may
 * set a first password without one (the server asks for it when they have set one since).
 */
export const needsCurrentPassword = (user: Pick<AccountProfile, 'auth_type'>) =>
  user.auth_type === 'password';

/** §5-style checks of the change-password form (the server checks the same, and the common passwords). */
export function changePasswordErrors(
  values: ChangePasswordValues,
  user: Pick<AccountProfile, 'auth_type' | 'username' | 'email'>,
): ChangePasswordErrors {
  const errors: ChangePasswordErrors = {};
  if (needsCurrentPassword(user) && values.current === '') errors.current = 'auth.error.currentPassword';
  const next = newPasswordError(values.next, user);
  if (next) errors.next = next;
  if (values.repeat !== values.next) errors.repeat = 'auth.password.mismatch';
  return errors;
}
