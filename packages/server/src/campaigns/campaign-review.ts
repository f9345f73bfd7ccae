import type { CampaignStatus } from '@lomi/core';
import type { CampaignReviewRepository } from './campaign-review-repository.ts';

/** Longest reason a rejection keeps (characters), as for organizations. */
export const REVIEW_NOTE_MAX_LENGTH = 1000;

/** What became of a review: done, or why not (no such campaign, or it is not waiting for review). */
export type ReviewOutcome =
  { outcome: 'done' } | { outcome: 'missing' } | { outcome: 'not-in-review'; status: CampaignStatus };

/**
 * The team's decision on a campaign an owner submitted (issue 13; issue 14's console calls it): publish it
 * (`in_review` → `active`: listed, searchable, donatable) or reject it with a reason the owner reads
 * (`in_review` → `rejected`). Each is one guarded change, so two reviewers acting at once cannot both
 * decide: the second is told the campaign is no longer in review.
 */
export class CampaignReview {
  readonly #reviews: CampaignReviewRepository;
  readonly #now: () => Date;

  constructor(reviews: CampaignReviewRepository, now: () => Date = () => new Date()) {
    this.#reviews = reviews;
    this.#now = now;
  }

  async publish(campaignId: number): Promise<ReviewOutcome> {
    if (await this.#reviews.publish(campaignId, this.#now())) return { outcome: 'done' };
    return this.#why(campaignId);
  }

  /** Rejects with `reason` (trimmed; 1 to {@link REVIEW_NOTE_MAX_LENGTH} characters, else a RangeError). */
  async reject(campaignId: number, reason: string): Promise<ReviewOutcome> {
    const note = reason.trim();
    if (note.length === 0 || note.length > REVIEW_NOTE_MAX_LENGTH) {
      throw new RangeError(`A rejection needs a reason of 1 to ${REVIEW_NOTE_MAX_LENGTH} characters.`);
    }
    if (await this.#reviews.reject(campaignId, note, this.#now())) return { outcome: 'done' };
    return this.#why(campaignId);
  }

  async #why(campaignId: number): Promise<ReviewOutcome> {
    const status = await this.#reviews.status(campaignId);
    return status === undefined ? { outcome: 'missing' } : { outcome: 'not-in-review', status };
  }
}
