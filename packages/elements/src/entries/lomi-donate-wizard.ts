// Embed entry chunk of <lomi-donate-wizard>: the loader imports it when the page has such a tag.
import { createDonateWizardElement } from '../donate-wizard/donate-wizard-element.tsx';
import { defineLomiElement } from '../define/define.ts';

defineLomiElement('lomi-donate-wizard', createDonateWizardElement());
