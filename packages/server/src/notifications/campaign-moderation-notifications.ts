import type { NotificationParams } from '@lomi/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { NotificationRepository } from './notification-repository.ts';

/** What the team did to a campaign that its owner is told of (issue 14 #4). */
export type CampaignModerationNotice =
  | { kind: 'campaign_published'; title: string }
  | { kind: 'campaign_rejected'; title: string; reason: string }
  | { kind: 'campaign_unpublished'; title: string; reason: string }
  | { kind: 'campaign_closed'; title: string };

/** The English title and content, kind and params of a notice (clients word it from kind and params). */
export function campaignModerationNotification(notice: CampaignModerationNotice) {
  switch (notice.kind) {
    case 'campaign_published':
      return {
        title: 'Your campaign is live',
        content: `Our team published “${notice.title}”: it is listed, searchable and takes donations.`,
        kind: notice.kind,
        params: JSON.stringify({
          campaign_title: notice.title,
        } satisfies NotificationParams<'campaign_published'>),
      };
    case 'campaign_rejected':
      return {
        title: 'Your campaign was not published',
        content: `Our team did not publish “${notice.title}”. Reason: ${notice.reason}`,
        kind: notice.kind,
        params: JSON.stringify({
          campaign_title: notice.title,
          reason: notice.reason,
        } satisfies NotificationParams<'campaign_rejected'>),
      };
    case 'campaign_unpublished':
      return {
        title: 'Your campaign was unpublished',
        content: `Our team took “${notice.title}” down: it is no longer public and takes no donations. Reason: ${notice.reason}`,
        kind: notice.kind,
        params: JSON.stringify({
          campaign_title: notice.title,
          reason: notice.reason,
        } satisfies NotificationParams<'campaign_unpublished'>),
      };
    case 'campaign_closed':
      return {
        title: 'Your campaign was closed',
        content: `Our team closed “${notice.title}”: it takes no more donations.`,
        kind: notice.kind,
        params: JSON.stringify({
          campaign_title: notice.title,
        } satisfies NotificationParams<'campaign_closed'>),
      };
  }
}

/** Tells `ownerId` of `notice` about campaign `campaignId`, in the transaction `trx` of the action. */
export async function notifyCampaignOwner(
  trx: Kysely<Database>,
  ownerId: number,
  campaignId: number,
  notice: CampaignModerationNotice,
): Promise<void> {
  await new NotificationRepository(trx).add({
    user_id: ownerId,
    ...campaignModerationNotification(notice),
    related_campaign_id: campaignId,
  });
}
