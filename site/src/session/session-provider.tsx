import type { ReactNode } from 'react';
import { SessionContext } from './session-context.ts';
import type { SessionStore } from './session-store.ts';

interface SessionProviderProps {
  /** The session, restored (or not) before the app renders (main.tsx). */
  store: SessionStore;
  children: ReactNode;
}

/** Gives the site its session (`useSession`, `useSavedCampaigns`, `useUnreadCount`). */
export function SessionProvider({ store, children }: SessionProviderProps) {
  return <SessionContext.Provider value={store}>{children}</SessionContext.Provider>;
}
