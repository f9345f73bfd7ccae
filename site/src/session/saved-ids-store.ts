import type { LomiClient } from '@lomi/core';
import { createAccountClient } from '@lomi/core';
import { createStore, type StoreApi } from 'zustand/vanilla';

export interface SavedIdsState {
  /** `idle` until first asked for, `ready` once the ids are known. */
  status: 'idle' | 'loading' | 'ready' | 'error';
  ids: ReadonlySet<number>;
}

/** The signed-in user's saved campaign ids, shared by every save toggle on the page. */
export interface SavedIdsStore extends Pick<StoreApi<SavedIdsState>, 'getState' | 'subscribe'> {
  /** Fetches the ids unless they are known or on their way (`force` fetches again). */
  load(client: LomiClient, force?: boolean): Promise<void>;
  /**
   * Saves an unsaved campaign or unsaves a saved one (§4 save toggle). The toggle shows the new state at
   * once and goes back if the server refuses; resolves with whether the campaign is now saved.
   */
  toggle(client: LomiClient, campaignId: number): Promise<boolean>;
  /** Forgets everything (sign-out, another user). */
  reset(): void;
}

const IDLE: SavedIdsState = { status: 'idle', ids: new Set() };

export function createSavedIdsStore(): SavedIdsStore {
  const store = createStore<SavedIdsState>()(() => IDLE);
  const { getState: get, setState: set } = store;
  let generation = 0;
  // Toggles made while the ids are on their way: the server's answer may predate them, so they are applied
  // over it (a heart pressed as soon as the page shows must stay pressed).
  let toggledDuringLoad = new Map<number, boolean>();
  const withId = (id: number, saved: boolean) => {
    toggledDuringLoad.set(id, saved);
    const ids = new Set(get().ids);
    if (saved) ids.add(id);
    else ids.delete(id);
    set({ ids });
  };

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    async load(client, force = false) {
      const { status } = get();
      if (!force && (status === 'loading' || status === 'ready')) return;
      const mine = generation;
      toggledDuringLoad = new Map();
      set({ status: 'loading' });
      try {
        const answer = new Set((await createAccountClient(client).saved.ids()).ids);
        for (const [id, saved] of toggledDuringLoad) {
          if (saved) answer.add(id);
          else answer.delete(id);
        }
        if (mine === generation) set({ status: 'ready', ids: answer });
      } catch (error) {
        if (mine === generation) set({ status: 'error' });
        console.error('[lomi] The saved campaigns could not be loaded.', error);
      }
    },
    async toggle(client, campaignId) {
      const save = !get().ids.has(campaignId);
      const mine = generation;
      withId(campaignId, save);
      try {
        const { saved } = createAccountClient(client);
        await (save ? saved.save(campaignId) : saved.unsave(campaignId));
        return save;
      } catch (error) {
        if (mine === generation) withId(campaignId, !save);
        throw error;
      }
    },
    reset() {
      generation += 1;
      set(IDLE, true);
    },
  };
}
