import { createPageCatalog, type PageCatalogKey } from '../../shared/page-text/create-page-catalog.tsx';

/** The texts of /howitworks, fetched when it is first shown. */
const howItWorksCatalog = createPageCatalog({
  en: () => import('../../i18n/how-it-works/en.json', { with: { type: 'json' } }),
  am: () => import('../../i18n/how-it-works/am.json', { with: { type: 'json' } }),
});

/** Gives its children the /howitworks texts (`useHowItWorksText`) on top of the site's. */
export const HowItWorksTextProvider = howItWorksCatalog.Provider;

/** The typed translator of /howitworks; only inside `HowItWorksTextProvider`. */
export const useHowItWorksText = howItWorksCatalog.useText;

/** The keys of the catalog's texts (site/src/i18n/how-it-works/en.json). */
export type HowItWorksMessageKey = PageCatalogKey<typeof howItWorksCatalog>;
