import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import type { AccountProfile, Session } from '@lomi/core';
import { useLomiClient } from '@lomi/react';
import { useSessionStore } from './session-context.ts';
import type { SessionStatus } from './session-store.ts';

export interface SessionApi {
  status: SessionStatus;
  user: AccountProfile | null;
  /** True after the user logged out on purpose (see `SessionState.loggedOut`). */
  loggedOut: boolean;
  /** Keeps the token of a sign-in answer (cookie `user-token`) and loads the profile. */
  signIn(session: Session): Promise<void>;
  /**
   * §4 log out: revokes the token on the server, removes it here (also when the server cannot be reached),
   * clears the user and goes to /login.
   */
  signOut(): void;
  /** Reads the profile again, after the user changed it. */
  refresh(): Promise<void>;
}

/** Who is signed in, and the actions that change it. */
export function useSession(): SessionApi {
  const session = useSessionStore();
  const client = useLomiClient();
  const navigate = useNavigate();
  const state = useSyncExternalStore(session.subscribe, session.getState);
  const signIn = useCallback((answer: Session) => session.signIn(client, answer), [session, client]);
  const signOut = useCallback(() => {
    // The router navigates in a transition, after the session's own update has rendered: a login-only page
    // may see the anonymous state first, and then also goes to plain /login (`loggedOut`).
    navigate('/login');
    void session.logOut(client);
  }, [session, client, navigate]);
  const refresh = useCallback(() => session.refresh(client), [session, client]);
  return useMemo(
    () => ({
      status: state.status,
      user: state.user,
      loggedOut: state.loggedOut === true,
      signIn,
      signOut,
      refresh,
    }),
    [state, signIn, signOut, refresh],
  );
}
