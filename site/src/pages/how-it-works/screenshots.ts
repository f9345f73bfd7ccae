import type { Locale } from '@lomi/core';

// The screenshots of /howitworks: real screens of the site on a phone, captured in each language by
// site/build/how-it-works-screenshots.ts into site/public/how-it-works/. Free of runtime imports so that
// script (plain Node) and the page share these figures.

/** The seven steps of §2 /howitworks (§9: seven how-it-works steps). */
export const HOW_IT_WORKS_STEPS = [1, 2, 3, 4, 5, 6, 7] as const;

export type HowItWorksStep = (typeof HOW_IT_WORKS_STEPS)[number];

/** The phone the screens are captured on, in CSS pixels. */
export const SCREENSHOT_VIEWPORT = { width: 360, height: 740 } as const;

/** Device pixels per CSS pixel of the enlarged screenshot: sharp on most phones, still small. */
export const SCREENSHOT_SCALE = 1.5;

/** Size of the enlarged screenshot file, in pixels. */
export const SCREENSHOT_SIZE = {
  width: SCREENSHOT_VIEWPORT.width * SCREENSHOT_SCALE,
  height: SCREENSHOT_VIEWPORT.height * SCREENSHOT_SCALE,
} as const;

/** Size of the thumbnail on the page, in CSS pixels; its file has twice as many pixels for sharp screens. */
export const THUMBNAIL_SIZE = {
  width: 150,
  height: Math.round((150 * SCREENSHOT_VIEWPORT.height) / SCREENSHOT_VIEWPORT.width),
} as const;

/** Where a screenshot is served from (and, under site/public, stored). */
export function screenshotPath(locale: Locale, step: HowItWorksStep, size: 'full' | 'thumbnail'): string {
  return `/how-it-works/${locale}/step-${step}${size === 'thumbnail' ? '-thumb' : ''}.webp`;
}
