import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** An S3-compatible server (s3rver, in this process) with one empty bucket, for tests and benches. */
export interface S3Server {
  /** `http://127.0.0.1:<port>`: give it with `forcePathStyle: true` (no bucket subdomains on an IP). */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The folder the objects are written to (one file per object, under `<bucket>/`). */
  directory: string;
  /** The settings an S3BlobStore (or `LOMI_S3_*`) takes to use this server. */
  storeOptions: {
    endpoint: string;
    region: string;
    bucket: string;
    accessKeyId: string;
    secretAccessKey: string;
    forcePathStyle: true;
  };
  /** Stops the server and removes its folder. */
  stop(): Promise<void>;
}

/** The parts of s3rver used here (it ships no types). */
interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverClass = new (options: {
  address: string;
  port: number;
  directory: string;
  silent: boolean;
  allowMismatchedSignatures: boolean;
  configureBuckets: { name: string }[];
}) => S3rverInstance;

// s3rver accepts one hard-coded key pair.
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';

/** Starts s3rver on a free port of 127.0.0.1 with a temporary folder and the bucket `bucket`. */
export async function startS3Server(bucket = 'lomi-media'): Promise<S3Server> {
  const S3rver = createRequire(import.meta.url)('@20minutes/s3rver') as S3rverClass;
  const directory = mkdtempSync(join(tmpdir(), 'lomi-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    // s3rver signs bucket-level requests (HeadBucket, ListObjects) without the trailing slash the AWS SDK v3
    // signs, so it would refuse them all; an unknown access key is still refused.
    allowMismatchedSignatures: true,
    configureBuckets: [{ name: bucket }],
  });
  let address: AddressInfo;
  try {
    address = await server.run();
  } catch (error) {
    rmSync(directory, { recursive: true, force: true });
    throw error;
  }
  const endpoint = `http://127.0.0.1:${address.port}`;
  const region = 'us-east-1';
  return {
    endpoint,
    region,
    bucket,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
    directory,
    storeOptions: {
      endpoint,
      region,
      bucket,
      accessKeyId: ACCESS_KEY_ID,
      secretAccessKey: SECRET_ACCESS_KEY,
      forcePathStyle: true,
    },
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
