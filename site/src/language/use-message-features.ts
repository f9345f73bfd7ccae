import { useEffect } from 'react';
import type { MessageFeature } from '@lomi/core';
import { useSiteLanguage } from './language-context.ts';

/**
 * Loads the messages of shared components a page shows beyond those every page has (e.g. `donate-dialog`),
 * and says whether they are there; render those components only once it returns true. Pass a constant array.
 */
export function useMessageFeatures(features: readonly MessageFeature[]): boolean {
  const { loadedFeatures, addFeatures } = useSiteLanguage();
  const ready = features.every((feature) => loadedFeatures.includes(feature));
  useEffect(() => {
    if (!ready) addFeatures(features);
  }, [ready, features, addFeatures]);
  return ready;
}
