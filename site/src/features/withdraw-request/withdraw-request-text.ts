import {
  createPageCatalog,
  preloadInDocumentLanguage,
  type PageCatalogKey,
} from '../../shared/page-text/create-page-catalog.tsx';

/** The texts of the withdraw panel, fetched as its code loads (from the first hover or focus on its button). */
const withdrawRequestCatalog = createPageCatalog({
  en: () => import('../../i18n/withdraw-request/en.json', { with: { type: 'json' } }),
  am: () => import('../../i18n/withdraw-request/am.json', { with: { type: 'json' } }),
});
preloadInDocumentLanguage(withdrawRequestCatalog);

/** Gives its children the withdraw panel's texts (`useWithdrawRequestText`) on top of the site's. */
export const WithdrawRequestTextProvider = withdrawRequestCatalog.Provider;

/** The typed translator of the withdraw panel; only inside `WithdrawRequestTextProvider`. */
export const useWithdrawRequestText = withdrawRequestCatalog.useText;

/** The keys of the catalog's texts (site/src/i18n/withdraw-request/en.json). */
export type WithdrawRequestMessageKey = PageCatalogKey<typeof withdrawRequestCatalog>;
