import { useCallback } from 'react';
import type { MessageKey } from '@lomi/core';
import { useLomiContext } from './lomi-context.ts';

/** Values a plain-text message may interpolate. */
export type MessageValues = Record<string, string | number>;

/**
 * A plain-text translator bound to the provider's language. Ids are typed against `en.json`, so a typo
 * fails type-checking instead of showing an id to users.
 */
export function useTranslate(): (id: MessageKey, values?: MessageValues) => string {
  const { intl } = useLomiContext('useTranslate');
  return useCallback((id, values) => String(intl.formatMessage({ id }, values)), [intl]);
}
