import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { BlobStore, StoredBlob } from '../../src/media/blob-store.ts';
import { IMAGE_DECODES_AT_ONCE, storeImageVariants } from '../../src/uploads/image-variants.ts';

/** A blob store whose writes wait until the test lets them go, and which counts the images writing. */
function heldBlobStore() {
  const waiting: (() => void)[] = [];
  const writers = new Set<Uint8Array | { file: string }>();
  let stored = 0;
  const store: BlobStore = {
    put: () => Promise.reject(new Error('not used')),
    async putNew(content): Promise<StoredBlob> {
      writers.add(content);
      await new Promise<void>((resolve) => waiting.push(resolve));
      stored += 1;
      return { key: `${stored}`.padStart(64, '0') + '.webp', etag: '"e"', byteSize: 1 };
    },
    get: () => Promise.resolve(undefined),
    delete: () => Promise.resolve(),
    check: () => Promise.resolve(),
  };
  const releaseAll = () => waiting.splice(0).forEach((resolve) => resolve());
  return { store, waiting, releaseAll };
}

describe('storeImageVariants', () => {
  it(`decodes at most ${IMAGE_DECODES_AT_ONCE} images at once, however many uploads arrive together`, async () => {
    const photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#884422' } })
      .png()
      .toBuffer();
    const blobs = heldBlobStore();
    const all = Promise.all(Array.from({ length: 5 }, () => storeImageVariants(photo, blobs.store)));

    // The first images reach their (held) write; the others wait for a decode slot, not for the write.
    await expect.poll(() => blobs.waiting.length).toBe(IMAGE_DECODES_AT_ONCE);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(blobs.waiting.length).toBe(IMAGE_DECODES_AT_ONCE);

    // Each one that finishes frees its slot for the next.
    const release = setInterval(blobs.releaseAll, 5);
    const images = await all.finally(() => clearInterval(release));
    expect(images).toHaveLength(5);
    expect(images.every((image) => image.width === 300 && image.height === 200)).toBe(true);
  });
});
