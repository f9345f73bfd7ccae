import { useRef } from 'react';
import { Link } from 'react-router';
import { formatDate, formatRemaining, type Campaign } from '@lomi/core';
import { ProgressMeter } from '@lomi/react';
import { EmbedCampaignButton } from '../../features/embed-campaign/embed-campaign-button.tsx';
import { useSiteLanguage } from '../../language/language-context.ts';
import { useSiteText } from '../../language/use-site-text.ts';
import { CampaignDonations } from './campaign-donations.tsx';
import { CampaignMedia } from './campaign-media.tsx';
import { CampaignQr } from './campaign-qr.tsx';
import { CampaignShare } from './campaign-share.tsx';
import { useCampaignText } from './campaign-text.ts';
import { CharityCard } from './charity-card.tsx';
import { DonateNow } from './donate-now.tsx';
import { DonationBanner } from './donation-banner.tsx';
import { MoreCampaigns } from './more-campaigns.tsx';
import { OrganizationBlock } from './organization-block.tsx';
import { OrganizerContact } from './organizer-contact.tsx';
import { OwnerTools } from './owner-tools.tsx';
import { useCampaignOwnership } from './use-campaign-ownership.ts';

interface CampaignViewProps {
  campaign: Campaign;
  /** Changes whenever the campaign has been read again; the donations list then reloads too. */
  version: number;
  /** A donation made on this page succeeded, or the owner changed the campaign: read it again. */
  onChanged: () => void;
}

/**
 * The campaign itself (§2 Campaign detail): title, photos and video, when and in which category, its story,
 * progress and time left, 'Donate now', the owner's tools or the organizer's contacts, the organizer and the
 * charity, sharing, the QR code and the report link, the donations and the organization's other campaigns;
 * with the thank-you banner when a payment has just brought the donor back.
 */
export function CampaignView({ campaign, version, onChanged }: CampaignViewProps) {
  const t = useSiteText();
  const text = useCampaignText();
  const { locale } = useSiteLanguage();
  const title = useRef<HTMLHeadingElement>(null);
  const ownership = useCampaignOwnership(campaign.id);
  return (
    <article className="page campaign" data-state="ready" aria-labelledby="campaign-title">
      <DonationBanner focusAfter={() => title.current?.focus()} />
      <h1 id="campaign-title" ref={title} tabIndex={-1} className="page__title">
        {campaign.title}
      </h1>
      <div className="campaign__layout">
        <CampaignMedia campaign={campaign} />
        {/* Before the story in the source so that, on a phone, the progress comes right after the photos. */}
        <div className="campaign__side">
          <ProgressMeter
            collected={campaign.collected_amount}
            target={campaign.target_amount}
            currency="ETB"
          />
          {campaign.deadline && (
            <p className="campaign__remaining">
              <time dateTime={campaign.deadline} title={formatDate(campaign.deadline, locale)}>
                {formatRemaining(campaign.deadline, locale)}
              </time>
            </p>
          )}
          <DonateNow campaign={campaign} onSucceeded={onChanged} />
          <EmbedCampaignButton campaign={campaign} />
          {ownership === 'owner' && <OwnerTools campaign={campaign} onChanged={onChanged} />}
          {ownership === 'visitor' && <OrganizerContact campaign={campaign} />}
          <OrganizationBlock organization={campaign.organization} />
          {campaign.createdByCharity && campaign.charityId !== null && (
            <CharityCard charityId={campaign.charityId} />
          )}
        </div>
        <section className="campaign__story" aria-labelledby="campaign-about">
          <h2 id="campaign-about">{t('campaign.about')}</h2>
          <p className="campaign__description">{campaign.description}</p>
        </section>
        <div className="campaign__sharing">
          <CampaignShare campaignId={campaign.id} title={campaign.title} />
          <CampaignQr campaignId={campaign.id} />
          <p className="campaign__report">
            <Link to={`/report/${campaign.id}`}>{text('campaignDetail.report')}</Link>
          </p>
        </div>
      </div>
      <CampaignDonations campaignId={campaign.id} version={version} />
      <MoreCampaigns campaign={campaign} viewerIsOwner={ownership === 'owner'} />
    </article>
  );
}
