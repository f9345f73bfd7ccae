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

/**
 * The elements that fetch their campaign (`campaign-id`) as soon as they render, whose request the loader
 * starts beside their code (`loader/campaign-prefetch.ts`). Not the donate button (its dialog asks once
 * it is loaded) nor the report form (it sends, never reads).
 */
export const CAMPAIGN_TAGS = [
  'lomi-campaign-card',
  'lomi-progress-meter',
  'lomi-donate-dialog',
  'lomi-donate-wizard',
  'lomi-share-panel',
] as const satisfies readonly LomiTag[];
