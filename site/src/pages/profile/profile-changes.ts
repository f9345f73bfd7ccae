import {
  ApiError,
  errorKind,
  isValidEmail,
  isValidPersonName,
  isValidUsername,
  visibleEmail,
  visibleUsername,
  type AccountProfile,
  type AccountProfileChanges,
} from '@lomi/core';

/** The Edit Profile form (§2): what the fields hold. */
export interface ProfileForm {
  fullName: string;
  username: string;
  email: string;
}

/** A field of the form. */
export type ProfileField = keyof ProfileForm;

/** Why a field is refused; each has its own translated message. */
export type ProfileFieldProblem = 'invalid' | 'required' | 'taken';

export type ProfileFormErrors = Partial<Record<ProfileField, ProfileFieldProblem>>;

/** The form as it opens: the profile's own values, made-up usernames and e-mails left empty. */
export function profileForm(profile: AccountProfile): ProfileForm {
  return {
    fullName: profile.full_name,
    username: visibleUsername(profile.username) ?? '',
    email: visibleEmail(profile.email) ?? '',
  };
}

/**
 * What to send to `PATCH /api/me/profile/`: only the fields the person changed, so a phone account that leaves
 * the username empty keeps its made-up one. `errors` names the fields the server would refuse (§5 helpers:
 * username letters and digits, the e-mail pattern, full name letters and spaces) before any request is made.
 */
export function profileChanges(
  profile: AccountProfile,
  form: ProfileForm,
): { changes: AccountProfileChanges; errors: ProfileFormErrors } {
  const before = profileForm(profile);
  const changes: AccountProfileChanges = {};
  const errors: ProfileFormErrors = {};

  const fullName = form.fullName.trim();
  if (fullName !== before.fullName.trim()) {
    if (fullName !== '' && !isValidPersonName(fullName)) errors.fullName = 'invalid';
    else changes.full_name = fullName;
  }

  const username = form.username.trim();
  if (username !== before.username) {
    // Removing a username is not possible; an account without a chosen one keeps its made-up one.
    if (username === '') errors.username = 'required';
    else if (!isValidUsername(username)) errors.username = 'invalid';
    else changes.username = username;
  }

  const email = form.email.trim();
  if (email !== before.email) {
    if (email !== '' && !isValidEmail(email)) errors.email = 'invalid';
    else changes.email = email === '' ? null : email;
  }
  return { changes, errors };
}

const SERVER_FIELDS: Record<string, ProfileField> = {
  full_name: 'fullName',
  username: 'username',
  email: 'email',
};

/**
 * The field problems of a refused update: a conflict is a username or e-mail another account uses, an invalid
 * request a field the server's rules refuse. Empty for any other failure (network, 5xx), which the form
 * reports as a whole.
 */
export function serverFieldErrors(error: unknown): ProfileFormErrors {
  if (!(error instanceof ApiError) || !error.errors) return {};
  const kind = errorKind(error);
  if (kind !== 'invalid' && kind !== 'conflict') return {};
  const errors: ProfileFormErrors = {};
  for (const name of Object.keys(error.errors)) {
    const field = SERVER_FIELDS[name];
    if (field) errors[field] = kind === 'conflict' ? 'taken' : 'invalid';
  }
  return errors;
}
