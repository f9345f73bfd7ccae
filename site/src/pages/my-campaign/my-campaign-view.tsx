import { memo } from 'react';
import { Link } from 'react-router';
import {
  formatDate,
  formatMoney,
  formatRemaining,
  hasReachedGoal,
  PUBLIC_CAMPAIGN_STATUSES,
  type CampaignStatus,
  type MyCampaign,
} from '@lomi/core';
import { ProgressMeter } from '@lomi/react';
import { CampaignQr } from '../campaign/campaign-qr.tsx';
import { CampaignMedia } from '../campaign/campaign-media.tsx';
import { CharityCard } from '../campaign/charity-card.tsx';
import { OrganizationBlock } from '../campaign/organization-block.tsx';
import { useSiteLanguage } from '../../language/language-context.ts';
import { useSiteText } from '../../language/use-site-text.ts';
import { campaignPath } from '../../routing/campaign-path.ts';
import { CampaignWithdrawals } from './campaign-withdrawals.tsx';
import { LatestDonations } from './latest-donations.tsx';
import { useMyCampaignText } from './my-campaign-text.ts';
import { ShareCampaignButton } from './share-campaign-button.tsx';

const isPublic = (status: CampaignStatus) =>
  (PUBLIC_CAMPAIGN_STATUSES as readonly CampaignStatus[]).includes(status);

/**
 * The body of the creator dashboard (§2 Creator dashboard), below its title and live status: the goal banner,
 * photos and video, when, in which category, by whom and in which status, the story, collected against the
 * goal (with what came in birr and in dollars), 'Share Campaign', the organization and the charity, the QR code
 * the latest donations and this campaign's withdrawals. Renders again only when the polled campaign changes.
 */
export const MyCampaignView = memo(function MyCampaignView({ campaign }: { campaign: MyCampaign }) {
  const t = useMyCampaignText();
  const site = useSiteText();
  const { locale } = useSiteLanguage();
  // Only a campaign with a USD goal alone has its goal converted to birr (see `target_amount`): say so.
  const usdGoalOnly = campaign.goalEtbAmount === 0 && campaign.goalUsdAmount > 0;
  // Not public (a draft, in review, rejected): no public page, link or QR code to share yet.
  const visible = isPublic(campaign.status);
  return (
    <>
      <ReviewBanner campaign={campaign} />
      {/* Always there, so a goal reached while the owner watches is announced. */}
      <div className="my-campaign__goal-region" role="status">
        {hasReachedGoal(campaign.collected_amount, campaign.target_amount) && (
          <p className="my-campaign__goal">{t('myCampaign.goalReached')}</p>
        )}
      </div>
      <div className="campaign__layout">
        <CampaignMedia campaign={campaign}>
          <span>{t('myCampaign.organizer', { name: campaign.organization.name })}</span>
          <span className="my-campaign__status" data-status={campaign.status}>
            {t('myCampaign.status', { status: t(`myCampaign.status.${campaign.status}`) })}
          </span>
        </CampaignMedia>
        <div className="campaign__side">
          <section className="my-campaign__progress" aria-labelledby="my-campaign-progress">
            <h2 id="my-campaign-progress">{t('myCampaign.progress.heading')}</h2>
            <ProgressMeter
              collected={campaign.collected_amount}
              target={campaign.target_amount}
              currency="ETB"
            />
            {usdGoalOnly && (
              <p className="my-campaign__note">
                {t('myCampaign.progress.usdGoal', {
                  goal: formatMoney(campaign.goalUsdAmount, 'USD', locale),
                })}
              </p>
            )}
            <dl className="my-campaign__totals">
              {(campaign.etbAmount > 0 || campaign.goalEtbAmount > 0) && (
                <div>
                  <dt>{t('myCampaign.progress.etb')}</dt>
                  <dd>{formatMoney(campaign.etbAmount, 'ETB', locale)}</dd>
                </div>
              )}
              {(campaign.usdAmount > 0 || campaign.goalUsdAmount > 0) && (
                <div>
                  <dt>{t('myCampaign.progress.usd')}</dt>
                  <dd>{formatMoney(campaign.usdAmount, 'USD', locale)}</dd>
                </div>
              )}
            </dl>
            {campaign.deadline && (
              <p className="campaign__remaining">
                <time dateTime={campaign.deadline} title={formatDate(campaign.deadline, locale)}>
                  {formatRemaining(campaign.deadline, locale)}
                </time>
              </p>
            )}
          </section>
          {visible && (
            <div className="my-campaign__actions">
              <ShareCampaignButton campaign={campaign} />
              <Link className="button button--secondary" to={campaignPath(campaign.id)}>
                {t('myCampaign.publicPage')}
              </Link>
            </div>
          )}
          <OrganizationBlock organization={campaign.organization} />
          {campaign.createdByCharity && campaign.charityId !== null && (
            <CharityCard charityId={campaign.charityId} />
          )}
        </div>
        <section className="campaign__story" aria-labelledby="my-campaign-about">
          <h2 id="my-campaign-about">{site('campaign.about')}</h2>
          <p className="campaign__description">{campaign.description}</p>
        </section>
        {visible && (
          <div className="campaign__sharing">
            <CampaignQr campaignId={campaign.id} />
          </div>
        )}
      </div>
      <LatestDonations campaign={campaign} />
      <CampaignWithdrawals campaignId={campaign.id} />
    </>
  );
});

/**
 * What the team's review means for the owner: a campaign in review waits to be published; a rejected or
 * unpublished one says why (its `review_note`). Nothing for the other statuses.
 */
function ReviewBanner({ campaign }: { campaign: Pick<MyCampaign, 'status' | 'review_note'> }) {
  const t = useMyCampaignText();
  if (campaign.status === 'in_review') {
    return (
      <p className="my-campaign__review" data-status="in_review">
        {t('myCampaign.review.inReview')}
      </p>
    );
  }
  if (campaign.status === 'rejected' || campaign.status === 'unpublished') {
    return (
      <div className="my-campaign__review" data-status={campaign.status}>
        <p>{t(`myCampaign.review.${campaign.status}`)}</p>
        {campaign.review_note && <p>{t('myCampaign.review.reason', { reason: campaign.review_note })}</p>}
      </div>
    );
  }
  return null;
}
