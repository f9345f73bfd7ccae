import type { LomiIntl } from '@lomi/core';
import { useLomiContext } from './lomi-context.ts';

/** The @formatjs/intl formatter of the nearest {@link LomiProvider}. */
export function useLomiIntl(): LomiIntl {
  return useLomiContext('useLomiIntl').intl;
}
