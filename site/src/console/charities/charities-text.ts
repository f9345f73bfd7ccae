import {
  createPageCatalog,
  preloadInDocumentLanguage,
  type PageCatalogKey,
} from '../../shared/page-text/create-page-catalog.tsx';

const charitiesCatalog = createPageCatalog({
  en: () => import('../../i18n/console-charities/en.json', { with: { type: 'json' } }),
  am: () => import('../../i18n/console-charities/am.json', { with: { type: 'json' } }),
});
preloadInDocumentLanguage(charitiesCatalog);

/** The texts of the console's charity screens, fetched with them. */
export const CharitiesTextProvider = charitiesCatalog.Provider;

/** The typed translator of the charity screens; only inside `CharitiesTextProvider`. */
export const useCharitiesText = charitiesCatalog.useText;

/** The keys of the charity screens' catalog (site/src/i18n/console-charities/en.json). */
export type CharitiesMessageKey = PageCatalogKey<typeof charitiesCatalog>;
