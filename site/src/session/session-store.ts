import {
  errorKind,
  createAccountClient,
  SESSION_RETRY_ATTEMPTS,
  SESSION_RETRY_DELAY_MS,
  type AccountProfile,
  type AccountUser,
  type LomiClient,
  type Session,
} from '@lomi/core';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { TokenStorage } from './token-cookie.ts';

/** `checking` until the saved token has been checked at start (§4), then one of the other two. */
export type SessionStatus = 'checking' | 'anonymous' | 'signed-in';

export interface SessionState {
  status: SessionStatus;
  /** The signed-in user's profile; null unless `signed-in`. */
  user: AccountProfile | null;
  /**
   * Set when the user logged out on purpose (`logOut`), as opposed to a session that ended (expired, revoked):
   * a login-only page then goes to plain /login, not to a /login that would lead back to it.
   */
  loggedOut?: true;
}

/**
 * The site's session, outside React: the token for the API client and who is signed in. Its state is a
 * vanilla zustand store (`getState`, `subscribe`); React reads it with `useSyncExternalStore` (`useSession`).
 */
export interface SessionStore extends Pick<StoreApi<SessionState>, 'getState' | 'subscribe'> {
  /** The access token to send, or null (the client's `getAccessToken`). */
  token(): string | null;
  /**
   * §4 session restore: with a saved token, reads the profile; a network failure or 5xx is tried again, up to
   * `SESSION_RETRY_ATTEMPTS` attempts `SESSION_RETRY_DELAY_MS` apart. A refused token (401) or a last failure
   * removes the token: the visitor is anonymous.
   */
  restore(client: LomiClient): Promise<void>;
  /** Keeps the token of a sign-in and loads the profile. */
  signIn(client: LomiClient, session: Session): Promise<void>;
  /** Reads the profile again (after the user changed it). */
  refresh(client: LomiClient): Promise<void>;
  /** Forgets the token and the user. */
  signOut(): void;
  /**
   * §4 log out: asks the server to revoke the token (`POST /auth/logout/`, which ends every session of the
   * account) and forgets it here at once, whether or not the server could be reached. Resolves when the
   * server has answered; never rejects.
   */
  logOut(client: LomiClient): Promise<void>;
}

export interface SessionStoreOptions {
  attempts?: number;
  delayMs?: number;
  /** Starts signed in with this token and user, without a check (tests and fixtures). */
  signedIn?: { token: string; user: AccountProfile };
}

const ANONYMOUS: SessionState = { status: 'anonymous', user: null };

export function createSessionStore(storage: TokenStorage, options: SessionStoreOptions = {}): SessionStore {
  const attempts = options.attempts ?? SESSION_RETRY_ATTEMPTS;
  const delayMs = options.delayMs ?? SESSION_RETRY_DELAY_MS;
  const store = createStore<SessionState>()(() =>
    options.signedIn
      ? { status: 'signed-in', user: options.signedIn.user }
      : { status: 'checking', user: null },
  );
  // The token is not state: nothing renders from it, and the client reads it on every request.
  let token: string | null = options.signedIn?.token ?? null;
  const set = (next: SessionState) => store.setState(next, true);

  function signOut(next: SessionState = ANONYMOUS) {
    storage.clear();
    token = null;
    if (store.getState().status !== 'anonymous' || next !== ANONYMOUS) set(next);
  }

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    token: () => token,

    async restore(client) {
      const saved = storage.read();
      if (!saved) {
        set(ANONYMOUS);
        return;
      }
      token = saved;
      for (let attempt = 1; ; attempt++) {
        try {
          const user = await createAccountClient(client).me.profile({ retries: 0 });
          if (token === saved) set({ status: 'signed-in', user });
          return;
        } catch (error) {
          const refused = ['signed-out', 'forbidden'].includes(errorKind(error));
          if (refused || attempt >= attempts) {
            if (token === saved) signOut();
            return;
          }
          await new Promise((resolve) => setTimeout(resolve, delayMs));
        }
      }
    },

    async signIn(client, session) {
      storage.write(session.access, session.expires_in);
      token = session.access;
      let user: AccountProfile;
      try {
        user = await createAccountClient(client).me.profile();
      } catch (error) {
        if (token !== session.access) return;
        console.error('[lomi] The profile could not be loaded after signing in.', error);
        user = profileOf(session.user);
      }
      if (token === session.access) set({ status: 'signed-in', user });
    },

    async refresh(client) {
      const current = token;
      if (!current) return;
      const user = await createAccountClient(client).me.profile();
      if (token === current) set({ status: 'signed-in', user });
    },

    signOut: () => signOut(),

    async logOut(client) {
      if (!token) {
        signOut({ ...ANONYMOUS, loggedOut: true });
        return;
      }
      // The client reads the token as the request starts (synchronously, and a POST is never repeated), so
      // the request still carries it although the local sign-out right after forgets it: the page does not
      // wait for the server, and an unreachable server cannot keep anyone signed in.
      const revoked = createAccountClient(client).auth.logout({ retries: 0 });
      signOut({ ...ANONYMOUS, loggedOut: true });
      try {
        await revoked;
      } catch (error) {
        console.warn(
          '[lomi] The server could not be told about the sign-out; the token was removed here.',
          error,
        );
      }
    },
  };
}

/**
 * A profile from the sign-in answer alone, when the profile itself could not be read: the phone and the
 * sign-in kind are then unknown until the next visit reads them.
 */
function profileOf(user: AccountUser): AccountProfile {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    full_name: user.full_name,
    phone: null,
    auth_type: 'password',
    // The console link waits for the profile (issue 14); the server checks the role on every console call.
    role: 'user',
  };
}
