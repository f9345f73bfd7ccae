import { useEffect, useSyncExternalStore } from 'react';
import { useLomiClient } from '@lomi/react';
import { createOwnedOrganizationsStore } from './owned-organizations-store.ts';
import { perSession } from './per-session.ts';
import { useSessionStore } from './session-context.ts';

const ownedOf = perSession(createOwnedOrganizationsStore);

/**
 * Ids of the organizations the signed-in user owns (empty while anonymous, loading or on failure); fetched
 * once per session, only when signed in, and shared by every card on the page.
 */
export function useOwnedOrganizationIds(): ReadonlySet<number> {
  const session = useSessionStore();
  const owned = ownedOf(session);
  const client = useLomiClient();
  const signedIn = useSyncExternalStore(session.subscribe, () => session.getState().status === 'signed-in');
  const state = useSyncExternalStore(owned.subscribe, owned.getState);
  useEffect(() => {
    if (signedIn) void owned.load(client);
  }, [signedIn, owned, client]);
  return state.ids;
}
