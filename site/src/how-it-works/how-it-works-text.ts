import { createPageCatalog } from '../page-text/create-page-catalog.tsx';
import {
  loadHowItWorksMessages,
  type HowItWorksMessageKey,
} from '../i18n/how-it-works/how-it-works-messages.ts';

/** The texts of /howitworks, fetched when it is first shown. */
const howItWorksCatalog = createPageCatalog<HowItWorksMessageKey>(loadHowItWorksMessages);

/** Gives its children the /howitworks texts (`useHowItWorksText`) on top of the site's. */
export const HowItWorksTextProvider = howItWorksCatalog.Provider;

/** The typed translator of /howitworks; only inside `HowItWorksTextProvider`. */
export const useHowItWorksText = howItWorksCatalog.useText;
