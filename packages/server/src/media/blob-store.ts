import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Where media bytes live; the database keeps only the key, content type and ETag. */
export interface BlobStore {
  /** Stores `bytes` and returns their key and ETag. Storing the same bytes twice is harmless. */
  put(bytes: Uint8Array, extension: string): Promise<StoredBlob>;
  /** The bytes under `key`, or undefined when they are gone. */
  get(key: string): Promise<Buffer | undefined>;
}

export interface StoredBlob {
  key: string;
  /** Strong ETag (quoted), derived from the content. */
  etag: string;
  byteSize: number;
}

const keyPattern = /^[0-9a-f]{64}\.[a-z0-9]+$/;

/**
 * The default blob store: content-addressed files in a local folder (`LOMI_DATA_DIR/media`). Keys are the
 * SHA-256 of the content, so re-seeding or uploading the same image writes nothing new, and a key never
 * changes meaning — which is what lets media responses be cached forever.
 */
export class LocalBlobStore implements BlobStore {
  readonly #root: string;

  constructor(root: string) {
    this.#root = root;
  }

  async put(bytes: Uint8Array, extension: string): Promise<StoredBlob> {
    const digest = createHash('sha256').update(bytes).digest('hex');
    const key = `${digest}.${extension}`;
    const path = join(this.#root, key.slice(0, 2), key);
    const exists = await stat(path).then(
      (stats) => stats.size === bytes.byteLength,
      () => false,
    );
    if (!exists) {
      await mkdir(join(this.#root, key.slice(0, 2)), { recursive: true });
      // Write then rename, so a crash never leaves a half-written file under a valid key.
      const temporary = `${path}.${process.pid}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, path);
    }
    return { key, etag: `"${digest.slice(0, 32)}"`, byteSize: bytes.byteLength };
  }

  async get(key: string): Promise<Buffer | undefined> {
    if (!keyPattern.test(key)) return undefined;
    return readFile(join(this.#root, key.slice(0, 2), key)).catch(() => undefined);
  }
}

/** The media folder inside `LOMI_DATA_DIR`. */
export function mediaDir(dataDir: string): string {
  return join(dataDir, 'media');
}
