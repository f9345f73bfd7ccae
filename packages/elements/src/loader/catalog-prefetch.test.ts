import { beforeEach, describe, expect, it, vi } from 'vitest';
import { pendingCatalog, prefetchCatalogs, prefetchedCatalog } from './catalog-prefetch.ts';

const catalogFiles = {
  'state.js': { default: { 'campaign-state.loading': 'Loading' } },
  'meter.js': { default: { 'progress-meter.raised': 'raised' } },
};

function loader() {
  const pending = new Map<string, { resolve: () => void; reject: (error: Error) => void }>();
  const load = vi.fn(
    (file: string) =>
      new Promise<{ default: object }>((resolve, reject) => {
        pending.set(file, {
          resolve: () => resolve(catalogFiles[file as keyof typeof catalogFiles]),
          reject,
        });
      }),
  );
  return { load, pending };
}

beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('lomi.catalog-prefetch')];
});

describe('catalog prefetch', () => {
  it('holds the merged catalog of a tag and language once every file is in', async () => {
    const { load, pending } = loader();
    prefetchCatalogs('lomi-progress-meter', 'en', ['state.js', 'meter.js'], load);
    expect(load.mock.calls.map(([file]) => file)).toEqual(['state.js', 'meter.js']);

    expect(pendingCatalog('lomi-campaign-card', 'en')).toBeUndefined();
    const arriving = pendingCatalog('lomi-progress-meter', 'en');
    pending.get('state.js')!.resolve();
    await Promise.resolve();
    expect(prefetchedCatalog('lomi-progress-meter', 'en')).toBeUndefined();

    pending.get('meter.js')!.resolve();
    await vi.waitFor(() =>
      expect(prefetchedCatalog('lomi-progress-meter', 'en')).toEqual({
        'campaign-state.loading': 'Loading',
        'progress-meter.raised': 'raised',
      }),
    );
    await expect(arriving).resolves.toBe(prefetchedCatalog('lomi-progress-meter', 'en'));
    expect(prefetchedCatalog('lomi-progress-meter', 'am')).toBeUndefined();
    expect(prefetchedCatalog('lomi-campaign-card', 'en')).toBeUndefined();
  });

  it('imports a tag and language once, however many elements ask', () => {
    const { load } = loader();
    prefetchCatalogs('lomi-progress-meter', 'en', ['state.js', 'meter.js'], load);
    prefetchCatalogs('lomi-progress-meter', 'en', ['state.js', 'meter.js'], load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('forgets a failed import, so the element loads its catalogs itself and a later element tries again', async () => {
    const { load, pending } = loader();
    prefetchCatalogs('lomi-progress-meter', 'en', ['state.js'], load);
    const arriving = pendingCatalog('lomi-progress-meter', 'en');
    pending.get('state.js')!.reject(new TypeError('Failed to fetch'));
    await expect(arriving).resolves.toBeUndefined();
    await vi.waitFor(() => {
      prefetchCatalogs('lomi-progress-meter', 'en', ['state.js'], load);
      expect(load).toHaveBeenCalledTimes(2);
    });
    expect(prefetchedCatalog('lomi-progress-meter', 'en')).toBeUndefined();
  });
});
