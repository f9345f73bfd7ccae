import { useCallback } from 'react';
import { useLomiIntl } from '@lomi/react';
import type { EmbedMessageKey } from '../i18n/embed/embed-messages.ts';
import type { MessageValues } from '../language/use-site-text.ts';

/** Translates a key of the SDK pages' catalog in the current language. */
export type EmbedText = (key: EmbedMessageKey, values?: MessageValues) => string;

/** The typed translator for the SDK pages; only inside `EmbedTextProvider`. */
export function useEmbedText(): EmbedText {
  const intl = useLomiIntl();
  return useCallback((key, values) => intl.formatMessage({ id: key }, values), [intl]);
}
