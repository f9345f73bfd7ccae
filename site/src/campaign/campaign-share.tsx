import { lazy, Suspense } from 'react';
import { LoadErrorBoundary } from '../load-error/load-error-boundary.tsx';

const CampaignSharePanel = lazy(() => import('./campaign-share-panel.tsx'));

interface CampaignShareProps {
  campaignId: number;
  title: string;
  /** The site path to share, when it is not the page's own (the creator dashboard shares the campaign page). */
  path?: string;
}

/**
 * The share panel, whose code, styles and texts arrive after the page's first paint: it is not what a
 * visitor looks at first, and it keeps the page's first download small.
 */
export function CampaignShare(props: CampaignShareProps) {
  return (
    <div className="campaign-share">
      <LoadErrorBoundary>
        <Suspense fallback={null}>
          <CampaignSharePanel {...props} />
        </Suspense>
      </LoadErrorBoundary>
    </div>
  );
}
