import { useCallback, useEffect, useRef, useState } from 'react';
import { CREATOR_DASHBOARD_POLL_MS, errorKind, type MyCampaign } from '@lomi/core';
import { useAccountClient } from '../../session/use-account-client.ts';

/** What the creator dashboard knows of its campaign. */
export type PolledCampaign =
  /** The first answer has not come yet. */
  | { status: 'loading' }
  /** The last poll answered: `campaign` is as fresh as `updatedAt` (milliseconds since the epoch). */
  | { status: 'live'; campaign: MyCampaign; updatedAt: number }
  /** The last poll failed: the last answer stays, and polling goes on. */
  | { status: 'reconnecting'; campaign: MyCampaign; updatedAt: number }
  /** No answer yet, and the first poll failed; polling goes on (`retry` polls at once). */
  | { status: 'failed' }
  /** No such campaign, or another organization's: polling stops. */
  | { status: 'not-found' };

/**
 * The signed-in owner's campaign (`GET /api/campaigns/mine/{id}`), polled every `intervalMs` (§9: 2 s) for the
 * creator dashboard. The next poll starts `intervalMs` after the previous answer, so requests never overlap on
 * a slow line; polling pauses while the tab is hidden and polls at once when it is shown again; unmounting
 * stops it and aborts the request in flight. An answer equal to the previous one keeps the previous object,
 * so what renders from `campaign` alone does not render again every 2 s.
 */
export function usePolledCampaign(
  campaignId: number,
  intervalMs: number = CREATOR_DASHBOARD_POLL_MS,
): PolledCampaign & { retry: () => void } {
  const account = useAccountClient();
  const [polled, setPolled] = useState<{ campaignId: number; state: PolledCampaign }>({
    campaignId,
    state: { status: 'loading' },
  });
  const pollNow = useRef<() => void>(() => undefined);

  useEffect(() => {
    const set = (update: (previous: PolledCampaign) => PolledCampaign) =>
      setPolled((previous) => ({
        campaignId,
        state: update(previous.campaignId === campaignId ? previous.state : { status: 'loading' }),
      }));
    let timer: ReturnType<typeof setTimeout> | undefined;
    let inFlight: AbortController | undefined;
    // Unmounted, or the campaign is not (or no longer) the user's: nothing more to ask.
    let finished = false;
    const hidden = () => document.visibilityState === 'hidden';

    function scheduleNext() {
      if (!finished && !hidden()) timer = setTimeout(() => void poll(), intervalMs);
    }

    async function poll() {
      timer = undefined;
      const controller = new AbortController();
      inFlight = controller;
      try {
        // No retries inside one poll: the next poll, 2 s later, is the retry.
        const campaign = await account.myCampaigns.get(campaignId, {
          signal: controller.signal,
          retries: 0,
        });
        if (controller.signal.aborted) return;
        set((previous) => ({
          status: 'live',
          campaign:
            'campaign' in previous && sameAnswer(previous.campaign, campaign) ? previous.campaign : campaign,
          updatedAt: Date.now(),
        }));
      } catch (error) {
        if (controller.signal.aborted) return;
        // An id the API refuses and an unknown one both mean there is no campaign of the user's to show.
        const kind = errorKind(error);
        if (kind === 'not-found' || kind === 'invalid') {
          finished = true;
          set(() => ({ status: 'not-found' }));
          return;
        }
        set((previous) =>
          'campaign' in previous ? { ...previous, status: 'reconnecting' } : { status: 'failed' },
        );
      } finally {
        if (inFlight === controller) inFlight = undefined;
      }
      scheduleNext();
    }

    pollNow.current = () => {
      if (finished || inFlight) return;
      clearTimeout(timer);
      void poll();
    };

    function onVisibilityChange() {
      if (!hidden()) {
        pollNow.current();
        return;
      }
      // A poll in flight may finish; it schedules nothing while the tab is hidden.
      clearTimeout(timer);
      timer = undefined;
    }

    document.addEventListener('visibilitychange', onVisibilityChange);
    // Even in a hidden tab (opened in the background) the first answer is fetched, so the page is ready.
    void poll();
    return () => {
      finished = true;
      clearTimeout(timer);
      inFlight?.abort();
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [account, campaignId, intervalMs]);

  const retry = useCallback(() => {
    setPolled((previous) =>
      previous.state.status === 'failed' ? { ...previous, state: { status: 'loading' } } : previous,
    );
    pollNow.current();
  }, []);

  const state: PolledCampaign = polled.campaignId === campaignId ? polled.state : { status: 'loading' };
  return { ...state, retry };
}

function sameAnswer(previous: MyCampaign, next: MyCampaign): boolean {
  return JSON.stringify(previous) === JSON.stringify(next);
}
