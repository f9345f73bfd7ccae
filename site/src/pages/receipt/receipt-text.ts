import { createPageCatalog, type PageCatalogKey } from '../../shared/page-text/create-page-catalog.tsx';

/** The texts of receipts (the /receipts page and the success page's receipt links), fetched when shown. */
const receiptCatalog = createPageCatalog({
  en: () => import('../../i18n/receipt/en.json', { with: { type: 'json' } }),
  am: () => import('../../i18n/receipt/am.json', { with: { type: 'json' } }),
});

/** Gives its children the texts of receipts (`useReceiptText`) on top of the site's. */
export const ReceiptTextProvider = receiptCatalog.Provider;

/** The typed translator of receipts; only inside `ReceiptTextProvider`. */
export const useReceiptText = receiptCatalog.useText;

/** The keys of the catalog's texts (site/src/i18n/receipt/en.json). */
export type ReceiptMessageKey = PageCatalogKey<typeof receiptCatalog>;
