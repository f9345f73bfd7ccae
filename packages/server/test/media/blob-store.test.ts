import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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

  it('stores bytes or a file under fresh random keys, with the ETag of the content, and deletes them', async () => {
    const store = new LocalBlobStore(root);
    const first = await store.putNew(Buffer.from('hello'), 'webp');
    const source = join(root, 'upload.tmp');
    writeFileSync(source, 'hello');
    const second = await store.putNew({ file: source }, 'webp');
    expect(first.key).toMatch(/^[0-9a-f]{64}\.webp$/);
    expect(second.key).not.toBe(first.key);
    expect(first.key).not.toBe('2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824.webp');
    expect([first.etag, second.etag]).toEqual([
      '"2cf24dba5fb0a30e26e83b2ac5b9e29e"',
      '"2cf24dba5fb0a30e26e83b2ac5b9e29e"',
    ]);
    expect(second.byteSize).toBe(5);
    expect((await store.get(second.key))?.toString()).toBe('hello');
    await store.delete(first.key);
    expect(await store.get(first.key)).toBeUndefined();
    expect((await store.get(second.key))?.toString()).toBe('hello');
    await store.delete(first.key);
    await store.delete('../upload.tmp');
    expect((await import('node:fs')).existsSync(source)).toBe(true);
  });
});
