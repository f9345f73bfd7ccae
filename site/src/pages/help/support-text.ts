import { createPageCatalog, type PageCatalogKey } from '../../shared/page-text/create-page-catalog.tsx';

/**
 * The texts of /faq and /help: one catalog for both, since both show the ask-a-question form (two nested
 * catalogs would be fetched one after the other).
 */
const supportCatalog = createPageCatalog({
  en: () => import('../../i18n/support/en.json', { with: { type: 'json' } }),
  am: () => import('../../i18n/support/am.json', { with: { type: 'json' } }),
});

/** Gives its children the FAQ and help texts (`useSupportText`) on top of the site's. */
export const SupportTextProvider = supportCatalog.Provider;

/** The typed translator of the FAQ and help texts; only inside `SupportTextProvider`. */
export const useSupportText = supportCatalog.useText;

/** The keys of the catalog's texts (site/src/i18n/support/en.json). */
export type SupportMessageKey = PageCatalogKey<typeof supportCatalog>;
