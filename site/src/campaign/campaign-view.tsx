import { useRef } from 'react';
import { formatCreatedAgo, formatDate, type Campaign } from '@lomi/core';
import { ProgressMeter } from '@lomi/react';
import { categoryLabel } from '../category/category-label.ts';
import { EmbedCampaignButton } from '../embed-campaign/embed-campaign-button.tsx';
import { useSiteLanguage } from '../language/language-context.ts';
import { useSiteText } from '../language/use-site-text.ts';
import { CampaignDonations } from './campaign-donations.tsx';
import { DonateNow } from './donate-now.tsx';
import { DonationBanner } from './donation-banner.tsx';
import { ImageGallery } from './image-gallery.tsx';
import { OrganizationBlock } from './organization-block.tsx';

interface CampaignViewProps {
  campaign: Campaign;
  /** Changes whenever the campaign has been read again; the donations list then reloads too. */
  version: number;
  /** A donation made on this page succeeded. */
  onDonated: () => void;
}

/**
 * The campaign itself: title, photos, when and in which category, its story, progress, 'Donate now', the
 * organizer and the donations; with the thank-you banner when a payment has just brought the donor back.
 */
export function CampaignView({ campaign, version, onDonated }: CampaignViewProps) {
  const t = useSiteText();
  const { locale } = useSiteLanguage();
  const title = useRef<HTMLHeadingElement>(null);
  return (
    <article className="page campaign" data-state="ready" aria-labelledby="campaign-title">
      <DonationBanner focusAfter={() => title.current?.focus()} />
      <h1 id="campaign-title" ref={title} tabIndex={-1} className="page__title">
        {campaign.title}
      </h1>
      <div className="campaign__layout">
        <div className="campaign__gallery">
          <ImageGallery images={campaign.images} />
          <p className="campaign__meta">
            <time dateTime={campaign.created} title={formatDate(campaign.created, locale)}>
              {t('campaign.created', { ago: formatCreatedAgo(campaign.created, locale) })}
            </time>
            <span className="campaign__category">
              {t('campaign.category', { name: categoryLabel(t, campaign.category) })}
            </span>
          </p>
        </div>
        {/* Before the story in the source so that, on a phone, the progress comes right after the photos. */}
        <div className="campaign__side">
          <ProgressMeter
            collected={campaign.collected_amount}
            target={campaign.target_amount}
            currency="ETB"
          />
          <DonateNow campaign={campaign} onSucceeded={onDonated} />
          <EmbedCampaignButton campaign={campaign} />
          <OrganizationBlock organization={campaign.organization} />
        </div>
        <section className="campaign__story" aria-labelledby="campaign-about">
          <h2 id="campaign-about">{t('campaign.about')}</h2>
          <p className="campaign__description">{campaign.description}</p>
        </section>
      </div>
      <CampaignDonations campaignId={campaign.id} version={version} />
    </article>
  );
}
