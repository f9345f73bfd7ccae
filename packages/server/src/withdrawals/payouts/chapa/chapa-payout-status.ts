import type { PayoutStatus } from '../payout-provider.ts';

/**
 * A transfer's status in Chapa's words (`status` of verify, of a webhook, or its `event` `payout.*`) as ours.
 * Only words that say the money did not go are `failed`; "pending", "queued" and any word Chapa may add
 * later stay `pending`, so silence or novelty is never a failure.
 */
export function chapaPayoutStatus(word: unknown): PayoutStatus {
  const text = typeof word === 'string' ? word.toLowerCase().replace(/^payout\./, '') : '';
  if (text === 'success' || text === 'successful' || text === 'completed') return 'succeeded';
  if (['failed', 'cancelled', 'canceled', 'failed/cancelled', 'reversed', 'rejected'].includes(text)) {
    return 'failed';
  }
  return 'pending';
}
