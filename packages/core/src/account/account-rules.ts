import type { AccountProfile } from './account-types.ts';

// §5 and the server's sign-up schema (packages/server/src/routes/auth/account-fields.ts): one rule, both sides.

/** Shortest password the server accepts for a new password. */
export const PASSWORD_MIN_LENGTH = 8;
/** Longest password the server accepts (it hashes whatever it gets, so it caps the work). */
export const PASSWORD_MAX_LENGTH = 128;
/** Longest username. */
export const USERNAME_MAX_LENGTH = 150;

const USERNAME = /^[A-Z0-9]+$/i;

/** §5 "username letters and digits only" (ASCII), 1–{@link USERNAME_MAX_LENGTH} characters, after trimming. */
export function isValidUsername(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length <= USERNAME_MAX_LENGTH && USERNAME.test(trimmed);
}

/** Why a new password is refused, or null when it is acceptable. */
export function passwordProblem(password: string): 'too-short' | 'too-long' | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'too-short';
  if (password.length > PASSWORD_MAX_LENGTH) return 'too-long';
  return null;
}

/** §5 'Password Matches' / "Password Doesn't Match": whether the repeated password equals the first. */
export function passwordsMatch(password: string, repeated: string): boolean {
  return password === repeated;
}

/** The prefix of usernames the server makes up for phone sign-ins (§2: treated as missing and hidden). */
export const AUTO_USERNAME_PREFIX = 'phone_';
/**
 * The domain of made-up e-mail addresses (§2: treated as missing and hidden). Lomi's server never gives one
 * out; addresses at this domain can only be placeholders, never a person's mailbox.
 */
export const AUTO_EMAIL_DOMAIN = '@users.lomi.invalid';

/** The username when a person chose it, else null (made-up `phone_…` usernames are hidden). */
export function visibleUsername(username: string | null | undefined): string | null {
  if (!username || username.startsWith(AUTO_USERNAME_PREFIX)) return null;
  return username;
}

/** The e-mail address unless it is missing or made up. */
export function visibleEmail(email: string | null | undefined): string | null {
  if (!email || email.toLowerCase().endsWith(AUTO_EMAIL_DOMAIN)) return null;
  return email;
}

type Identity = Pick<AccountProfile, 'username' | 'email' | 'full_name'> & { phone?: string | null };

/**
 * §2: the avatar's letter comes from the username, else the e-mail, else the phone; made-up usernames and
 * e-mails count as missing. Upper case; `?` when nothing is known.
 */
export function avatarInitial(account: Identity): string {
  const source = visibleUsername(account.username) ?? visibleEmail(account.email) ?? account.phone ?? '';
  const first = [...source.replace(/^\+/, '')][0];
  return first ? first.toLocaleUpperCase() : '?';
}

/** How to name the account in the header: full name, else username, e-mail or phone (never a made-up one). */
export function accountDisplayName(account: Identity): string {
  return (
    account.full_name.trim() ||
    visibleUsername(account.username) ||
    visibleEmail(account.email) ||
    account.phone ||
    ''
  );
}
