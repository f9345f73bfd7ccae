import { createPageCatalog, type PageCatalogKey } from '../../shared/page-text/create-page-catalog.tsx';

/** The texts of the SDK pages (the 'Embed this campaign' dialog and /embed), fetched when one is shown. */
const embedCatalog = createPageCatalog({
  en: () => import('../../i18n/embed/en.json', { with: { type: 'json' } }),
  am: () => import('../../i18n/embed/am.json', { with: { type: 'json' } }),
});

/** Gives its children the SDK pages' texts (`useEmbedText`) on top of the site's. */
export const EmbedTextProvider = embedCatalog.Provider;

/** The typed translator for the SDK pages; only inside `EmbedTextProvider`. */
export const useEmbedText = embedCatalog.useText;

/** The keys of the catalog's texts (site/src/i18n/embed/en.json). */
export type EmbedMessageKey = PageCatalogKey<typeof embedCatalog>;
