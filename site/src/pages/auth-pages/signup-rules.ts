import { isValidEmail, isValidPersonName, isValidUsername } from '@lomi/core';
import type { AuthMessageKey } from './auth-text.ts';
import { newPasswordError } from './new-password-error.ts';

export interface SignupValues {
  fullName: string;
  username: string;
  email: string;
  password: string;
  repeat: string;
  agreed: boolean;
}

export type SignupErrors = Partial<Record<keyof SignupValues, AuthMessageKey>>;

/** §5 checks of the sign-up form (the server checks the same and has the last word). */
export function signupErrors(values: SignupValues): SignupErrors {
  const errors: SignupErrors = {};
  if (values.fullName.trim() !== '' && !isValidPersonName(values.fullName)) {
    errors.fullName = 'auth.error.fullName';
  }
  if (values.username.trim() === '') errors.username = 'auth.error.usernameEmpty';
  else if (!isValidUsername(values.username)) errors.username = 'auth.error.username';
  if (!isValidEmail(values.email)) errors.email = 'auth.error.email';
  const password = newPasswordError(values.password, { username: values.username, email: values.email });
  if (password) errors.password = password;
  if (values.repeat !== values.password) errors.repeat = 'auth.password.mismatch';
  if (!values.agreed) errors.agreed = 'auth.error.agree';
  return errors;
}
