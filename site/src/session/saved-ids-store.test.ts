import { describe, expect, it } from 'vitest';
import { fakeApiClient } from '../testing/fake-api-client.ts';
import { createSavedIdsStore } from './saved-ids-store.ts';

describe('createSavedIdsStore', () => {
  it('keeps a campaign saved while the ids were still on their way (the answer predates the save)', async () => {
    const client = fakeApiClient((url) =>
      url.pathname.endsWith('/ids/') ? { status: 200, body: { ids: [3] } } : { status: 200, body: {} },
    );
    const store = createSavedIdsStore();
    const loading = store.load(client);
    const saving = store.toggle(client, 4);
    await Promise.all([loading, saving]);
    expect(store.getState()).toEqual({ status: 'ready', ids: new Set([3, 4]) });
  });

  it('takes the server’s ids as they are when nothing was toggled meanwhile', async () => {
    const client = fakeApiClient(() => ({ status: 200, body: { ids: [3, 5] } }));
    const store = createSavedIdsStore();
    await store.load(client);
    expect(store.getState()).toEqual({ status: 'ready', ids: new Set([3, 5]) });
  });
});
