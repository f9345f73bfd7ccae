import { ApiError } from '@lomi/core';
import type { AuthMessageKey } from './auth-text.ts';

/** What to show for a failed sign-in call: one of our texts, or the server's own message. */
export type AuthFailure = { key: AuthMessageKey } | { message: string };

/** Which sign-in call failed: the same status means different things to each. */
export type AuthCall = 'login' | 'signup' | 'otp-request' | 'otp-verify' | 'google';

/**
 * Words the failures people can act on in the page's language (the server's messages are English); other
 * refusals show the server's message, which names the problem.
 */
export function authFailure(error: unknown, call: AuthCall): AuthFailure {
  if (!(error instanceof ApiError)) return { key: 'auth.error.generic' };
  if (error.isNetworkError) return { key: 'auth.error.network' };
  if (error.status === 429) return { key: 'auth.error.rateLimited' };
  if (error.status === 503) return { key: 'auth.error.unavailable' };
  if (error.status === 401 && call === 'login') return { key: 'auth.error.invalidLogin' };
  if (error.status === 401 && call === 'otp-verify') {
    return {
      key: error.code === 'LOMI_ERR_CODE_EXPIRED' ? 'auth.error.codeExpired' : 'auth.error.wrongCode',
    };
  }
  if (error.status === 409 && error.errors?.username) return { key: 'auth.error.usernameTaken' };
  if (error.status === 409 && error.errors?.email) return { key: 'auth.error.emailTaken' };
  if (error.status >= 500 || error.status === 0) return { key: 'auth.error.generic' };
  return { message: error.message };
}
