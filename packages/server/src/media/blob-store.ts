import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { contentKey, etagOf, hashFile, isBlobKey, randomKey, sha256Hex } from './blob-keys.ts';

/** Where media bytes live; the database keeps only the key, content type and ETag. */
export interface BlobStore {
  /** Stores `bytes` and returns their key and ETag. Storing the same bytes twice is harmless. */
  put(bytes: Uint8Array, extension: string): Promise<StoredBlob>;
  /**
   * Stores the bytes (or the file at `content.file`, copied, never read whole into memory) under a fresh
   * random key that no other row uses, so deleting it later can never take away another row's blob. The
   * ETag still comes from the content.
   */
  putNew(content: Uint8Array | { file: string }, extension: string): Promise<StoredBlob>;
  /** The bytes under `key`, or undefined when they are gone. */
  get(key: string): Promise<Buffer | undefined>;
  /** Deletes the blob under `key`; a key that is already gone (or malformed) is no error. */
  delete(key: string): Promise<void>;
  /**
   * Resolves when the store can be written and read now, rejects (with the reason) when it cannot: the
   * health check asks it, so a broken media folder or an unreachable bucket shows there, not on an upload.
   */
  check(): Promise<void>;
}

export interface StoredBlob {
  key: string;
  /** Strong ETag (quoted), derived from the content. */
  etag: string;
  byteSize: number;
}

/**
 * The default blob store: files in a local folder (`LOMI_DATA_DIR/media`). `put` keys a blob by the SHA-256
 * of its content, so re-seeding the same image writes nothing new; `putNew` (uploads) keys it by 32 random
 * bytes, so a request can delete what it stored without touching anyone else's. Either way a key never
 * changes meaning — which is what lets media responses be cached forever.
 */
export class LocalBlobStore implements BlobStore {
  readonly #root: string;

  constructor(root: string) {
    this.#root = root;
  }

  async put(bytes: Uint8Array, extension: string): Promise<StoredBlob> {
    const digest = sha256Hex(bytes);
    const key = contentKey(digest, extension);
    const path = this.#path(key);
    const exists = await stat(path).then(
      (stats) => stats.size === bytes.byteLength,
      () => false,
    );
    if (!exists) await this.#write(key, (temporary) => writeFile(temporary, bytes));
    return { key, etag: etagOf(digest), byteSize: bytes.byteLength };
  }

  async putNew(content: Uint8Array | { file: string }, extension: string): Promise<StoredBlob> {
    const key = randomKey(extension);
    if (content instanceof Uint8Array) {
      await this.#write(key, (temporary) => writeFile(temporary, content, { flag: 'wx' }));
      return { key, etag: etagOf(sha256Hex(content)), byteSize: content.byteLength };
    }
    const { digest, byteSize } = await hashFile(content.file);
    // Copied, not renamed: the temporary file may live on another file system than the media folder.
    await this.#write(key, (temporary) => copyFile(content.file, temporary));
    return { key, etag: etagOf(digest), byteSize };
  }

  async get(key: string): Promise<Buffer | undefined> {
    if (!isBlobKey(key)) return undefined;
    return readFile(this.#path(key)).catch(() => undefined);
  }

  async delete(key: string): Promise<void> {
    if (!isBlobKey(key)) return;
    await rm(this.#path(key), { force: true });
  }

  /** Writes, reads back and removes a small probe file in the media folder. */
  async check(): Promise<void> {
    await mkdir(this.#root, { recursive: true });
    const probe = join(this.#root, `.check.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
    const bytes = randomBytes(8);
    try {
      await writeFile(probe, bytes);
      if (!(await readFile(probe)).equals(bytes))
        throw new Error(`The media folder ${this.#root} reads back other bytes.`);
    } finally {
      await rm(probe, { force: true });
    }
  }

  #path(key: string): string {
    return join(this.#root, key.slice(0, 2), key);
  }

  /** Writes through a temporary name then renames, so a crash never leaves a half-written file under a valid key. */
  async #write(key: string, writeTo: (temporary: string) => Promise<void>): Promise<void> {
    const path = this.#path(key);
    await mkdir(join(this.#root, key.slice(0, 2)), { recursive: true });
    const temporary = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    try {
      await writeTo(temporary);
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }
}

/** The media folder inside `LOMI_DATA_DIR`. */
export function mediaDir(dataDir: string): string {
  return join(dataDir, 'media');
}
