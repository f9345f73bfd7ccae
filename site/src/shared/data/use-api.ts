import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import type { LomiClient } from '@lomi/core';
import { useLomiClient } from '@lomi/react';

/**
 * The state of one API read. While a new read runs, `data` still holds the previous answer (if any), so a list
 * can stay on screen, dimmed, while its next page loads instead of jumping to a spinner.
 */
export type ApiState<T> =
  | { state: 'loading'; data: T | undefined; error?: undefined }
  | { state: 'ready'; data: T; error?: undefined }
  | { state: 'error'; data: T | undefined; error: unknown };

/**
 * Reads from the API through the provider's client whenever `key` changes (the key names everything the read
 * depends on, e.g. `campaigns?page=2`); aborts the previous read so a slow old answer never overwrites a new one.
 */
export function useApi<T>(
  key: string,
  load: (client: LomiClient, signal: AbortSignal) => Promise<T>,
): ApiState<T> & { retry: () => void } {
  const client = useLomiClient();
  const [result, setResult] = useState<ApiState<T>>({ state: 'loading', data: undefined });
  const [attempt, setAttempt] = useState(0);
  const read = useEffectEvent((signal: AbortSignal) => load(client, signal));

  useEffect(() => {
    const controller = new AbortController();
    setResult((previous) => ({ state: 'loading', data: previous.data }));
    read(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setResult({ state: 'ready', data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          setResult((previous) => ({ state: 'error', data: previous.data, error }));
      },
    );
    return () => controller.abort();
  }, [key, attempt, client]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...result, retry };
}
