import { requesterOf } from '../api-client/client-requester.ts';
import type { RequestOptions } from '../api-client/json-requester.ts';
import type { LomiClient } from '../api-client/lomi-client.ts';

/** A link to one of the deployment's partners (home page). */
export interface PartnerLink {
  name: string;
  url: string;
}

/** A setting of `GET /api/site-settings/` that may be a demo default rather than the operator's own value. */
export type SiteSettingItem = 'email' | 'phone' | 'address' | 'partners';

/**
 * `GET /api/site-settings/`: what the operator of this deployment configured for the footer and the home
 * page. An item that is not set is null (or no partners): in production it is then hidden; outside production
 * the server answers a demo value instead and names it in `demo`, so pages can say it is an example.
 */
export interface SiteSettings {
  contact: {
    email: string | null;
    phone: string | null;
    /** The postal address in each language (Amharic falls back to the English text). */
    address: { en: string; am: string } | null;
  };
  partners: PartnerLink[];
  /** The items above that are demo defaults, not the operator's settings. */
  demo: SiteSettingItem[];
  /**
   * Whether signed-in users may create organizations and campaigns themselves (LOMI_SELF_SERVICE_CREATION).
   * Off by default (§1): the create buttons are then shown disabled as 'coming soon' and the provider's team
   * sets campaigns up; the creation screens still work by URL for signed-in users.
   */
  selfServiceCreation: boolean;
}

/** Reads the deployment's contact details, partner links and self-service setting (public; cached by the server for 5 minutes). */
export function fetchSiteSettings(client: LomiClient, options?: RequestOptions): Promise<SiteSettings> {
  return requesterOf(client).getJson('/api/site-settings/', {}, options);
}
