import { useId, useState, type FocusEvent } from 'react';
import { FEATURED_CAROUSEL_MS, type Campaign, type DonationEventDetail } from '@lomi/core';
import { useExploreText } from '../../pages/explore/explore-text.ts';
import { CarouselControls } from './carousel-controls.tsx';
import { FeaturedDonateDialog } from './featured-donate-dialog.tsx';
import { FeaturedSlide } from './featured-slide.tsx';
import { useCarousel } from './use-carousel.ts';
import './featured-carousel.css';

interface FeaturedCarouselProps {
  /** `GET /api/campaigns/featured`, in its order. */
  campaigns: readonly Campaign[];
  /** A mobile-money donation made from a slide succeeded; the page can refresh the amounts. */
  onDonated?: (detail: DonationEventDetail) => void;
}

/**
 * The featured-campaign carousel of §2 Explore, built on the WAI-ARIA carousel pattern: it advances every 5 s and
 * loops, rests while hovered or focused, has a pause/play button, arrows and dots, and stands still under
 * `prefers-reduced-motion`. Each slide offers 'Donate Now' (the campaign page's donate dialog) and 'Learn More'
 * (the campaign page). No campaigns: 'No featured campaigns'.
 */
export function FeaturedCarousel({ campaigns, onDonated }: FeaturedCarouselProps) {
  const t = useExploreText();
  const titleId = useId();
  const slidesId = useId();
  const [donating, setDonating] = useState<Campaign | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const count = campaigns.length;
  // The dialog's slide must stay put: closing it gives focus back to that slide's 'Donate Now'.
  const carousel = useCarousel({ count, intervalMs: FEATURED_CAROUSEL_MS, held: dialogOpen });
  // The first photo shows at once (it is the page's largest paint); later ones fade in as slides change.
  const [firstActive] = useState(carousel.active);
  const moved = carousel.active !== firstActive;
  const [hasMoved, setHasMoved] = useState(false);
  if (moved && !hasMoved) setHasMoved(true);

  if (count === 0) {
    return (
      <section className="featured" aria-labelledby={titleId} data-state="empty">
        <h2 id={titleId} className="featured__heading">
          {t('explore.featured.title')}
        </h2>
        <p className="featured__empty">{t('explore.featured.empty')}</p>
      </section>
    );
  }

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) carousel.setFocused(false);
  };

  return (
    <section
      className="featured"
      aria-roledescription={t('explore.featured.carousel')}
      aria-labelledby={titleId}
      data-state="ready"
      data-rotating={carousel.rotating}
      data-moved={hasMoved || undefined}
      onMouseEnter={() => carousel.setHovered(true)}
      onMouseLeave={() => carousel.setHovered(false)}
      onFocus={() => carousel.setFocused(true)}
      onBlur={onBlur}
    >
      <h2 id={titleId} className="featured__heading">
        {t('explore.featured.title')}
      </h2>
      {count > 1 && <CarouselControls carousel={carousel} count={count} slidesId={slidesId} />}
      {/* Announces the new slide when the visitor changes it, but not every 5 s while it turns by itself. */}
      <div id={slidesId} className="featured__slides" aria-live={carousel.rotating ? 'off' : 'polite'}>
        {campaigns.map((campaign, index) => (
          <FeaturedSlide
            key={campaign.id}
            campaign={campaign}
            index={index}
            count={count}
            active={index === carousel.active}
            onDonate={(chosen) => {
              setDonating(chosen);
              setDialogOpen(true);
            }}
          />
        ))}
      </div>
      {donating && (
        <FeaturedDonateDialog
          campaign={donating}
          open={dialogOpen}
          onClose={() => setDialogOpen(false)}
          onSucceeded={(detail) => onDonated?.(detail)}
        />
      )}
    </section>
  );
}
