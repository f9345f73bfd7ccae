import type { LomiClient } from '@lomi/core';
import { createAccountClient } from '@lomi/core';

export interface OwnedOrganizationsState {
  /** `idle` until first asked for, `ready` once the ids are known. */
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** Ids of the organizations the signed-in user owns, in any approval status. */
  ids: ReadonlySet<number>;
}

/**
 * The organizations the signed-in user owns, which tell every card on a page whether it is the viewer's own
 * campaign (§2 'Your Campaign': the viewer owns the campaign's organization). One answer per session from
 * `GET /api/organizations/my_organization/` (every page of it), so a grid costs no request per card.
 */
export interface OwnedOrganizationsStore {
  getState(): OwnedOrganizationsState;
  subscribe(listener: () => void): () => void;
  /** Fetches the ids unless they are known or on their way. */
  load(client: LomiClient): Promise<void>;
  /** Forgets everything (sign-out, another user). */
  reset(): void;
}

const IDLE: OwnedOrganizationsState = { status: 'idle', ids: new Set() };

export function createOwnedOrganizationsStore(): OwnedOrganizationsStore {
  let state = IDLE;
  let generation = 0;
  const listeners = new Set<() => void>();
  const set = (next: OwnedOrganizationsState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async load(client) {
      if (state.status === 'loading' || state.status === 'ready') return;
      const mine = generation;
      set({ ...state, status: 'loading' });
      try {
        const { myOrganizations } = createAccountClient(client);
        const first = await myOrganizations.list();
        const rest = await Promise.all(
          Array.from({ length: first.lastPage - 1 }, (_unused, index) =>
            myOrganizations.list({ page: index + 2 }),
          ),
        );
        const ids = [first, ...rest].flatMap((page) => page.results.map((organization) => organization.id));
        if (mine === generation) set({ status: 'ready', ids: new Set(ids) });
      } catch (error) {
        // No badge is the safe answer: the cards still work, they only do not say 'Your Campaign'.
        if (mine === generation) set({ ...state, status: 'error' });
        console.warn('[lomi] could not tell which organizations you own', error);
      }
    },
    reset() {
      generation += 1;
      if (state !== IDLE) set(IDLE);
    },
  };
}
