import type { ReactNode } from 'react';
import { formatCreatedAgo, formatDate, type Campaign } from '@lomi/core';
import { categoryLabel } from '../../features/category/category-label.ts';
import { useSiteLanguage } from '../../language/language-context.ts';
import { useSiteText } from '../../language/use-site-text.ts';
import { CampaignVideo } from './campaign-video.tsx';
import { ImageGallery } from './image-gallery.tsx';

interface CampaignMediaProps {
  campaign: Pick<Campaign, 'images' | 'video_url' | 'title' | 'created' | 'category'>;
  /** More facts for the line under the photos (the creator dashboard adds the organizer and the status). */
  children?: ReactNode;
}

/**
 * The top of a campaign, on its page and on its creator dashboard alike: the photos, the video, and a line
 * saying when it was created and in which category.
 */
export function CampaignMedia({ campaign, children }: CampaignMediaProps) {
  const t = useSiteText();
  const { locale } = useSiteLanguage();
  return (
    <div className="campaign__gallery">
      <ImageGallery images={campaign.images} />
      <CampaignVideo videoUrl={campaign.video_url} title={campaign.title} />
      <p className="campaign__meta">
        <time dateTime={campaign.created} title={formatDate(campaign.created, locale)}>
          {t('campaign.created', { ago: formatCreatedAgo(campaign.created, locale) })}
        </time>
        <span className="campaign__category">
          {t('campaign.category', { name: categoryLabel(t, campaign.category) })}
        </span>
        {children}
      </p>
    </div>
  );
}
