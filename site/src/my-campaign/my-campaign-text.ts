import { createPageCatalog, preloadInDocumentLanguage } from '../page-text/create-page-catalog.tsx';
import {
  loadMyCampaignMessages,
  type MyCampaignMessageKey,
} from '../i18n/my-campaign/my-campaign-messages.ts';

/** The creator dashboard's own texts (site/src/i18n/my-campaign/), fetched with the page. */
const myCampaignCatalog = createPageCatalog<MyCampaignMessageKey>(loadMyCampaignMessages);
preloadInDocumentLanguage(myCampaignCatalog);

/** Gives its children the dashboard's texts (`useMyCampaignText`) on top of those of its parent providers. */
export const MyCampaignTextProvider = myCampaignCatalog.Provider;

/** The typed translator of the creator dashboard; only inside `MyCampaignTextProvider`. */
export const useMyCampaignText = myCampaignCatalog.useText;
