import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import type { PlannedDonation } from './seed-donations.ts';

// The oldest completed ETB gifts of the owner's well-funded campaigns have been paid out already, so the
// demo shows Withdrawn donations and withdrawal records that add up.
export function markWithdrawn(planned: PlannedDonation[], ownerCampaignIds: number[]): void {
  for (const campaignId of ownerCampaignIds) {
    const gifts = planned.filter(
      (item) =>
        item.donation.campaign_id === campaignId &&
        item.donation.is_completed &&
        item.donation.currency === 'ETB',
    );
    const total = gifts.reduce((sum, item) => sum + item.donation.amount_minor, 0);
    let withdrawn = 0;
    for (const gift of gifts) {
      if (withdrawn + gift.donation.amount_minor > total * 0.4) break;
      gift.donation.withdrawn = true;
      withdrawn += gift.donation.amount_minor;
    }
  }
}

/** The owner's withdrawal account. */
interface SeedAccount {
  id: number;
  userId: number;
}

const DAY = 86_400_000;
const SEED_BANK = {
  bank_name: 'Commercial Bank of Ethiopia',
  account_name: 'Gondar Community Health Initiative',
  account_number: '1000234567891',
};

/**
 * A withdrawal paid by hand: the manual succeeded attempt with the bank transfer's reference (issue 15), and
 * the donations marked withdrawn by `markWithdrawn` linked to it.
 */
export async function seedPaidWithdrawal(
  trx: Kysely<Database>,
  paid: { campaignId: number; account: SeedAccount; amount: number; requestedAt: Date; paidAt: Date },
): Promise<void> {
  const { id } = await trx
    .insertInto('withdrawals')
    .values({
      campaign_id: paid.campaignId,
      requested_by_user_id: paid.account.userId,
      withdraw_account_id: paid.account.id,
      amount_minor: paid.amount,
      currency: 'ETB',
      status: 'paid',
      created_at: paid.requestedAt,
      updated_at: paid.paidAt,
      paid_at: paid.paidAt,
      reviewed_at: new Date(paid.requestedAt.valueOf() + DAY),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('payout_attempts')
    .values({
      withdrawal_id: id,
      reference: `lomi-wd-${id}-1`,
      rail: 'manual',
      status: 'succeeded',
      amount_minor: paid.amount,
      currency: 'ETB',
      ...SEED_BANK,
      provider_ref: `FT${paid.paidAt.toISOString().slice(2, 10).replaceAll('-', '')}${String(id).padStart(4, '0')}`,
      created_at: paid.paidAt,
      updated_at: paid.paidAt,
      settled_at: paid.paidAt,
    })
    .execute();
  await trx
    .updateTable('donations')
    .set({ withdrawal_id: id })
    .where('campaign_id', '=', paid.campaignId)
    .where('withdrawn', '=', true)
    .execute();
}

/**
 * Work for the console's payout queue: on the owner's first campaign with money left, a pending request for
 * a fifth of what is left, and a failed one (a sandbox transfer the bank refused) for another fifth.
 */
export async function seedOpenWithdrawals(
  trx: Kysely<Database>,
  planned: PlannedDonation[],
  ownerCampaignIds: number[],
  account: SeedAccount,
  now: Date,
): Promise<void> {
  for (const campaignId of ownerCampaignIds) {
    const left = planned
      .filter(
        (item) =>
          item.donation.campaign_id === campaignId &&
          item.donation.is_completed &&
          item.donation.currency === 'ETB' &&
          !item.donation.withdrawn,
      )
      .reduce((sum, item) => sum + item.donation.amount_minor - (item.donation.fee_minor ?? 0), 0);
    const fifth = Math.floor(left / 5);
    if (fifth <= 0) continue;
    const requested = (days: number) => new Date(now.valueOf() - days * DAY);
    const base = {
      campaign_id: campaignId,
      requested_by_user_id: account.userId,
      withdraw_account_id: account.id,
      amount_minor: fifth,
      currency: 'ETB' as const,
    };
    await trx
      .insertInto('withdrawals')
      .values({ ...base, status: 'pending', created_at: requested(1), updated_at: requested(1) })
      .execute();
    const { id } = await trx
      .insertInto('withdrawals')
      .values({
        ...base,
        status: 'failed',
        created_at: requested(4),
        updated_at: requested(3),
        reviewed_at: requested(3),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('payout_attempts')
      .values({
        withdrawal_id: id,
        reference: `lomi-wd-${id}-1`,
        rail: 'sandbox',
        status: 'failed',
        amount_minor: fifth,
        currency: 'ETB',
        bank_code: '946',
        ...SEED_BANK,
        failure_reason: 'The bank refused the transfer: the account is dormant.',
        created_at: requested(3),
        updated_at: requested(3),
        settled_at: requested(3),
      })
      .execute();
    return;
  }
}
