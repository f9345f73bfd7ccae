import {
  createPageCatalog,
  preloadInDocumentLanguage,
  type PageCatalogKey,
} from '../../shared/page-text/create-page-catalog.tsx';

const paymentsCatalog = createPageCatalog({
  en: () => import('../../i18n/console-payments/en.json', { with: { type: 'json' } }),
  am: () => import('../../i18n/console-payments/am.json', { with: { type: 'json' } }),
});
preloadInDocumentLanguage(paymentsCatalog);

/** The texts of the payments-to-review screen, fetched with it. */
export const PaymentsTextProvider = paymentsCatalog.Provider;

/** The typed translator of the payments-to-review screen; only inside `PaymentsTextProvider`. */
export const usePaymentsText = paymentsCatalog.useText;

/** The keys of the screen's catalog (site/src/i18n/console-payments/en.json). */
export type PaymentsMessageKey = PageCatalogKey<typeof paymentsCatalog>;
