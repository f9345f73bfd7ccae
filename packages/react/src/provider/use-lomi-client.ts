import type { LomiClient } from '@lomi/core';
import { useLomiContext } from './lomi-context.ts';

/** The API client of the nearest {@link LomiProvider}. */
export function useLomiClient(): LomiClient {
  return useLomiContext('useLomiClient').client;
}
