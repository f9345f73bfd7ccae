import {
  createPageCatalog,
  preloadInDocumentLanguage,
  type PageCatalogKey,
} from '../../shared/page-text/create-page-catalog.tsx';

const withdrawalsCatalog = createPageCatalog({
  en: () => import('../../i18n/console-withdrawals/en.json', { with: { type: 'json' } }),
  am: () => import('../../i18n/console-withdrawals/am.json', { with: { type: 'json' } }),
});
preloadInDocumentLanguage(withdrawalsCatalog);

/** The texts of the console's withdrawal screens, fetched with them. */
export const WithdrawalsTextProvider = withdrawalsCatalog.Provider;

/** The typed translator of the withdrawal screens; only inside `WithdrawalsTextProvider`. */
export const useWithdrawalsText = withdrawalsCatalog.useText;

/** The keys of the screens' catalog (site/src/i18n/console-withdrawals/en.json). */
export type WithdrawalsMessageKey = PageCatalogKey<typeof withdrawalsCatalog>;
