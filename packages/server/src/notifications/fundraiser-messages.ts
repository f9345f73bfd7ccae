import type { ContactFundraiserAnswer, NotificationParams } from '@lomi/core';
import type { CampaignRepository } from '../campaigns/campaign-repository.ts';
import type { NotificationRepository } from './notification-repository.ts';

/** Who wrote a message: their name and e-mail address, or null for both once their account is deleted. */
export interface MessageSender {
  name: string | null;
  email: string | null;
}

/**
 * The title, English content, kind and params of a Contact Fundraiser notification. Also used to rewrite
 * one without its sender when the sender deletes their account (see anonymizeNotificationsAbout).
 */
export function contactMessageNotification(sender: MessageSender, campaignTitle: string, message: string) {
  const from =
    sender.name === null || sender.email === null
      ? 'Someone whose account has since been deleted'
      : `${sender.name} (${sender.email})`;
  return {
    title: 'New message about your campaign',
    content: `${from} wrote about "${campaignTitle}":\n${message}`,
    kind: 'contact_message',
    params: JSON.stringify({
      campaign_title: campaignTitle,
      sender_name: sender.name,
      sender_email: sender.email,
      message,
    } satisfies NotificationParams<'contact_message'>),
  };
}

/** A visitor's validated message: who they are and what they wrote. */
export interface ContactMessage {
  name: string;
  email: string;
  message: string;
}

/** Why a message could not be delivered. */
export type DeliveryFailure = 'campaign-not-found' | 'organizer-unreachable';

/**
 * Delivers a visitor's message to the organizer of a public campaign as a notification to the owner of its
 * organization (`kind` 'contact_message', like the donation notifications' snake_case kinds; `params` let
 * clients word the title in their language). `title` and `content` are English, as for the other kinds.
 */
export class FundraiserMessages {
  readonly #notifications: NotificationRepository;
  readonly #campaigns: CampaignRepository;

  constructor(notifications: NotificationRepository, campaigns: CampaignRepository) {
    this.#notifications = notifications;
    this.#campaigns = campaigns;
  }

  /** Delivers `body`; `senderUserId` is the signed-in sender's account (null for a visitor). */
  async deliver(
    campaignId: number,
    body: ContactMessage,
    senderUserId: number | null = null,
  ): Promise<ContactFundraiserAnswer | DeliveryFailure> {
    if (!(await this.#campaigns.existsPublic(campaignId))) return 'campaign-not-found';
    const campaign = await this.#notifications.campaignRecipient(campaignId);
    if (!campaign) return 'campaign-not-found';
    if (campaign.owner_id === null) return 'organizer-unreachable';

    const created = await this.#notifications.add({
      user_id: campaign.owner_id,
      ...contactMessageNotification({ name: body.name, email: body.email }, campaign.title, body.message),
      related_campaign_id: campaign.id,
      // So the sender's name and address can be taken out if they delete their account.
      subject_user_id: senderUserId,
    });
    return { campaign_id: campaign.id, created: created.toISOString() };
  }
}
