import type { Locale } from '@lomi/core';
import { useLomiContext, type LomiTheme } from './lomi-context.ts';

/** Language and theme of the nearest {@link LomiProvider}. */
export function useLomiSettings(): { locale: Locale; theme: LomiTheme } {
  const { locale, theme } = useLomiContext('useLomiSettings');
  return { locale, theme };
}
