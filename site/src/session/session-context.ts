import { createContext, useContext } from 'react';
import type { SessionStore } from './session-store.ts';

export const SessionContext = createContext<SessionStore | null>(null);

/** The session store of the nearest `SessionProvider`. */
export function useSessionStore(): SessionStore {
  const store = useContext(SessionContext);
  if (!store) {
    throw new Error(
      '[lomi] useSession and its siblings need a <SessionProvider> above them (site/src/app/app.tsx).',
    );
  }
  return store;
}
