import { createPageCatalog, type PageCatalogKey } from '../../shared/page-text/create-page-catalog.tsx';

/** The texts of the Asrat page, fetched when it is first shown. */
const asratCatalog = createPageCatalog({
  en: () => import('../../i18n/asrat/en.json', { with: { type: 'json' } }),
  am: () => import('../../i18n/asrat/am.json', { with: { type: 'json' } }),
});

/** Gives its children the Asrat page's texts (`useAsratText`) on top of the site's. */
export const AsratTextProvider = asratCatalog.Provider;

/** The typed translator of the Asrat page; only inside `AsratTextProvider`. */
export const useAsratText = asratCatalog.useText;

/** The keys of the catalog's texts (site/src/i18n/asrat/en.json). */
export type AsratMessageKey = PageCatalogKey<typeof asratCatalog>;
