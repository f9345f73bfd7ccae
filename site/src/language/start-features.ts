import type { MessageFeature } from '@lomi/core';

/**
 * The shared components' message groups every page may need, loaded before the first paint: campaign cards and
 * progress, and the toasts' labels. The donate dialog's and wizard's groups are loaded by the pages that show them
 * (`useMessageFeatures`), so a first visit to a page without them does not download them. Its own module, free
 * of runtime imports, so the size report (build/first-load-size.ts) can read it under plain Node.
 */
export const START_FEATURES = [
  'campaign-state',
  'progress-meter',
  'campaign-card',
  // The toast region's two labels: any page may show a toast (site/src/app/app.tsx).
  'toast',
] as const satisfies readonly MessageFeature[];
