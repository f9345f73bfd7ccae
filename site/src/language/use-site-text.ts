import { useCallback } from 'react';
import { useLomiIntl } from '@lomi/react';
import type { SiteMessageKey } from '../i18n/site-messages.ts';

/** Values an ICU message of the site catalog takes. */
export type MessageValues = Record<string, string | number>;

/** Translates a key of the site's own catalog in the current language. */
export type SiteText = (key: SiteMessageKey, values?: MessageValues) => string;

/** The typed translator for site-only strings; shared components translate their own. */
export function useSiteText(): SiteText {
  const intl = useLomiIntl();
  return useCallback((key, values) => intl.formatMessage({ id: key }, values), [intl]);
}
