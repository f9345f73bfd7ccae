import type { LomiClient } from '@lomi/core';
import { createAccountClient } from '@lomi/core';
import { createStore, type StoreApi } from 'zustand/vanilla';

/** How often the header asks for the unread count while the page is visible. */
export const UNREAD_POLL_MS = 60_000;

/** The signed-in user's unread notification count, shared by the header badge and the notifications page. */
export interface UnreadCountStore extends Pick<StoreApi<number>, 'getState' | 'subscribe'> {
  /** Asks the server for the count now. */
  refresh(client: LomiClient): Promise<void>;
  /**
   * Keeps the count fresh while someone shows it: now, every {@link UNREAD_POLL_MS} while the page is visible,
   * and when the window regains focus. Returns the function that stops watching.
   */
  watch(client: LomiClient): () => void;
  reset(): void;
}

export function createUnreadCountStore(win: Window = window): UnreadCountStore {
  // The count is the state; zustand tells the listeners only when it changes.
  const store = createStore<number>()(() => 0);
  const set = (next: number) => store.setState(next, true);
  let generation = 0;
  let watchers = 0;
  let stopPolling: (() => void) | null = null;

  async function refresh(client: LomiClient) {
    const mine = generation;
    try {
      const answer = await createAccountClient(client).notifications.unreadCount();
      if (mine === generation) set(answer.count);
    } catch (error) {
      // The badge keeps its last count; the next poll tries again.
      console.error('[lomi] The unread notification count could not be loaded.', error);
    }
  }

  function startPolling(client: LomiClient) {
    const poll = () => {
      if (win.document.visibilityState !== 'hidden') void refresh(client);
    };
    const timer = win.setInterval(poll, UNREAD_POLL_MS);
    win.addEventListener('focus', poll);
    void refresh(client);
    return () => {
      win.clearInterval(timer);
      win.removeEventListener('focus', poll);
    };
  }

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    refresh,
    watch(client) {
      watchers += 1;
      if (watchers === 1) stopPolling = startPolling(client);
      let stopped = false;
      return () => {
        if (stopped) return;
        stopped = true;
        watchers -= 1;
        if (watchers === 0) {
          stopPolling?.();
          stopPolling = null;
        }
      };
    },
    reset() {
      generation += 1;
      set(0);
    },
  };
}
