import { useEffect, useState } from 'react';
import { fetchSiteSettings, type LomiClient, type SiteSettings } from '@lomi/core';
import { useLomiClient } from '@lomi/react';

// One request per client for the whole visit: the footer of every page and the home page share it.
const loads = new WeakMap<LomiClient, Promise<SiteSettings | null>>();

function load(client: LomiClient): Promise<SiteSettings | null> {
  let pending = loads.get(client);
  if (!pending) {
    pending = fetchSiteSettings(client).catch((error: unknown) => {
      // The footer then shows no contact details rather than an error; the next visit asks again.
      console.warn('[lomi] The site settings (contact details, partners) could not be loaded.', error);
      return null;
    });
    loads.set(client, pending);
  }
  return pending;
}

/**
 * The deployment's contact details and partner links (`GET /api/site-settings/`), or null while they load
 * or when they could not be read: callers then show nothing rather than an invented detail.
 */
export function useSiteSettings(): SiteSettings | null {
  const client = useLomiClient();
  const [settings, setSettings] = useState<SiteSettings | null>(null);
  useEffect(() => {
    let current = true;
    void load(client).then((loaded) => {
      if (current) setSettings(loaded);
    });
    return () => {
      current = false;
    };
  }, [client]);
  return settings;
}

/**
 * Whether the create buttons are links (LOMI_SELF_SERVICE_CREATION on) rather than 'coming soon' (§1, the
 * default). False until the settings have loaded and when they cannot be read, so the spec's disabled
 * buttons are what shows unless the operator turned self-service on.
 */
export function useSelfServiceCreation(): boolean {
  return useSiteSettings()?.selfServiceCreation === true;
}
