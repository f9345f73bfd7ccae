import { API_ERROR_CODES, ApiError, errorKind } from '@lomi/core';
import type { AuthMessageKey } from './auth-text.ts';

/**
 * What to show for a failed sign-in call: always one of the page's texts (the server's messages are English).
 * `field`, the label of the field a 400 refused, fills the text's `{field}`.
 */
export interface AuthFailure {
  key: AuthMessageKey;
  field?: AuthMessageKey;
  /** The request field the server refused, so the page can mark that input and move the focus to it. */
  input?: string;
}

/** Which sign-in call failed: the same status means different things to each. */
export type AuthCall = 'login' | 'signup' | 'otp-request' | 'otp-verify' | 'google' | 'change-password';

/** The label of each body field the sign-in calls send, as the forms show it. */
const FIELD_LABELS: Partial<Record<string, AuthMessageKey>> = {
  username: 'auth.username.label',
  email: 'auth.email.label',
  full_name: 'auth.fullName.label',
  password: 'auth.password.label',
  re_password: 'auth.repeat.label',
  phone_number: 'auth.phone.label',
  code: 'auth.code.label',
  old_password: 'auth.currentPassword.label',
  new_password: 'auth.newPasswordField.label',
  re_new_password: 'auth.repeatNew.label',
};

/** The login body's `email`, `username` and `identifier` all carry the form's one 'E-mail or username'. */
const LOGIN_FIELD_LABELS: Partial<Record<string, AuthMessageKey>> = {
  identifier: 'auth.identifier.label',
  email: 'auth.identifier.label',
  username: 'auth.identifier.label',
  password: 'auth.password.label',
};

/**
 * Words each failure in the page's language, by its kind and code (`errorKind`, never the HTTP status) and
 * the fields the answer names; an answer none of these cases describes gets the generic text rather than the
 * server's English.
 */
export function authFailure(error: unknown, call: AuthCall): AuthFailure {
  if (!(error instanceof ApiError)) return { key: 'auth.error.generic' };
  if (error.isNetworkError) return { key: 'auth.error.network' };
  const named = error.errors ?? {};
  switch (errorKind(error)) {
    case 'invalid': {
      const refused = Object.keys(named)[0];
      // Switched on the code and field, never on the English message.
      if (error.code === API_ERROR_CODES.weakPassword)
        return { key: 'auth.error.passwordCommon', input: refused };
      if (call === 'change-password' && 'old_password' in named) {
        return { key: 'auth.error.wrongCurrentPassword', input: 'old_password' };
      }
      const labels = call === 'login' ? LOGIN_FIELD_LABELS : FIELD_LABELS;
      const field = Object.keys(named)
        .map((name) => labels[name])
        .find((label) => label !== undefined);
      return field ? { key: 'auth.error.fieldRefused', field } : { key: 'auth.error.refused' };
    }
    case 'signed-out':
    case 'sign-in-refused':
      if (call === 'login') return { key: 'auth.error.invalidLogin' };
      if (call === 'google') return { key: 'auth.error.googleFailed' };
      if (call === 'otp-verify') {
        return {
          key: error.code === API_ERROR_CODES.codeExpired ? 'auth.error.codeExpired' : 'auth.error.wrongCode',
        };
      }
      return { key: 'auth.error.generic' };
    case 'conflict':
      if ('username' in named) return { key: 'auth.error.usernameTaken' };
      if ('email' in named) return { key: 'auth.error.emailTaken' };
      if ('phone_number' in named) return { key: 'auth.error.phoneTaken' };
      if ('google' in named) return { key: 'auth.error.googleLinked' };
      // Google's address matches an account, but Google has not verified it: linking could hand it over.
      if (call === 'google') return { key: 'auth.error.googleEmailExists' };
      return { key: 'auth.error.generic' };
    case 'rate-limited':
      return { key: 'auth.error.rateLimited' };
    case 'unavailable':
      return {
        key:
          error.code === API_ERROR_CODES.signInUnavailable ? 'auth.error.unavailable' : 'auth.error.generic',
      };
    default:
      return { key: 'auth.error.generic' };
  }
}
