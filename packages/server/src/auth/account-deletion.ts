import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { anonymizeNotificationsAbout } from '../notifications/notification-anonymizer.ts';

/**
 * Deletes an account's personal data in one transaction: profile, saved campaigns, notifications, the
 * withdrawal bank account and pending phone codes go; the user row stays as a tombstone without name,
 * e-mail, password or Google link (withdrawals, organizations and campaigns keep pointing at it), and its
 * token version moves on so every issued token stops working. Withdrawals are money records and stay, with
 * their amount, status and campaign; only their link to the deleted bank account is cleared (ON DELETE SET
 * NULL). Donations stay — campaign totals and the books depend on them — but anonymized: no name, e-mail,
 * phone or link to the account; so do the notifications organizers got about this user's donations and
 * messages, without the name and address.
 * False when the account does not exist (any more).
 */
export async function deleteAccount(db: Kysely<Database>, userId: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users as u')
      .leftJoin('profiles as p', 'p.user_id', 'u.id')
      .select(['u.id', 'u.email', 'p.phone'])
      .where('u.id', '=', userId)
      .where('u.deleted_at', 'is', null)
      .forUpdate('u')
      .executeTakeFirst();
    if (!user) return false;
    await trx.deleteFrom('saved_campaigns').where('user_id', '=', userId).execute();
    await trx.deleteFrom('notifications').where('user_id', '=', userId).execute();
    // Organizers' notifications naming this user (as a donor, or as the sender of a message) stay theirs.
    await anonymizeNotificationsAbout(trx, userId, user.email);
    await trx.deleteFrom('withdraw_accounts').where('user_id', '=', userId).execute();
    await trx
      .updateTable('donations')
      .set({ anonymous: true, full_name: null, email: null, donor_user_id: null })
      .where('donor_user_id', '=', userId)
      .execute();
    await trx
      .updateTable('invoices')
      .set({ donor_user_id: null, phone_number: null })
      .where('donor_user_id', '=', userId)
      .execute();
    if (user.phone) await trx.deleteFrom('phone_otp_codes').where('phone', '=', user.phone).execute();
    await trx.deleteFrom('profiles').where('user_id', '=', userId).execute();
    await trx
      .updateTable('users')
      .set({
        // Usernames people choose have no underscore, so the tombstone's can never clash with one.
        username: `deleted_${userId}`,
        email: null,
        firstname: '',
        lastname: '',
        password_hash: null,
        google_sub: null,
        token_version: sql`token_version + 1`,
        deleted_at: sql`now()`,
      })
      .where('id', '=', userId)
      .execute();
    return true;
  });
}
