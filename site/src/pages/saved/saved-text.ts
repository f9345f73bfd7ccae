import { createPageCatalog, type PageCatalogKey } from '../../shared/page-text/create-page-catalog.tsx';

/** The texts of the saved campaigns page, fetched when it is shown. */
const savedCatalog = createPageCatalog({
  en: () => import('../../i18n/saved/en.json', { with: { type: 'json' } }),
  am: () => import('../../i18n/saved/am.json', { with: { type: 'json' } }),
});

/** Gives its children the texts of the saved campaigns page (`useSavedText`) on top of the site's. */
export const SavedTextProvider = savedCatalog.Provider;

/** The typed translator of the saved campaigns page; only inside `SavedTextProvider`. */
export const useSavedText = savedCatalog.useText;

/** The keys of the catalog's texts (site/src/i18n/saved/en.json). */
export type SavedMessageKey = PageCatalogKey<typeof savedCatalog>;
