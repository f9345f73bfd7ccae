import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalBlobStore } from '../../src/media/blob-store.ts';

describe('LocalBlobStore', () => {
  const root = mkdtempSync(join(tmpdir(), 'lomi-blobs-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('stores bytes under their SHA-256 and reads them back', async () => {
    const store = new LocalBlobStore(root);
    const stored = await store.put(Buffer.from('hello'), 'png');
    expect(stored.key).toBe('2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824.png');
    expect(stored.etag).toBe('"2cf24dba5fb0a30e26e83b2ac5b9e29e"');
    expect(stored.byteSize).toBe(5);
    expect((await store.get(stored.key))?.toString()).toBe('hello');
    expect(await store.put(Buffer.from('hello'), 'png')).toEqual(stored);
  });

  it('answers undefined for unknown or malformed keys', async () => {
    const store = new LocalBlobStore(root);
    expect(await store.get(`${'0'.repeat(64)}.png`)).toBeUndefined();
    expect(await store.get('../../etc/passwd')).toBeUndefined();
  });
});
