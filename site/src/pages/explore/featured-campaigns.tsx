import type { ReactNode } from 'react';
import type { Campaign } from '@lomi/core';
import { useApi, type ApiState } from '../../shared/data/use-api.ts';
import { FeaturedCarousel } from '../../features/featured-carousel/featured-carousel.tsx';
import { LoadErrorBoundary } from '../../shared/load-error/load-error-boundary.tsx';
import { ErrorState } from '../../shared/status/error-state.tsx';
import { ExploreTextProvider, useExploreText } from './explore-text.ts';

/**
 * The featured campaigns at the top of /explore. The campaigns are requested at once, alongside the carousel's
 * texts rather than after them; until both are there an empty frame of the carousel's size holds the place.
 */
export function FeaturedCampaigns() {
  const featured = useApi('campaigns/featured', (client, signal) => client.campaigns.featured({ signal }));
  return (
    <LoadErrorBoundary>
      <ExploreTextProvider fallback={<FeaturedPlaceholder />}>
        <FeaturedSection featured={featured} />
      </ExploreTextProvider>
    </LoadErrorBoundary>
  );
}

function FeaturedSection({ featured }: { featured: ApiState<Campaign[]> & { retry: () => void } }) {
  const t = useExploreText();
  // Kept on screen while a refresh (after a donation from a slide) loads.
  if (featured.data) return <FeaturedCarousel campaigns={featured.data} onDonated={featured.retry} />;
  return (
    <FeaturedPlaceholder title={t('explore.featured.title')} busy={featured.state === 'loading'}>
      {featured.state === 'error' && <ErrorState onRetry={featured.retry} />}
    </FeaturedPlaceholder>
  );
}

interface FeaturedPlaceholderProps {
  /** The heading, once the texts are there. */
  title?: string;
  busy?: boolean;
  children?: ReactNode;
}

/** The carousel's frame with an empty slide, the same size as the real one (see featured-carousel.css). */
function FeaturedPlaceholder({ title, busy = true, children }: FeaturedPlaceholderProps) {
  const frame = (
    <>
      {title ? (
        <h2 id="featured-title" className="featured__heading">
          {title}
        </h2>
      ) : (
        <div className="featured__heading" />
      )}
      <div className="featured__controls" />
      <div className="featured__slides">
        <div className="featured__slide featured__slide--active">
          <div className="featured__image" />
          <div className="featured__body">{children}</div>
        </div>
      </div>
    </>
  );
  return title ? (
    <section className="featured" aria-labelledby="featured-title" aria-busy={busy}>
      {frame}
    </section>
  ) : (
    <div className="featured" aria-hidden="true">
      {frame}
    </div>
  );
}
