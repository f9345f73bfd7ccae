import {
  createPageCatalog,
  preloadInDocumentLanguage,
  type PageCatalogKey,
} from '../../shared/page-text/create-page-catalog.tsx';

const campaignEditorCatalog = createPageCatalog({
  en: () => import('../../i18n/console-campaign-editor/en.json', { with: { type: 'json' } }),
  am: () => import('../../i18n/console-campaign-editor/am.json', { with: { type: 'json' } }),
});
preloadInDocumentLanguage(campaignEditorCatalog);

/** The texts of the console's campaign set-up and edit screens, fetched with them. */
export const CampaignEditorTextProvider = campaignEditorCatalog.Provider;

/** The typed translator of the editor's screens; only inside `CampaignEditorTextProvider`. */
export const useCampaignEditorText = campaignEditorCatalog.useText;

/** The keys of the editor's catalog (site/src/i18n/console-campaign-editor/en.json). */
export type CampaignEditorMessageKey = PageCatalogKey<typeof campaignEditorCatalog>;
