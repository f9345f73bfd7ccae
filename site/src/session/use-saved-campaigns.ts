import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useLomiClient } from '@lomi/react';
import { perSession } from './per-session.ts';
import { createSavedIdsStore, type SavedIdsState } from './saved-ids-store.ts';
import { useSessionStore } from './session-context.ts';

const savedIdsOf = perSession(createSavedIdsStore);

export interface SavedCampaignsApi {
  /** Ids of the saved campaigns; empty while anonymous or loading. */
  ids: ReadonlySet<number>;
  status: SavedIdsState['status'];
  /** Saves or unsaves a campaign; resolves with whether it is now saved, rejects (and reverts) on failure. */
  toggle(campaignId: number): Promise<boolean>;
  /** Fetches the ids again. */
  refresh(): Promise<void>;
}

/** The signed-in user's saved campaign ids for the save toggles; fetched once, only when signed in. */
export function useSavedCampaigns(): SavedCampaignsApi {
  const session = useSessionStore();
  const saved = savedIdsOf(session);
  const client = useLomiClient();
  const signedIn = useSyncExternalStore(session.subscribe, () => session.getState().status === 'signed-in');
  const state = useSyncExternalStore(saved.subscribe, saved.getState);
  useEffect(() => {
    if (signedIn) void saved.load(client);
  }, [signedIn, saved, client]);
  const toggle = useCallback((campaignId: number) => saved.toggle(client, campaignId), [saved, client]);
  const refresh = useCallback(() => saved.load(client, true), [saved, client]);
  return { ids: state.ids, status: state.status, toggle, refresh };
}
