import type { LomiClient } from '@lomi/core';
import { createAccountClient } from '@lomi/core';
import { createStore, type StoreApi } from 'zustand/vanilla';

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
export interface OwnedOrganizationsStore extends Pick<
  StoreApi<OwnedOrganizationsState>,
  'getState' | 'subscribe'
> {
  /** Fetches the ids unless they are known or on their way. */
  load(client: LomiClient): Promise<void>;
  /** Forgets everything (sign-out, another user). */
  reset(): void;
}

const IDLE: OwnedOrganizationsState = { status: 'idle', ids: new Set() };

export function createOwnedOrganizationsStore(): OwnedOrganizationsStore {
  const store = createStore<OwnedOrganizationsState>()(() => IDLE);
  const { getState: get, setState: set } = store;
  let generation = 0;

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    async load(client) {
      const { status } = get();
      if (status === 'loading' || status === 'ready') return;
      const mine = generation;
      set({ status: 'loading' });
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
        if (mine === generation) set({ status: 'error' });
        console.warn('[lomi] could not tell which organizations you own', error);
      }
    },
    reset() {
      generation += 1;
      set(IDLE, true);
    },
  };
}
