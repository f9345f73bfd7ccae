import {
  createPageCatalog,
  preloadInDocumentLanguage,
  type PageCatalogKey,
} from '../../shared/page-text/create-page-catalog.tsx';

const helpQuestionsCatalog = createPageCatalog({
  en: () => import('../../i18n/console-help-questions/en.json', { with: { type: 'json' } }),
  am: () => import('../../i18n/console-help-questions/am.json', { with: { type: 'json' } }),
});
preloadInDocumentLanguage(helpQuestionsCatalog);

/** The texts of the help-questions inbox, fetched with it. */
export const HelpQuestionsTextProvider = helpQuestionsCatalog.Provider;

/** The typed translator of the help-questions inbox; only inside `HelpQuestionsTextProvider`. */
export const useHelpQuestionsText = helpQuestionsCatalog.useText;

/** The keys of the help-questions catalog (site/src/i18n/console-help-questions/en.json). */
export type HelpQuestionsMessageKey = PageCatalogKey<typeof helpQuestionsCatalog>;
