import { createAccountClient, type AccountClient } from '@lomi/core';
import { useApi, type ApiState } from '../shared/data/use-api.ts';

/** {@link useApi} for the signed-in user's data: `load` gets the account calls (see `createAccountClient`). */
export function useAccountApi<T>(
  key: string,
  load: (account: AccountClient, signal: AbortSignal) => Promise<T>,
): ApiState<T> & { retry: () => void } {
  return useApi(key, (client, signal) => load(createAccountClient(client), signal));
}
