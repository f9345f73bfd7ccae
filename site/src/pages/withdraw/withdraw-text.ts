import { createPageCatalog, type PageCatalogKey } from '../../shared/page-text/create-page-catalog.tsx';

/** The texts of the withdrawals page, fetched when it is shown. */
const withdrawCatalog = createPageCatalog({
  en: () => import('../../i18n/withdraw/en.json', { with: { type: 'json' } }),
  am: () => import('../../i18n/withdraw/am.json', { with: { type: 'json' } }),
});

/** Gives its children the texts of the withdrawals page (`useWithdrawText`) on top of the site's. */
export const WithdrawTextProvider = withdrawCatalog.Provider;

/** The typed translator of the withdrawals page; only inside `WithdrawTextProvider`. */
export const useWithdrawText = withdrawCatalog.useText;

/** The keys of the catalog's texts (site/src/i18n/withdraw/en.json). */
export type WithdrawMessageKey = PageCatalogKey<typeof withdrawCatalog>;
