import { visibleEmail, visibleUsername, type AccountProfile } from '@lomi/core';

/** A detail §2's profile flags with a warning badge when it is missing. */
export type MissingDetail = 'username' | 'email' | 'fullName';

/**
 * The details the profile lacks, in the order of §2's badges. Made-up usernames (`phone_…`) and e-mails count
 * as missing, as they do everywhere else on the site.
 */
export function missingDetails(profile: AccountProfile): MissingDetail[] {
  const missing: MissingDetail[] = [];
  if (!visibleUsername(profile.username)) missing.push('username');
  if (!visibleEmail(profile.email)) missing.push('email');
  if (!profile.full_name.trim()) missing.push('fullName');
  return missing;
}

/** The profile's "username · e-mail · phone" line: the parts that are known and not made up. */
export function identityParts(profile: AccountProfile): string[] {
  return [visibleUsername(profile.username), visibleEmail(profile.email), profile.phone].filter(
    (part): part is string => Boolean(part),
  );
}
