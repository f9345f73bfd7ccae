// NIST SP 800-63B §5.1.1.2: besides its length, a new password is checked against values that are easy to
// guess. The cheap checks live here, shared by the site's forms and the server; the list of common passwords
// is the server's alone (`packages/server/src/auth/common-passwords.ts`), so no page downloads it.

/** Why a password of the right length is still refused; the server answers `LOMI_ERR_WEAK_PASSWORD`. */
export type GuessablePassword = 'repeated-character' | 'account-name';

/** The account a new password belongs to: its name and address make no password. */
export interface PasswordOwner {
  username?: string | null;
  email?: string | null;
}

/**
 * Whether `password` is one character repeated (`aaaaaaaa`) or the owner's username, e-mail address or the
 * address's local part (in any case, ignoring surrounding spaces); null when neither.
 */
export function guessablePassword(password: string, owner: PasswordOwner = {}): GuessablePassword | null {
  const characters = [...password];
  if (characters.length > 0 && characters.every((character) => character === characters[0])) {
    return 'repeated-character';
  }
  const candidate = password.trim().toLowerCase();
  const email = owner.email?.trim().toLowerCase() ?? '';
  const names = [owner.username?.trim().toLowerCase(), email, email.split('@')[0]];
  if (names.some((name) => name && name === candidate)) return 'account-name';
  return null;
}
