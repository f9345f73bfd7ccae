import { lomiElementsVersion } from '../version.ts';
import type { CampaignCardElement } from '../campaign-card/campaign-card-element.tsx';
import type { ProgressMeterElement } from '../progress-meter/progress-meter-element.tsx';
import type { DonateButtonElement } from '../donate-button/donate-button-element.tsx';
import type { DonateDialogElement } from '../donate-dialog/donate-dialog-element.tsx';
import type { DonateWizardElement } from '../donate-wizard/donate-wizard-element.tsx';
import type { ReportFormElement } from '../report-form/report-form-element.tsx';
import type { SharePanelElement } from '../share-panel/share-panel-element.tsx';

/** The tags @lomi/elements defines, with the class of each. */
export interface LomiElementTagNameMap {
  'lomi-campaign-card': CampaignCardElement;
  'lomi-progress-meter': ProgressMeterElement;
  'lomi-donate-button': DonateButtonElement;
  'lomi-donate-dialog': DonateDialogElement;
  'lomi-donate-wizard': DonateWizardElement;
  'lomi-report-form': ReportFormElement;
  'lomi-share-panel': SharePanelElement;
}

declare global {
  // `document.querySelector('lomi-donate-dialog')` is typed with the element's attributes and properties.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementTagNameMap extends LomiElementTagNameMap {}
}

const versionKey = Symbol.for('lomi.elements.version');

type Versioned = CustomElementConstructor & { [versionKey]?: string };

/**
 * Defines `tag` as `constructor`. Defining a tag twice (the snippet pasted twice on one page) is harmless:
 * the first definition stays, quietly when it is the same version, with a `[lomi]` warning otherwise.
 */
export function defineLomiElement<Tag extends keyof LomiElementTagNameMap>(
  tag: Tag,
  constructor: CustomElementConstructor,
  registry: CustomElementRegistry = customElements,
): void {
  const existing = registry.get(tag) as Versioned | undefined;
  if (existing) {
    const existingVersion = existing[versionKey] ?? 'unknown';
    if (existingVersion !== lomiElementsVersion) {
      console.warn(
        `[lomi] <${tag}> is already defined by @lomi/elements ${existingVersion}; version ${lomiElementsVersion} is ignored. Include the Lomi snippet's script only once.`,
      );
    }
    return;
  }
  Object.defineProperty(constructor, versionKey, { value: lomiElementsVersion });
  registry.define(tag, constructor);
}
