import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAccountClient, type AccountProfile } from '@lomi/core';
import { fakeApiClient, type FakeRoute } from '../testing/fake-api-client.ts';
import { memoryTokenStorage } from './memory-token-storage.ts';
import { createSessionStore } from './session-store.ts';

const profile: AccountProfile = {
  id: 7,
  username: 'abebe',
  email: 'abebe@example.et',
  full_name: 'Abebe Kebede',
  phone: null,
  auth_type: 'password',
  role: 'user',
};

/** A store and a client sending the store's token, the way main.tsx wires them. */
function setup(saved: string | null, route: FakeRoute) {
  const storage = memoryTokenStorage(saved);
  const store = createSessionStore(storage);
  const client = fakeApiClient(route, { getAccessToken: store.token, onUnauthorized: store.signOut });
  return { storage, store, client };
}

const networkDown: FakeRoute = () => {
  throw new TypeError('Failed to fetch');
};

afterEach(() => {
  vi.useRealTimers();
});

describe('session restore (§4)', () => {
  it('is anonymous at once without a saved token, asking nothing', async () => {
    const { store, client } = setup(null, () => ({ status: 200, body: profile }));
    await store.restore(client);
    expect(store.getState()).toEqual({ status: 'anonymous', user: null });
    expect(client.requests).toHaveLength(0);
  });

  it('reads the profile with the saved token and signs in', async () => {
    const authorizations: (string | null)[] = [];
    const { store, client } = setup('jwt-saved', (url, request) => {
      authorizations.push(request.authorization);
      return { status: 200, body: profile };
    });
    expect(store.getState().status).toBe('checking');
    await store.restore(client);
    expect(store.getState()).toEqual({ status: 'signed-in', user: profile });
    expect(client.requests.map((url) => url.pathname)).toEqual(['/api/me/profile/']);
    expect(authorizations).toEqual(['Bearer jwt-saved']);
  });

  it('drops a refused token at once (401): anonymous, cookie removed, no retry', async () => {
    const { store, client, storage } = setup('jwt-expired', () => ({
      status: 401,
      body: { message: 'expired', code: 'LOMI_ERR_UNAUTHORIZED' },
    }));
    await store.restore(client);
    expect(store.getState().status).toBe('anonymous');
    expect(storage.read()).toBeNull();
    expect(store.token()).toBeNull();
    expect(client.requests).toHaveLength(1);
  });

  it('tries again 1 s after a network failure and signs in when the server answers', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const { store, client } = setup('jwt-saved', (url) => {
      calls += 1;
      if (calls < 3) return networkDown(url, { method: 'GET', body: undefined, authorization: null });
      return { status: 200, body: profile };
    });
    const restored = store.restore(client);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toBe(2);
    await vi.advanceTimersByTimeAsync(1000);
    await restored;
    expect(calls).toBe(3);
    expect(store.getState()).toEqual({ status: 'signed-in', user: profile });
  });

  it('gives up after 3 attempts 1 s apart: anonymous and the token removed', async () => {
    vi.useFakeTimers();
    const { store, client, storage } = setup('jwt-saved', networkDown);
    const restored = store.restore(client);
    await vi.advanceTimersByTimeAsync(5_000);
    await restored;
    expect(client.requests).toHaveLength(3);
    expect(store.getState().status).toBe('anonymous');
    expect(storage.read()).toBeNull();
  });

  it('retries a 5xx answer too', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const { store, client } = setup('jwt-saved', () => {
      calls += 1;
      return calls === 1 ? { status: 503, body: { message: 'down' } } : { status: 200, body: profile };
    });
    const restored = store.restore(client);
    await vi.advanceTimersByTimeAsync(1_000);
    await restored;
    expect(store.getState().status).toBe('signed-in');
  });
});

describe('signing in and out', () => {
  const session = {
    access: 'jwt-new',
    token_type: 'Bearer' as const,
    expires_in: 604_800,
    user: { id: 7, username: 'abebe', email: 'abebe@example.et', firstname: '', lastname: '', full_name: '' },
  };

  it('keeps the token for its lifetime, sends it, and loads the profile', async () => {
    const authorizations: (string | null)[] = [];
    const { store, client, storage } = setup(null, (url, request) => {
      authorizations.push(request.authorization);
      return { status: 200, body: profile };
    });
    await store.restore(client);
    await store.signIn(client, session);
    expect(storage.read()).toBe('jwt-new');
    expect(storage.expiresIn).toBe(604_800);
    expect(authorizations).toEqual(['Bearer jwt-new']);
    expect(store.getState()).toEqual({ status: 'signed-in', user: profile });
  });

  it('falls back on the sign-in answer when the profile cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { store, client } = setup(null, () => ({ status: 500, body: { message: 'boom' } }));
    await store.signIn(client, session);
    expect(store.getState().status).toBe('signed-in');
    expect(store.getState().user).toMatchObject({ id: 7, username: 'abebe', phone: null });
  });

  it('signs out: token and user forgotten, listeners told', async () => {
    const { store, client, storage } = setup('jwt-saved', () => ({ status: 200, body: profile }));
    await store.restore(client);
    const listener = vi.fn();
    store.subscribe(listener);
    store.signOut();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getState()).toEqual({ status: 'anonymous', user: null });
    expect(storage.read()).toBeNull();
    expect(store.token()).toBeNull();
  });

  it('logs out on the server with the token, and forgets it here at once', async () => {
    const seen: Array<{ path: string; method: string; authorization: string | null }> = [];
    const { store, client, storage } = setup('jwt-saved', (url, request) => {
      seen.push({ path: url.pathname, method: request.method, authorization: request.authorization });
      return { status: 200, body: url.pathname === '/auth/logout/' ? { message: 'out' } : profile };
    });
    await store.restore(client);
    const loggingOut = store.logOut(client);
    expect(store.getState()).toEqual({ status: 'anonymous', user: null, loggedOut: true });
    expect(storage.read()).toBeNull();
    await loggingOut;
    expect(seen.at(-1)).toEqual({ path: '/auth/logout/', method: 'POST', authorization: 'Bearer jwt-saved' });
  });

  it('still forgets the token when the server cannot be told (network down, 500)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const failure of [networkDown, () => ({ status: 500, body: { message: 'boom' } })]) {
      let restored = false;
      const { store, client, storage } = setup('jwt-saved', (url, request) =>
        restored ? failure(url, request) : { status: 200, body: profile },
      );
      await store.restore(client);
      restored = true;
      await expect(store.logOut(client)).resolves.toBeUndefined();
      expect(store.getState().status).toBe('anonymous');
      expect(storage.read()).toBeNull();
      expect(store.token()).toBeNull();
    }
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('asks nothing of the server when there is no token to revoke', async () => {
    const { store, client } = setup(null, () => ({ status: 200, body: profile }));
    await store.restore(client);
    await store.logOut(client);
    expect(client.requests).toHaveLength(0);
  });

  it('ends the session when a later call finds the token revoked (401)', async () => {
    let revoked = false;
    const { store, client } = setup('jwt-saved', () =>
      revoked ? { status: 401, body: { message: 'revoked' } } : { status: 200, body: profile },
    );
    await store.restore(client);
    revoked = true;
    await expect(createAccountClient(client).saved.ids()).rejects.toMatchObject({ status: 401 });
    expect(store.getState().status).toBe('anonymous');
  });
});
