import { Link } from 'react-router';
import { FEATURED_IMAGE_SIZES, type Campaign } from '@lomi/core';
import { ProgressMeter, useLomiClient, useTranslate } from '@lomi/react';
import { categoryLabel } from '../category/category-label.ts';
import { useExploreText } from '../../pages/explore/explore-text.ts';
import { useSiteText } from '../../language/use-site-text.ts';
import { LazyDialogButton } from '../../shared/lazy-dialog/lazy-dialog-button.tsx';
import { campaignPath } from '../../routing/campaign-path.ts';
import { loadDonateDialog } from './featured-donate-dialog.tsx';

interface FeaturedSlideProps {
  campaign: Campaign;
  /** Position from 0, and the number of slides. */
  index: number;
  count: number;
  /** The slide shown; the others are inert and hidden from assistive technology. */
  active: boolean;
  /** 'Donate Now' was pressed. */
  onDonate: (campaign: Campaign) => void;
}

/** One featured campaign: its first photo, category, title, organization, a summary, progress and the two actions. */
export function FeaturedSlide({ campaign, index, count, active, onDonate }: FeaturedSlideProps) {
  const t = useExploreText();
  const site = useSiteText();
  const shared = useTranslate();
  const client = useLomiClient();
  const image = campaign.images[0];
  const titleId = `featured-slide-${campaign.id}`;

  return (
    <div
      className={active ? 'featured__slide featured__slide--active' : 'featured__slide'}
      role="group"
      aria-roledescription={t('explore.featured.slide')}
      aria-label={t('explore.featured.position', { index: index + 1, count })}
      aria-hidden={active ? undefined : true}
      inert={!active}
      data-campaign-id={campaign.id}
    >
      {image ? (
        <img
          className="featured__image"
          srcSet={image.srcset ? client.urls.mediaSrcset(image.srcset) : undefined}
          sizes={image.srcset ? FEATURED_IMAGE_SIZES : undefined}
          src={client.urls.media(image.url)}
          // The heading next to it names the campaign; a photo without its own description is decoration.
          alt={image.alt}
          // The first slide is what a visitor sees first (likely the page's largest paint); the rest can wait.
          loading={index === 0 ? 'eager' : 'lazy'}
          fetchPriority={index === 0 ? 'high' : 'auto'}
          decoding="async"
          draggable={false}
        />
      ) : (
        <div className="featured__image featured__image--empty">{shared('campaign-card.no-photo')}</div>
      )}
      <div className="featured__body">
        <p className="featured__category">{categoryLabel(site, campaign.category)}</p>
        <h3 className="featured__title" id={titleId}>
          {campaign.title}
        </h3>
        <p className="featured__organization">{campaign.organization.name}</p>
        <p className="featured__description">{campaign.description}</p>
        <ProgressMeter collected={campaign.collected_amount} target={campaign.target_amount} currency="ETB" />
        <div className="featured__actions">
          <LazyDialogButton
            load={loadDonateDialog}
            className="button button--primary"
            aria-describedby={titleId}
            onClick={() => onDonate(campaign)}
          >
            {t('explore.featured.donate')}
          </LazyDialogButton>
          <Link
            className="button button--secondary"
            to={campaignPath(campaign.id)}
            aria-describedby={titleId}
          >
            {t('explore.featured.learnMore')}
          </Link>
        </div>
      </div>
    </div>
  );
}
