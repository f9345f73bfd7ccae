import type { SessionStore } from './session-store.ts';

/**
 * One `T` per session, made the first time someone asks, and reset whenever the signed-in user changes (sign
 * out, another user): nobody ever sees the previous user's saved campaigns or unread count. Made on demand, so
 * its code only comes with the pages that use it, not with every first load.
 */
export function perSession<T extends { reset(): void }>(create: () => T): (session: SessionStore) => T {
  const made = new WeakMap<SessionStore, T>();
  return (session) => {
    let store = made.get(session);
    if (!store) {
      const created = create();
      let userId = session.getState().user?.id ?? null;
      session.subscribe(() => {
        const next = session.getState().user?.id ?? null;
        if (next === userId) return;
        userId = next;
        created.reset();
      });
      made.set(session, created);
      store = created;
    }
    return store;
  };
}
