import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { ApiError, isPositiveId, type Campaign } from '@lomi/core';
import { useLomiClient } from './use-lomi-client.ts';

/** Where a fetched resource is: Radix-style states, mirrored in `data-state` attributes. */
export type FetchState = 'loading' | 'ready' | 'error';

export type CampaignResult =
  | { state: 'loading'; campaign?: undefined; error?: undefined; retry: () => void }
  | { state: 'ready'; campaign: Campaign; error?: undefined; retry: () => void }
  | { state: 'error'; campaign?: undefined; error: ApiError; retry: () => void };

type Settled =
  { key: string; state: 'ready'; campaign: Campaign } | { key: string; state: 'error'; error: ApiError };

/**
 * Loads one campaign through the provider's client. Starts over when `id` changes, aborts the request on
 * unmount, and `retry()` fetches again after an error. An id that is not a campaign id by @lomi/core's
 * id rule (`isPositiveId`: a whole number 1 … 2147483647) is an error state straight away, without a request.
 */
export function useCampaign(id: number): CampaignResult {
  const client = useLomiClient();
  const [attempt, setAttempt] = useState(0);
  const validId = isPositiveId(id);
  // The key ties an answer to the request that produced it, so a late answer for an old id is ignored.
  const key = `${id}#${attempt}`;
  // A campaign the client already holds (an embed's loader fetched it ahead) is shown in the first render.
  const [settled, setSettled] = useState<Settled | null>(() => {
    const campaign = validId ? client.campaigns.prefetched?.(id) : undefined;
    return campaign ? { key, state: 'ready', campaign } : null;
  });
  const heldKey = useRef(settled?.key);
  const retry = useCallback(() => setAttempt((value) => value + 1), []);

  const invalidIdError = useMemo(
    () =>
      validId
        ? null
        : new ApiError({
            status: 0,
            code: 'LOMI_ERR_INVALID_CAMPAIGN_ID',
            message: `campaign-id must be a whole number of 1 or more, got "${String(id)}".`,
          }),
    [id, validId],
  );

  // A layout effect sends the request in the same task as the render that needs it, not a frame later: in
  // an embed the answer is often already there (the loader prefetched it), and the skeleton's frame in
  // between would only delay the card on a slow phone.
  useLayoutEffect(() => {
    if (invalidIdError) {
      console.warn(`[lomi] ${invalidIdError.message}`);
      return;
    }
    if (heldKey.current === key) {
      // Already answered by the client's fetched-ahead campaign; a retry or another id fetches.
      heldKey.current = undefined;
      return;
    }
    const controller = new AbortController();
    client.campaigns.get(id, { signal: controller.signal }).then(
      (campaign) => setSettled({ key, state: 'ready', campaign }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setSettled({ key, state: 'error', error: asApiError(error) });
      },
    );
    return () => controller.abort();
  }, [client, id, key, invalidIdError]);

  if (invalidIdError) return { state: 'error', error: invalidIdError, retry };
  if (settled === null || settled.key !== key) return { state: 'loading', retry };
  return settled.state === 'ready'
    ? { state: 'ready', campaign: settled.campaign, retry }
    : { state: 'error', error: settled.error, retry };
}

function asApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError({
    status: 0,
    code: 'LOMI_ERR_UNEXPECTED',
    message: error instanceof Error ? error.message : String(error),
    cause: error,
  });
}
