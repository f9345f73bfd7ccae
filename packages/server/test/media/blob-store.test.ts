import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalBlobStore, type BlobStore } from '../../src/media/blob-store.ts';
import { sha256Hex } from '../../src/media/blob-keys.ts';
import { S3BlobStore } from '../../src/media/s3-blob-store.ts';
import { startS3Server, type S3Server } from '../support/s3-server.ts';

const workDir = mkdtempSync(join(tmpdir(), 'lomi-blobs-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

let s3: S3Server;
beforeAll(async () => {
  s3 = await startS3Server();
  return () => s3.stop();
});

/** Each store the contract runs against (the S3 one on s3rver, started above). */
const stores: { kind: string; open: () => BlobStore & { destroy?: () => void } }[] = [
  { kind: 'LocalBlobStore', open: () => new LocalBlobStore(join(workDir, 'media')) },
  { kind: 'S3BlobStore', open: () => new S3BlobStore(s3.storeOptions) },
];

const HELLO_SHA256 = '2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824';

// One contract, every store: what routes and seeding rely on must hold wherever the bytes live.
describe.each(stores)('$kind', ({ open }) => {
  let store: ReturnType<typeof open>;
  beforeAll(() => {
    store = open();
    return () => store.destroy?.();
  });

  it('stores bytes under their SHA-256 and reads them back; the same bytes twice are one blob', async () => {
    const stored = await store.put(Buffer.from('hello'), 'png');
    expect(stored).toEqual({
      key: `${HELLO_SHA256}.png`,
      etag: `"${HELLO_SHA256.slice(0, 32)}"`,
      byteSize: 5,
    });
    expect((await store.get(stored.key))?.toString()).toBe('hello');
    expect(await store.put(Buffer.from('hello'), 'png')).toEqual(stored);
    await store.delete(stored.key);
    // One object: after one delete, nothing is left under the key.
    expect(await store.get(stored.key)).toBeUndefined();
  });

  it('answers undefined for unknown or malformed keys', async () => {
    expect(await store.get(`${'0'.repeat(64)}.png`)).toBeUndefined();
    expect(await store.get('../../etc/passwd')).toBeUndefined();
    expect(await store.get(`${'A'.repeat(64)}.png`)).toBeUndefined();
    expect(await store.get('')).toBeUndefined();
  });

  it('refuses an extension that is not lower-case letters and digits', async () => {
    await expect(store.put(Buffer.from('x'), '../png')).rejects.toThrow(/Not a blob extension/);
    await expect(store.putNew(Buffer.from('x'), 'PNG')).rejects.toThrow(/Not a blob extension/);
  });

  it('stores bytes or a file under fresh random keys, with the ETag of the content, and deletes them', async () => {
    const first = await store.putNew(Buffer.from('hello'), 'webp');
    const source = join(workDir, `upload-${randomBytes(4).toString('hex')}.tmp`);
    writeFileSync(source, 'hello');
    const second = await store.putNew({ file: source }, 'webp');
    const third = await store.putNew(Buffer.from('hello'), 'webp');
    expect(first.key).toMatch(/^[0-9a-f]{64}\.webp$/);
    expect(new Set([first.key, second.key, third.key]).size).toBe(3);
    expect(first.key).not.toBe(`${HELLO_SHA256}.webp`);
    expect([first.etag, second.etag, third.etag]).toEqual(Array(3).fill(`"${HELLO_SHA256.slice(0, 32)}"`));
    expect(second.byteSize).toBe(5);
    expect((await store.get(second.key))?.toString()).toBe('hello');

    await store.delete(first.key);
    expect(await store.get(first.key)).toBeUndefined();
    expect((await store.get(second.key))?.toString()).toBe('hello');
    // Deleting twice, or a malformed key, is no error and touches nothing else.
    await store.delete(first.key);
    await store.delete('../upload.tmp');
    await store.delete(`${'0'.repeat(64)}.webp`);
    expect(existsSync(source)).toBe(true);
    expect((await store.get(third.key))?.toString()).toBe('hello');
  });

  it('uploads a multi-megabyte file whole, byte for byte', async () => {
    const bytes = randomBytes(9 * 1024 * 1024 + 17);
    const source = join(workDir, `large-${randomBytes(4).toString('hex')}.tmp`);
    writeFileSync(source, bytes);
    const stored = await store.putNew({ file: source }, 'pdf');
    expect(stored.byteSize).toBe(bytes.byteLength);
    expect(stored.etag).toBe(`"${sha256Hex(bytes).slice(0, 32)}"`);
    const read = await store.get(stored.key);
    expect(read?.byteLength).toBe(bytes.byteLength);
    expect(read?.equals(bytes)).toBe(true);
    await store.delete(stored.key);
  });

  it('says it works', async () => {
    await expect(store.check()).resolves.toBeUndefined();
  });
});

describe('S3BlobStore', () => {
  it('writes the same bytes once: put looks first and skips the upload', async () => {
    const store = new S3BlobStore(s3.storeOptions);
    const stored = await store.put(randomBytes(64), 'png');
    // s3rver keeps each object in a file of its own; a second upload would write it anew.
    const object = join(s3.directory, s3.bucket, `${stored.key}._S3rver_object`);
    const written = statSync(object).mtimeMs;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(await store.put((await store.get(stored.key))!, 'png')).toEqual(stored);
    expect(statSync(object).mtimeMs).toBe(written);
    store.destroy();
  });
});

describe('check() says why a store cannot work', () => {
  it('LocalBlobStore: a media "folder" that is a file', async () => {
    const file = join(workDir, 'not-a-folder');
    writeFileSync(file, '');
    await expect(new LocalBlobStore(file).check()).rejects.toThrow();
  });

  it('S3BlobStore: a bucket that does not exist, or a key the store does not know', async () => {
    const missing = new S3BlobStore({ ...s3.storeOptions, bucket: 'no-such-bucket' });
    await expect(missing.check()).rejects.toThrow(/The S3 bucket "no-such-bucket" cannot be reached/);
    missing.destroy();
    const stranger = new S3BlobStore({
      ...s3.storeOptions,
      accessKeyId: 'STRANGER',
      secretAccessKey: 'hush-hush',
    });
    const refusal = await stranger.check().catch((error: Error) => error);
    expect(refusal).toBeInstanceOf(Error);
    expect(String(refusal)).not.toContain('hush-hush');
    stranger.destroy();
  });

  it('S3BlobStore: a store that does not answer fails within its timeouts, after its retries', async () => {
    const { createServer } = await import('node:net');
    const silent = createServer(() => {}); // accepts connections, never answers
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as { port: number }).port;
    const store = new S3BlobStore({
      ...s3.storeOptions,
      endpoint: `http://127.0.0.1:${port}`,
      timeouts: { requestMs: 200, maxAttempts: 2 },
    });
    const started = Date.now();
    await expect(store.check()).rejects.toThrow(/cannot be reached/);
    expect(Date.now() - started).toBeLessThan(5_000);
    store.destroy();
    silent.close();
  });
});
