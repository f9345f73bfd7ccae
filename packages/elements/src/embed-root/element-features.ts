import type { MessageFeature } from '@lomi/core';

/**
 * The message features each element shows, so it loads only their catalogs. Read by the elements, and by
 * the build's manifest and size budgets (plain data, importable by Node without a bundler).
 */
export const ELEMENT_FEATURES = {
  'lomi-campaign-card': ['campaign-state', 'progress-meter', 'campaign-card'],
  'lomi-progress-meter': ['campaign-state', 'progress-meter'],
  'lomi-donate-button': ['donation', 'donate-dialog'],
  'lomi-donate-dialog': ['donation', 'donate-dialog'],
  'lomi-donate-wizard': ['campaign-state', 'donation', 'donate-wizard'],
  'lomi-report-form': ['report-form'],
  'lomi-share-panel': ['campaign-state', 'share-panel'],
} as const satisfies Record<`lomi-${string}`, readonly MessageFeature[]>;

/** A tag @lomi/elements defines. */
export type LomiTag = keyof typeof ELEMENT_FEATURES;
