import { createPageCatalog, preloadInDocumentLanguage } from '../page-text/create-page-catalog.tsx';
import { loadExploreMessages, type ExploreMessageKey } from '../i18n/explore/explore-messages.ts';

/** The Explore page's own texts (the featured carousel), fetched when the page is shown. */
const exploreCatalog = createPageCatalog<ExploreMessageKey>(loadExploreMessages);
preloadInDocumentLanguage(exploreCatalog);

/** Gives its children the Explore texts (`useExploreText`) on top of the site's. */
export const ExploreTextProvider = exploreCatalog.Provider;

/** The typed translator for the Explore texts; only inside `ExploreTextProvider`. */
export const useExploreText = exploreCatalog.useText;
