import { DONATION_MAX_MINOR } from '../constants/constants.ts';
import { youtubeVideoId } from '../domain/youtube-video.ts';

/**
 * The rules of `POST /api/campaigns/` (§3 Campaign creation payload) that the creation wizard and the server
 * share, so what the wizard lets through the server accepts.
 */

/** The largest goal in either currency, in minor units: the house's money limit, {@link DONATION_MAX_MINOR}. */
export const CAMPAIGN_GOAL_MAX_MINOR = DONATION_MAX_MINOR;

/** Longest video link kept (characters); a YouTube link is far shorter. */
export const CAMPAIGN_VIDEO_URL_MAX_LENGTH = 2048;

/**
 * The text fields of `POST /api/campaigns/` as the multipart form carries them (each as text); the photo goes
 * as the file `image` and the supporting documents as `doc-0`, `doc-1`, …. Goals are integer **minor units**
 * (santim, cents) like every amount of the API: the wizard converts what the creator types in birr or
 * dollars (`parseAmountToMinor`).
 */
export interface NewCampaignFields {
  title: string;
  description: string;
  /** A category id (0–17, §3 Category). */
  category: number;
  /** The id of the signed-in user's approved organization that runs the campaign. */
  createdBy: number;
  /** ETB goal in santim; 0 for none. */
  goalEtbAmount: number;
  /** USD goal in cents; 0 for none. */
  goalUsdAmount: number;
  /** Always false (or left out) for now: only the team sets up a charity's campaign. */
  createdByCharity?: false;
  /** A YouTube video link; empty or left out for none. */
  videoUrl?: string;
}

/** What can be wrong with a new campaign's goals. */
export type CampaignGoalsProblem = 'invalid' | 'too-large' | 'no-goal';

/**
 * What is wrong with a new campaign's goals (minor units), or null: each a whole number, not negative, at most
 * {@link CAMPAIGN_GOAL_MAX_MINOR}, and at least one above 0 (a campaign collects in ETB, USD or both).
 */
export function campaignGoalsProblem(goals: {
  goalEtbAmount: number;
  goalUsdAmount: number;
}): CampaignGoalsProblem | null {
  const amounts = [goals.goalEtbAmount, goals.goalUsdAmount];
  if (amounts.some((amount) => !Number.isSafeInteger(amount) || amount < 0)) return 'invalid';
  if (amounts.some((amount) => amount > CAMPAIGN_GOAL_MAX_MINOR)) return 'too-large';
  if (amounts.every((amount) => amount === 0)) return 'no-goal';
  return null;
}

/**
 * Whether `link` may be a campaign's video link: empty (no video), or a YouTube video link whose video the
 * campaign page can show (§2: the thumbnail comes from the link's `v=`; see {@link youtubeVideoId}).
 */
export function isCampaignVideoLink(link: string): boolean {
  const trimmed = link.trim();
  if (trimmed === '') return true;
  return trimmed.length <= CAMPAIGN_VIDEO_URL_MAX_LENGTH && youtubeVideoId(trimmed) !== null;
}
