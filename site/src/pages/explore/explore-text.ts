import {
  createPageCatalog,
  preloadInDocumentLanguage,
  type PageCatalogKey,
} from '../../shared/page-text/create-page-catalog.tsx';

/** The Explore page's own texts (the featured carousel), fetched when the page is shown. */
const exploreCatalog = createPageCatalog({
  en: () => import('../../i18n/explore/en.json', { with: { type: 'json' } }),
  am: () => import('../../i18n/explore/am.json', { with: { type: 'json' } }),
});
preloadInDocumentLanguage(exploreCatalog);

/** Gives its children the Explore texts (`useExploreText`) on top of the site's. */
export const ExploreTextProvider = exploreCatalog.Provider;

/** The typed translator for the Explore texts; only inside `ExploreTextProvider`. */
export const useExploreText = exploreCatalog.useText;

/** The keys of the catalog's texts (site/src/i18n/explore/en.json). */
export type ExploreMessageKey = PageCatalogKey<typeof exploreCatalog>;
