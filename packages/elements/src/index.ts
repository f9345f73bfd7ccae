// @lomi/elements for bundler users: the element classes' builders and the define step. Importing this
// module defines nothing; call `defineLomiElements()` (or `defineLomiElement` for one tag).
import { createCampaignCardElement } from './campaign-card/campaign-card-element.tsx';
import { createProgressMeterElement } from './progress-meter/progress-meter-element.tsx';
import { defineLomiElement } from './define/define.ts';

export { createCampaignCardElement, createProgressMeterElement, defineLomiElement };
export type { CampaignCardElement } from './campaign-card/campaign-card-element.tsx';
export type { ProgressMeterElement } from './progress-meter/progress-meter-element.tsx';
export type { CampaignEmbedAttributes } from './embed-root/campaign-embed.tsx';
export type { LomiElementTagNameMap } from './define/define.ts';
export { lomiElementsVersion } from './version.ts';

/** Defines every Lomi element (skipping tags already defined). */
export function defineLomiElements(): void {
  defineLomiElement('lomi-campaign-card', createCampaignCardElement());
  defineLomiElement('lomi-progress-meter', createProgressMeterElement());
}
