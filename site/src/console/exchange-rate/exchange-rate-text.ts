import {
  createPageCatalog,
  preloadInDocumentLanguage,
  type PageCatalogKey,
} from '../../shared/page-text/create-page-catalog.tsx';

const exchangeRateCatalog = createPageCatalog({
  en: () => import('../../i18n/console-exchange-rate/en.json', { with: { type: 'json' } }),
  am: () => import('../../i18n/console-exchange-rate/am.json', { with: { type: 'json' } }),
});
preloadInDocumentLanguage(exchangeRateCatalog);

/** The texts of the console's exchange-rate screen, fetched with it. */
export const ExchangeRateTextProvider = exchangeRateCatalog.Provider;

/** The typed translator of the exchange-rate screen; only inside `ExchangeRateTextProvider`. */
export const useExchangeRateText = exchangeRateCatalog.useText;

/** The keys of the screen's catalog (site/src/i18n/console-exchange-rate/en.json). */
export type ExchangeRateMessageKey = PageCatalogKey<typeof exchangeRateCatalog>;
