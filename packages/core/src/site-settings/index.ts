export {
  fetchSiteSettings,
  type PartnerLink,
  type SiteSettingItem,
  type SiteSettings,
} from './site-settings.ts';
