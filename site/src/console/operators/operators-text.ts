import {
  createPageCatalog,
  preloadInDocumentLanguage,
  type PageCatalogKey,
} from '../../shared/page-text/create-page-catalog.tsx';

const operatorsCatalog = createPageCatalog({
  en: () => import('../../i18n/console-operators/en.json', { with: { type: 'json' } }),
  am: () => import('../../i18n/console-operators/am.json', { with: { type: 'json' } }),
});
preloadInDocumentLanguage(operatorsCatalog);

/** The texts of the operators screen, fetched with it. */
export const OperatorsTextProvider = operatorsCatalog.Provider;

/** The typed translator of the operators screen; only inside `OperatorsTextProvider`. */
export const useOperatorsText = operatorsCatalog.useText;

/** The keys of the operators screen's catalog (site/src/i18n/console-operators/en.json). */
export type OperatorsMessageKey = PageCatalogKey<typeof operatorsCatalog>;
