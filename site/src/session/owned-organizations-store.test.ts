import { describe, expect, it, vi } from 'vitest';
import { fakeApiClient } from '../testing/fake-api-client.ts';
import { createOwnedOrganizationsStore } from './owned-organizations-store.ts';

const organization = (id: number) => ({
  id,
  name: `Organization ${id}`,
  description: '',
  email: 'o@example.et',
  phone_number: '+251911000000',
  logo: null,
});

function ownedApi(pages: number[][]) {
  return fakeApiClient((url) => {
    const page = Number(url.searchParams.get('page') ?? '1');
    const results = (pages[page - 1] ?? []).map(organization);
    return { status: 200, body: { count: pages.flat().length, results, lastPage: pages.length, total: 9 } };
  });
}

describe('createOwnedOrganizationsStore', () => {
  it('reads every page once, and again only after a reset', async () => {
    const client = ownedApi([[1, 2], [3]]);
    const store = createOwnedOrganizationsStore();
    await Promise.all([store.load(client), store.load(client)]);
    expect(store.getState()).toEqual({ status: 'ready', ids: new Set([1, 2, 3]) });
    await store.load(client);
    expect(client.requests).toHaveLength(2);

    store.reset();
    expect(store.getState()).toEqual({ status: 'idle', ids: new Set() });
    await store.load(client);
    expect(client.requests).toHaveLength(4);
  });

  it('drops an answer that arrives after a reset (another user signed in meanwhile)', async () => {
    const store = createOwnedOrganizationsStore();
    const loading = store.load(ownedApi([[1]]));
    store.reset();
    await loading;
    expect(store.getState().ids).toEqual(new Set());
  });

  it('owns nothing when the list cannot be read', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = createOwnedOrganizationsStore();
    await store.load(fakeApiClient(() => ({ status: 503, body: { message: 'Down', code: 'LOMI_ERR_X' } })));
    expect(store.getState()).toEqual({ status: 'error', ids: new Set() });
    expect(warn).toHaveBeenCalledOnce();
  });
});
