import { createPageCatalog } from '../page-text/create-page-catalog.tsx';
import {
  loadMyCampaignsMessages,
  type MyCampaignsMessageKey,
} from '../i18n/my-campaigns/my-campaigns-messages.ts';

/** The texts of the own campaigns page, fetched when it is shown. */
const myCampaignsCatalog = createPageCatalog<MyCampaignsMessageKey>(loadMyCampaignsMessages);

/** Gives its children the texts of the own campaigns page (`useMyCampaignsText`) on top of the site's. */
export const MyCampaignsTextProvider = myCampaignsCatalog.Provider;

/** The typed translator of the own campaigns page; only inside `MyCampaignsTextProvider`. */
export const useMyCampaignsText = myCampaignsCatalog.useText;
