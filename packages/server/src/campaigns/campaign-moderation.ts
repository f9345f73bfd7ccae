import {
  acceptsDonations,
  type CampaignStatus,
  type ConsoleCampaign,
  type ConsoleCampaignSummary,
} from '@lomi/core';
import type { Transaction } from 'kysely';
import { AuditLog } from '../console/audit-log.ts';
import type { Database } from '../db/schema.ts';
import { ApiError, invalidField, notFound } from '../errors/api-error.ts';
import { ErrorCodes } from '../errors/error-codes.ts';
import {
  notifyCampaignOwner,
  type CampaignModerationNotice,
} from '../notifications/campaign-moderation-notifications.ts';
import {
  CampaignModerationRepository,
  type CampaignChange,
  type ConsoleCampaignFilter,
  type LockedCampaign,
} from './campaign-moderation-repository.ts';
import { CampaignReview, REVIEW_NOTE_MAX_LENGTH } from './campaign-review.ts';
import { CampaignReviewRepository } from './campaign-review-repository.ts';

/** How a status reads in a refusal: "Campaign 12 is published; …". */
const STATUS_WORDS: Record<CampaignStatus, string> = {
  draft: 'a draft',
  in_review: 'in review',
  rejected: 'rejected',
  active: 'published',
  unpublished: 'unpublished',
  completed: 'completed',
  closed: 'closed',
};

function conflict(message: string): ApiError {
  return new ApiError(409, ErrorCodes.conflict, message);
}

/** 409 for a campaign that is not in a state the action takes. */
function wrongState(campaign: LockedCampaign, rule: string): ApiError {
  return conflict(`Campaign ${campaign.id} is ${STATUS_WORDS[campaign.status]}; ${rule}`);
}

/** The reason of a rejection or unpublish: trimmed, 1 to 1000 characters, else 400 naming `reason`. */
function reasonOf(reason: string, what: string): string {
  const note = reason.replace(/\r\n?/g, '\n').trim();
  if (note === '') throw invalidField('reason', `${what} needs a reason for the owner.`);
  if (note.length > REVIEW_NOTE_MAX_LENGTH) {
    throw invalidField('reason', `The reason must be at most ${REVIEW_NOTE_MAX_LENGTH} characters.`);
  }
  return note;
}

/** The audit log's picture of a campaign: the fields the actions change. */
function snapshot(campaign: Pick<LockedCampaign, 'status' | 'featured' | 'deadline' | 'review_note'>) {
  return {
    status: campaign.status,
    featured: campaign.featured,
    deadline: campaign.deadline?.toISOString() ?? null,
    review_note: campaign.review_note,
  };
}

/**
 * The team's moderation of campaigns (issue 14 #4): the console's list and detail over every status, and the
 * actions publish, reject, unpublish, feature, unfeature, set the deadline, close. Each action is one
 * transaction: it locks the campaign's row, checks the state it expects (else 409 naming the state found, so
 * of two operators acting at once the second is told what the first did), changes it, records the audit
 * entry with the values before and after, and notifies the owner where they need to know (publish, reject,
 * unpublish, close). Closing is final: a closed campaign has told its donors and owner it ended, and nothing
 * here opens it again (a new campaign is the way back).
 */
export class CampaignModeration {
  readonly #campaigns: CampaignModerationRepository;
  readonly #now: () => Date;

  constructor(campaigns: CampaignModerationRepository, now: () => Date = () => new Date()) {
    this.#campaigns = campaigns;
    this.#now = now;
  }

  list(
    filter: ConsoleCampaignFilter,
    window: { offset: number; limit: number },
  ): Promise<{ results: ConsoleCampaignSummary[]; count: number }> {
    return this.#campaigns.page(filter, window, this.#now());
  }

  /** One campaign of any status; 404 for none. */
  async get(campaignId: number): Promise<ConsoleCampaign> {
    const campaign = await this.#campaigns.find(campaignId, this.#now());
    if (!campaign) throw notFound('Campaign', campaignId);
    return campaign;
  }

  /**
   * Publishes a campaign in review (`CampaignReview.publish`) or an unpublished one again: it goes live
   * (listed, searchable, donatable). 409 for any other state, or while its organization is not approved.
   */
  async publish(operatorId: number, campaignId: number): Promise<ConsoleCampaign> {
    await this.#act(operatorId, campaignId, 'campaign.publish', async (campaign, trx, now) => {
      if (campaign.status !== 'in_review' && campaign.status !== 'unpublished') {
        throw campaign.status === 'active'
          ? conflict(`Campaign ${campaign.id} is already published.`)
          : wrongState(campaign, 'only a campaign in review or unpublished can be published.');
      }
      if (!campaign.organization_approved) {
        throw conflict(
          `The organization of campaign ${campaign.id} is not approved; approve it before publishing its campaigns.`,
        );
      }
      if (campaign.status === 'in_review') {
        const outcome = await new CampaignReview(new CampaignReviewRepository(trx), () => now).publish(
          campaign.id,
        );
        if (outcome.outcome === 'missing') throw notFound('Campaign', campaign.id);
        if (outcome.outcome === 'not-in-review') {
          throw conflict(`Campaign ${campaign.id} is no longer in review (${STATUS_WORDS[outcome.status]}).`);
        }
      } else {
        await this.#write(trx, campaign.id, { status: 'active', review_note: null, reviewed_at: now }, now);
      }
      return {
        after: { status: 'active', review_note: null },
        notice: { kind: 'campaign_published', title: campaign.title },
      };
    });
    return this.get(campaignId);
  }

  /** Rejects a campaign in review with `reason`, which its owner reads (`CampaignReview.reject`). */
  async reject(operatorId: number, campaignId: number, reason: string): Promise<ConsoleCampaign> {
    const note = reasonOf(reason, 'A rejection');
    await this.#act(operatorId, campaignId, 'campaign.reject', async (campaign, trx, now) => {
      if (campaign.status !== 'in_review') {
        throw campaign.status === 'rejected'
          ? conflict(`Campaign ${campaign.id} is already rejected.`)
          : wrongState(campaign, 'only a campaign in review can be rejected.');
      }
      const outcome = await new CampaignReview(new CampaignReviewRepository(trx), () => now).reject(
        campaign.id,
        note,
      );
      if (outcome.outcome === 'missing') throw notFound('Campaign', campaign.id);
      if (outcome.outcome === 'not-in-review') {
        throw conflict(`Campaign ${campaign.id} is no longer in review (${STATUS_WORDS[outcome.status]}).`);
      }
      return {
        after: { status: 'rejected', review_note: note },
        notice: { kind: 'campaign_rejected', title: campaign.title, reason: note },
      };
    });
    return this.get(campaignId);
  }

  /**
   * Takes a published campaign down (`active` → `unpublished`) with `reason` for its owner, inside the caller's
   * transaction `trx` (the reports inbox resolves a report and unpublishes in one): not listed, not
   * searchable, not donatable, no public page, no longer featured; its owner still sees it, with the reason.
   * 404 for no such campaign, 409 unless it is published, 400 for a missing or too long reason.
   */
  async unpublish(
    trx: Transaction<Database>,
    operatorId: number,
    campaignId: number,
    reason: string,
  ): Promise<void> {
    const note = reasonOf(reason, 'Unpublishing');
    await this.#actIn(trx, operatorId, campaignId, 'campaign.unpublish', async (campaign, now) => {
      if (campaign.status !== 'active') {
        throw campaign.status === 'unpublished'
          ? conflict(`Campaign ${campaign.id} is already unpublished.`)
          : wrongState(campaign, 'only a published campaign can be unpublished.');
      }
      await this.#write(
        trx,
        campaign.id,
        { status: 'unpublished', review_note: note, featured: false, reviewed_at: now },
        now,
      );
      return {
        after: { status: 'unpublished', featured: false, review_note: note },
        notice: { kind: 'campaign_unpublished', title: campaign.title, reason: note },
      };
    });
  }

  /** {@link unpublish} in a transaction of its own (the console's button). */
  async unpublishNow(operatorId: number, campaignId: number, reason: string): Promise<ConsoleCampaign> {
    await this.#campaigns.transaction((trx) => this.unpublish(trx, operatorId, campaignId, reason));
    return this.get(campaignId);
  }

  /**
   * Features a campaign on the home page's carousel. Only one that is public and takes donations now (its
   * organization approved, published, before its deadline); 409 otherwise or when it is featured already.
   */
  async feature(operatorId: number, campaignId: number): Promise<ConsoleCampaign> {
    await this.#act(operatorId, campaignId, 'campaign.feature', async (campaign, trx, now) => {
      if (campaign.featured) throw conflict(`Campaign ${campaign.id} is already featured.`);
      if (campaign.status !== 'active') {
        throw wrongState(campaign, 'only a published campaign that takes donations can be featured.');
      }
      if (!campaign.organization_approved || !acceptsDonations(campaign, now)) {
        throw conflict(
          `Campaign ${campaign.id} takes no donations now (its deadline has passed or its organization is not approved); it cannot be featured.`,
        );
      }
      await this.#write(trx, campaign.id, { featured: true }, now);
      return { after: { featured: true } };
    });
    return this.get(campaignId);
  }

  /** Takes a campaign off the carousel; 409 when it is not featured. */
  async unfeature(operatorId: number, campaignId: number): Promise<ConsoleCampaign> {
    await this.#act(operatorId, campaignId, 'campaign.unfeature', async (campaign, trx, now) => {
      if (!campaign.featured) throw conflict(`Campaign ${campaign.id} is not featured.`);
      await this.#write(trx, campaign.id, { featured: false }, now);
      return { after: { featured: false } };
    });
    return this.get(campaignId);
  }

  /**
   * Sets, moves or (with null) clears the deadline after which a campaign takes no donations. A new deadline
   * must be in the future (400); a completed or closed campaign keeps its own (409). `previous` is the deadline
   * the operator saw: when it is no longer the campaign's, someone changed it since (409), so of two operators
   * moving a deadline at once one wins and the other is told, instead of the last one silently overwriting.
   */
  async setDeadline(
    operatorId: number,
    campaignId: number,
    deadline: Date | null,
    previous?: Date | null,
  ): Promise<ConsoleCampaign> {
    if (deadline !== null && deadline.getTime() <= this.#now().getTime()) {
      throw invalidField('deadline', 'The deadline must be in the future.');
    }
    await this.#act(operatorId, campaignId, 'campaign.deadline', async (campaign, trx, now) => {
      if (campaign.status === 'completed' || campaign.status === 'closed') {
        throw wrongState(campaign, 'the deadline of a finished campaign cannot change.');
      }
      if (
        previous !== undefined &&
        (campaign.deadline?.getTime() ?? null) !== (previous?.getTime() ?? null)
      ) {
        throw conflict(
          `The deadline of campaign ${campaign.id} was changed by someone else since you opened it; reload it.`,
        );
      }
      await this.#write(trx, campaign.id, { deadline }, now);
      return { after: { deadline: deadline?.toISOString() ?? null } };
    });
    return this.get(campaignId);
  }

  /**
   * Closes a published campaign for good (`active` → `closed`): no more donations, off the carousel, its page
   * still reachable by its link. 409 for any other state.
   */
  async close(operatorId: number, campaignId: number): Promise<ConsoleCampaign> {
    await this.#act(operatorId, campaignId, 'campaign.close', async (campaign, trx, now) => {
      if (campaign.status !== 'active') {
        throw campaign.status === 'closed'
          ? conflict(`Campaign ${campaign.id} is already closed.`)
          : wrongState(campaign, 'only a published campaign can be closed.');
      }
      await this.#write(trx, campaign.id, { status: 'closed', featured: false }, now);
      return {
        after: { status: 'closed', featured: false },
        notice: { kind: 'campaign_closed', title: campaign.title },
      };
    });
    return this.get(campaignId);
  }

  #write(trx: Transaction<Database>, id: number, change: CampaignChange, now: Date): Promise<void> {
    return new CampaignModerationRepository(trx).change(id, change, now);
  }

  #act(operatorId: number, campaignId: number, action: string, work: ActionWork): Promise<void> {
    return this.#campaigns.transaction((trx) =>
      this.#actIn(trx, operatorId, campaignId, action, (campaign, now) => work(campaign, trx, now)),
    );
  }

  /** Locks the campaign, runs `work`, records the audit entry and notifies the owner, all over `trx`. */
  async #actIn(
    trx: Transaction<Database>,
    operatorId: number,
    campaignId: number,
    action: string,
    work: (campaign: LockedCampaign, now: Date) => Promise<ActionResult>,
  ): Promise<void> {
    const campaign = await new CampaignModerationRepository(trx).lock(campaignId);
    if (!campaign) throw notFound('Campaign', campaignId);
    const now = this.#now();
    const { after, notice } = await work(campaign, now);
    const before = snapshot(campaign);
    await AuditLog.record(trx, {
      operatorId,
      action,
      targetType: 'campaign',
      targetId: campaign.id,
      before: Object.fromEntries(Object.keys(after).map((key) => [key, before[key as keyof typeof before]])),
      after,
    });
    if (notice && campaign.owner_id !== null) {
      await notifyCampaignOwner(trx, campaign.owner_id, campaign.id, notice);
    }
  }
}

/** What an action changed (the audit log's "after") and what its owner is told, if anything. */
interface ActionResult {
  after: Partial<Record<keyof ReturnType<typeof snapshot>, unknown>>;
  notice?: CampaignModerationNotice;
}

type ActionWork = (campaign: LockedCampaign, trx: Transaction<Database>, now: Date) => Promise<ActionResult>;
