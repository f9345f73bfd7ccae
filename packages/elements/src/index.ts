// @lomi/elements for bundler users: the element classes' builders and the define step. Importing this
// module defines nothing; call `defineLomiElements()` (or `defineLomiElement` for one tag).
import { createCampaignCardElement } from './campaign-card/campaign-card-element.tsx';
import { createProgressMeterElement } from './progress-meter/progress-meter-element.tsx';
import { createDonateButtonElement } from './donate-button/donate-button-element.tsx';
import { createDonateDialogElement } from './donate-dialog/donate-dialog-element.tsx';
import { createDonateWizardElement } from './donate-wizard/donate-wizard-element.tsx';
import { createReportFormElement } from './report-form/report-form-element.tsx';
import { createSharePanelElement } from './share-panel/share-panel-element.tsx';
import { defineLomiElement } from './define/define.ts';

export {
  createCampaignCardElement,
  createDonateButtonElement,
  createDonateDialogElement,
  createDonateWizardElement,
  createProgressMeterElement,
  createReportFormElement,
  createSharePanelElement,
  defineLomiElement,
};
export type { CampaignCardElement } from './campaign-card/campaign-card-element.tsx';
export type { ProgressMeterElement } from './progress-meter/progress-meter-element.tsx';
export type { DonateButtonElement } from './donate-button/donate-button-element.tsx';
export type { DonateDialogElement } from './donate-dialog/donate-dialog-element.tsx';
export type { DonateWizardElement } from './donate-wizard/donate-wizard-element.tsx';
export type { ReportFormAttributes, ReportFormElement } from './report-form/report-form-element.tsx';
export type {
  LomiReportEventMap,
  LomiReportSubmittedDetail,
  LomiReportSubmittedEvent,
} from './report-form/report-events.ts';
export type { SharePanelElement } from './share-panel/share-panel-element.tsx';
export type { LomiShareEvent, LomiShareEventDetail, LomiShareEventMap } from './share-panel/share-events.ts';
export type { CampaignEmbedAttributes } from './embed-root/campaign-embed.tsx';
export type { LomiElementTagNameMap } from './define/define.ts';
export type {
  LomiDonationEvent,
  LomiDonationEventDetail,
  LomiDonationEventMap,
} from './donation-events/donation-events.ts';
export { lomiElementsVersion } from './version.ts';

/** Defines every Lomi element (skipping tags already defined). */
export function defineLomiElements(): void {
  defineLomiElement('lomi-campaign-card', createCampaignCardElement());
  defineLomiElement('lomi-progress-meter', createProgressMeterElement());
  defineLomiElement('lomi-donate-button', createDonateButtonElement());
  defineLomiElement('lomi-donate-dialog', createDonateDialogElement());
  defineLomiElement('lomi-donate-wizard', createDonateWizardElement());
  defineLomiElement('lomi-report-form', createReportFormElement());
  defineLomiElement('lomi-share-panel', createSharePanelElement());
}
