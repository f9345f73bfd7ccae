import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useLomiClient } from '@lomi/react';
import { perSession } from './per-session.ts';
import { useSessionStore } from './session-context.ts';
import { createUnreadCountStore } from './unread-count-store.ts';

const unreadOf = perSession(() => createUnreadCountStore());

export interface UnreadCountApi {
  /** Unread notifications of the signed-in user; 0 while anonymous. */
  count: number;
  /** Asks the server again (after marking notifications read). */
  refresh(): Promise<void>;
}

/**
 * The unread notification count, kept fresh while shown: on mount, every minute while the page is visible and
 * when the window regains focus (one poll however many components show it).
 */
export function useUnreadCount(): UnreadCountApi {
  const session = useSessionStore();
  const unread = unreadOf(session);
  const client = useLomiClient();
  const signedIn = useSyncExternalStore(session.subscribe, () => session.getState().status === 'signed-in');
  const count = useSyncExternalStore(unread.subscribe, unread.getState);
  useEffect(() => (signedIn ? unread.watch(client) : undefined), [signedIn, unread, client]);
  const refresh = useCallback(() => unread.refresh(client), [unread, client]);
  return { count: signedIn ? count : 0, refresh };
}
