import type { CampaignStatus } from './campaign.ts';

/** What a campaign needs for "takes donations now": its status, and its deadline as the API or the database gives it. */
export interface DonationWindow {
  status: CampaignStatus;
  /** ISO 8601 text (the API), a `Date` (the database) or null for no deadline. */
  deadline: string | Date | null;
}

/**
 * Why a campaign takes no donations now: it is not active (a draft, in review, rejected, completed or closed),
 * or its deadline has passed.
 */
export type DonationsClosedReason = 'not-active' | 'deadline-passed';

/**
 * Why `campaign` takes no donations at `now`, or null when it takes them (§1: an active campaign, before its
 * deadline if it has one; the deadline itself is already too late). An unreadable deadline counts as passed,
 * so a broken date never opens a campaign. The server refuses a donation with these reasons and the site shows
 * its chips with them.
 */
export function donationsClosedReason(
  campaign: DonationWindow,
  now: Date | number,
): DonationsClosedReason | null {
  if (campaign.status !== 'active') return 'not-active';
  if (campaign.deadline === null) return null;
  const deadline = new Date(campaign.deadline).getTime();
  const at = typeof now === 'number' ? now : now.getTime();
  return Number.isNaN(deadline) || deadline <= at ? 'deadline-passed' : null;
}

/** "This campaign takes donations now": active, and before its deadline if it has one. */
export function acceptsDonations(campaign: DonationWindow, now: Date | number): boolean {
  return donationsClosedReason(campaign, now) === null;
}
