import { ApiError } from '../errors/api-error.ts';
import { ErrorCodes } from '../errors/error-codes.ts';
import { anonymizeNotificationsAbout } from '../notifications/notification-anonymizer.ts';
import type { AccountRepository } from './account-repository.ts';

/**
 * Deletes an account's personal data in one transaction: profile, saved campaigns, notifications, the
 * withdrawal bank account and pending phone codes go; the user row stays as a tombstone without name,
 * e-mail, password or Google link (withdrawals, organizations and campaigns keep pointing at it), and its
 * token version moves on so every issued token stops working. Withdrawals are money records and stay, with
 * their amount, status and campaign; only their link to the deleted bank account is cleared (ON DELETE SET
 * NULL). Donations stay — campaign totals and the books depend on them — but anonymized: no name, e-mail,
 * phone or link to the account; so do the notifications organizers got about this user's donations and
 * messages, without the name and address.
 * False when the account does not exist (any more). 409 for the last operator: a Lomi without one has nobody
 * left to run the console (only the command line could make one again).
 */
export async function deleteAccount(accounts: AccountRepository, userId: number): Promise<boolean> {
  return accounts.transaction(async (trx) => {
    // Locked first, in the order operator demotions lock them, so a deletion and a demotion never deadlock.
    const operators = await accounts.lockOperatorIds(trx);
    if (operators.length === 1 && operators[0] === userId) {
      throw new ApiError(
        409,
        ErrorCodes.conflict,
        'You are the last operator: make another operator before you delete this account.',
      );
    }
    const erased = await accounts.erasePersonalData(trx, userId);
    if (!erased) return false;
    // Organizers' notifications naming this user (as a donor, or as the sender of a message) stay theirs.
    await anonymizeNotificationsAbout(trx, userId, erased.email);
    return true;
  });
}
