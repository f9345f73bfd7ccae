import { LocalBlobStore, mediaDir, type BlobStore } from './blob-store.ts';
import { S3BlobStore, type S3BlobStoreOptions } from './s3-blob-store.ts';

/** `LOMI_MEDIA_STORE` and, for `s3`, the bucket's settings (`LOMI_S3_*`). */
export type MediaStoreConfig = { store: 'local' } | { store: 's3'; s3: Omit<S3BlobStoreOptions, 'timeouts'> };

/** The configured blob store, and how to let go of it when the server stops. */
export function openConfiguredBlobStore(
  media: MediaStoreConfig,
  dataDir: string,
): { blobs: BlobStore; close: () => void; where: string } {
  if (media.store === 'local') {
    const folder = mediaDir(dataDir);
    return { blobs: new LocalBlobStore(folder), close: () => {}, where: folder };
  }
  const store = new S3BlobStore(media.s3);
  // Never the keys: the bucket and endpoint are enough to tell where media go.
  const where = `s3://${media.s3.bucket}${media.s3.endpoint ? ` at ${media.s3.endpoint}` : ''}`;
  return { blobs: store, close: () => store.destroy(), where };
}
