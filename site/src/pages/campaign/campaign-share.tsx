import { lazy, Suspense } from 'react';
import { Deferred } from '../../shared/deferred/deferred.tsx';
import { LoadErrorBoundary } from '../../shared/load-error/load-error-boundary.tsx';

const CampaignSharePanel = lazy(() => import('./campaign-share-panel.tsx'));

interface CampaignShareProps {
  campaignId: number;
  title: string;
  /** The site path to share, when it is not the page's own (the creator dashboard shares the campaign page). */
  path?: string;
}

/**
 * The share panel, whose code, styles and texts arrive once it comes near the screen (or the visitor starts
 * using the page): on a phone it sits below the story, and fetching it during the load would compete with
 * the campaign's photo.
 */
export function CampaignShare(props: CampaignShareProps) {
  return (
    <Deferred className="campaign-share">
      <LoadErrorBoundary>
        <Suspense fallback={null}>
          <CampaignSharePanel {...props} />
        </Suspense>
      </LoadErrorBoundary>
    </Deferred>
  );
}
