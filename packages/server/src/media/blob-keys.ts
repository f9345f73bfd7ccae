import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';

// What a blob key and its ETag mean, shared by every BlobStore so a key written by one store names the same
// bytes in another: `<64 hex>.<extension>`, the hex being the SHA-256 of the content (`put`) or 32 random
// bytes (`putNew`); the ETag is the first 32 hex of the content's SHA-256, quoted.

const keyPattern = /^[0-9a-f]{64}\.[a-z0-9]+$/;
const extensionPattern = /^[a-z0-9]+$/;

/** Whether `key` has the shape of a blob key (anything else, e.g. `../x`, is never looked up). */
export function isBlobKey(key: string): boolean {
  return keyPattern.test(key);
}

/** The key `put` stores `digest` (hex SHA-256 of the content) under. */
export function contentKey(digest: string, extension: string): string {
  return `${digest}.${checkedExtension(extension)}`;
}

/** A fresh random key for `putNew`. */
export function randomKey(extension: string): string {
  return `${randomBytes(32).toString('hex')}.${checkedExtension(extension)}`;
}

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** The strong ETag (quoted) of content whose SHA-256 is `digest`. */
export function etagOf(digest: string): string {
  return `"${digest.slice(0, 32)}"`;
}

/** SHA-256 and size of a file, read in chunks (an upload may be large). */
export async function hashFile(file: string): Promise<{ digest: string; byteSize: number }> {
  const hash = createHash('sha256');
  let byteSize = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    byteSize += chunk.byteLength;
  }
  return { digest: hash.digest('hex'), byteSize };
}

function checkedExtension(extension: string): string {
  if (!extensionPattern.test(extension)) throw new Error(`Not a blob extension: ${extension}`);
  return extension;
}
