import type { TokenStorage } from './token-cookie.ts';

/** A token kept in memory only: for tests, and where cookies are unavailable. */
export function memoryTokenStorage(
  initial: string | null = null,
): TokenStorage & { expiresIn: number | null } {
  let token = initial;
  return {
    expiresIn: null,
    read: () => token,
    write(next, expiresInSeconds) {
      token = next;
      this.expiresIn = expiresInSeconds;
    },
    clear() {
      token = null;
      this.expiresIn = null;
    },
  };
}
