import { createReadStream } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import type { BlobStore, StoredBlob } from './blob-store.ts';
import { contentKey, etagOf, hashFile, isBlobKey, randomKey, sha256Hex } from './blob-keys.ts';

/** Where the bucket is and how to reach it (`LOMI_S3_*`, see the server README). */
export interface S3BlobStoreOptions {
  /** `https://…` of an S3-compatible service (MinIO, R2, …); unset for AWS itself. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path (`endpoint/bucket/key`) rather than the host name; MinIO and s3rver need it. */
  forcePathStyle: boolean;
  timeouts?: Partial<S3Timeouts>;
}

export interface S3Timeouts {
  /** Opening a connection. */
  connectMs: number;
  /** A whole request and its answer (an upload of the largest file included). */
  requestMs: number;
  /** Tries per request, the first included; transient failures (5xx, throttling, resets) are retried. */
  maxAttempts: number;
}

export const DEFAULT_S3_TIMEOUTS: S3Timeouts = { connectMs: 3_000, requestMs: 60_000, maxAttempts: 3 };

/**
 * Media in a bucket of an S3-compatible store, so every API instance reads what any of them wrote. Object
 * names are the blob keys themselves (`<64 hex>.<extension>`, flat in the bucket), with the same meaning as in
 * {@link LocalBlobStore}: `put` names by the content's SHA-256, `putNew` by 32 random bytes, and the ETag
 * always comes from the content, so moving a media folder into a bucket keeps every key and ETag.
 */
export class S3BlobStore implements BlobStore {
  readonly #client: S3Client;
  /** The same client without the SDK's retries: a file's read stream cannot be replayed, so it retries itself. */
  readonly #streamClient: S3Client;
  readonly #bucket: string;
  readonly #maxAttempts: number;

  constructor(options: S3BlobStoreOptions) {
    const timeouts = { ...DEFAULT_S3_TIMEOUTS, ...options.timeouts };
    const config: S3ClientConfig = {
      endpoint: options.endpoint,
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      requestHandler: {
        connectionTimeout: timeouts.connectMs,
        requestTimeout: timeouts.requestMs,
        throwOnRequestTimeout: true,
      },
      // Checksums only where S3 requires them: the default CRC32 trailer (aws-chunked uploads) is not
      // understood by every S3-compatible store.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    };
    this.#client = new S3Client({ ...config, maxAttempts: timeouts.maxAttempts });
    this.#streamClient = new S3Client({ ...config, maxAttempts: 1 });
    this.#bucket = options.bucket;
    this.#maxAttempts = timeouts.maxAttempts;
  }

  async put(bytes: Uint8Array, extension: string): Promise<StoredBlob> {
    const digest = sha256Hex(bytes);
    const key = contentKey(digest, extension);
    const size = await this.#sizeOf(key);
    if (size !== bytes.byteLength) await this.#putBytes(key, bytes);
    return { key, etag: etagOf(digest), byteSize: bytes.byteLength };
  }

  async putNew(content: Uint8Array | { file: string }, extension: string): Promise<StoredBlob> {
    const key = randomKey(extension);
    if (content instanceof Uint8Array) {
      await this.#putBytes(key, content);
      return { key, etag: etagOf(sha256Hex(content)), byteSize: content.byteLength };
    }
    const { digest, byteSize } = await hashFile(content.file);
    await this.#putFile(key, content.file, byteSize);
    return { key, etag: etagOf(digest), byteSize };
  }

  async get(key: string): Promise<Buffer | undefined> {
    if (!isBlobKey(key)) return undefined;
    try {
      const answer = await this.#client.send(new GetObjectCommand({ Bucket: this.#bucket, Key: key }));
      if (!answer.Body) return undefined;
      return Buffer.from(await answer.Body.transformToByteArray());
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    if (!isBlobKey(key)) return;
    try {
      await this.#client.send(new DeleteObjectCommand({ Bucket: this.#bucket, Key: key }));
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  }

  /** HeadBucket: the bucket exists and these credentials may use it. */
  async check(): Promise<void> {
    try {
      await this.#client.send(new HeadBucketCommand({ Bucket: this.#bucket }));
    } catch (error) {
      throw new Error(`The S3 bucket "${this.#bucket}" cannot be reached: ${describe(error)}`, {
        cause: error,
      });
    }
  }

  /** Closes the clients' idle connections. */
  destroy(): void {
    this.#client.destroy();
    this.#streamClient.destroy();
  }

  /** The stored size of `key`, or undefined when no object has it. */
  async #sizeOf(key: string): Promise<number | undefined> {
    try {
      const head = await this.#client.send(new HeadObjectCommand({ Bucket: this.#bucket, Key: key }));
      return head.ContentLength;
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async #putBytes(key: string, bytes: Uint8Array): Promise<void> {
    await this.#client.send(
      new PutObjectCommand({ Bucket: this.#bucket, Key: key, Body: bytes, ContentLength: bytes.byteLength }),
    );
  }

  /** Streams the file (never read whole), opening it afresh for each try. */
  async #putFile(key: string, file: string, byteSize: number): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      const body = createReadStream(file);
      try {
        await this.#streamClient.send(
          new PutObjectCommand({ Bucket: this.#bucket, Key: key, Body: body, ContentLength: byteSize }),
        );
        return;
      } catch (error) {
        if (attempt >= this.#maxAttempts || !isTransient(error)) throw error;
        await sleep(100 * 2 ** attempt);
      } finally {
        body.destroy();
      }
    }
  }
}

type S3Failure = { name?: string; message?: string; $metadata?: { httpStatusCode?: number } };

function statusOf(error: unknown): number | undefined {
  return (error as S3Failure | undefined)?.$metadata?.httpStatusCode;
}

function isNotFound(error: unknown): boolean {
  const name = (error as S3Failure | undefined)?.name;
  return name === 'NoSuchKey' || name === 'NotFound' || statusOf(error) === 404;
}

/** A failure worth another try: no answer at all (reset, timeout), a 5xx, or throttling. */
function isTransient(error: unknown): boolean {
  const status = statusOf(error);
  return status === undefined || status >= 500 || status === 429;
}

/** The error's name, status and message; S3 errors never carry the credentials. */
function describe(error: unknown): string {
  const failure = error as S3Failure | undefined;
  const status = statusOf(error);
  return [failure?.name, status === undefined ? undefined : `HTTP ${status}`, failure?.message]
    .filter((part) => part && part !== 'UnknownError')
    .join(', ');
}
