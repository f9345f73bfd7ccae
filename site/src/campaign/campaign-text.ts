import { createPageCatalog, preloadInDocumentLanguage } from '../page-text/create-page-catalog.tsx';
import { loadCampaignMessages, type CampaignMessageKey } from '../i18n/campaign/campaign-messages.ts';

/** The campaign page's own texts (site/src/i18n/campaign/), fetched with the page. */
const campaignCatalog = createPageCatalog<CampaignMessageKey>(loadCampaignMessages);
preloadInDocumentLanguage(campaignCatalog);

/** Gives its children the campaign page's texts (`useCampaignText`) on top of the site's. */
export const CampaignTextProvider = campaignCatalog.Provider;

/** The typed translator of the campaign page and its dialogs; only inside `CampaignTextProvider`. */
export const useCampaignText = campaignCatalog.useText;
