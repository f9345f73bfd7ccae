import type { AccountProfile } from '../account/account-types.ts';
import { visibleEmail } from '../account/account-rules.ts';

/** A signed-in donor's details as the donate wizard prefills them (§6 "own data prefilled"). */
export interface AccountDonor {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
}

/**
 * The wizard's donor from the session's user: the full name's first word as the first name and the rest as
 * the last name (the profile keeps one name field), and the e-mail unless it is a made-up placeholder of a
 * phone account. Every field stays editable in the wizard.
 */
export function donorFromAccount(user: Pick<AccountProfile, 'id' | 'full_name' | 'email'>): AccountDonor {
  const [firstName = '', ...rest] = user.full_name.trim().split(/\s+/u);
  return { id: user.id, firstName, lastName: rest.join(' '), email: visibleEmail(user.email) ?? '' };
}
