import type { ContactFundraiserAnswer } from '@lomi/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { CampaignRepository } from './campaign-repository.ts';
import type { ContactFundraiserBody } from './contact-fundraiser-schemas.ts';

/** Why a message could not be delivered. */
export type DeliveryFailure = 'campaign-not-found' | 'organizer-unreachable';

/**
 * Delivers a visitor's message to the organizer of a public campaign as a notification to the owner of its
 * organization (`kind` 'contact_message', like the donation notifications' snake_case kinds; `params` let
 * clients word the title in their language). `title` and `content` are English, as for the other kinds.
 */
export class FundraiserMessages {
  readonly #db: Kysely<Database>;
  readonly #campaigns: CampaignRepository;

  constructor(db: Kysely<Database>, campaigns: CampaignRepository) {
    this.#db = db;
    this.#campaigns = campaigns;
  }

  async deliver(
    campaignId: number,
    body: ContactFundraiserBody,
  ): Promise<ContactFundraiserAnswer | DeliveryFailure> {
    if (!(await this.#campaigns.existsPublic(campaignId))) return 'campaign-not-found';
    const campaign = await this.#db
      .selectFrom('campaigns as c')
      .innerJoin('organizations as o', 'o.id', 'c.organization_id')
      .leftJoin('users as u', (join) =>
        join.onRef('u.id', '=', 'o.owner_user_id').on('u.deleted_at', 'is', null),
      )
      .where('c.id', '=', campaignId)
      .select(['c.id', 'c.title', 'u.id as owner_id'])
      .executeTakeFirst();
    if (!campaign) return 'campaign-not-found';
    if (campaign.owner_id === null) return 'organizer-unreachable';

    const { created_at: created } = await this.#db
      .insertInto('notifications')
      .values({
        user_id: campaign.owner_id,
        title: 'New message about your campaign',
        content: `${body.name} (${body.email}) wrote about "${campaign.title}":\n${body.message}`,
        related_campaign_id: campaign.id,
        kind: 'contact_message',
        params: JSON.stringify({
          campaign_title: campaign.title,
          sender_name: body.name,
          sender_email: body.email,
          message: body.message,
        }),
      })
      .returning('created_at')
      .executeTakeFirstOrThrow();
    return { campaign_id: campaign.id, created: created.toISOString() };
  }
}
