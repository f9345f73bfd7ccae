import pLimit from 'p-limit';
import sharp from 'sharp';
import type { BlobStore } from '../media/blob-store.ts';

/** The widths every uploaded or seeded image is stored at (never enlarged: a narrower image stops at its own width). */
export const IMAGE_WIDTHS = [320, 640, 1280] as const;

/** Past this many pixels an image is refused before it is decoded (a decompression bomb). */
export const MAX_INPUT_PIXELS = 40_000_000;

export interface StoredImageVariant {
  width: number;
  height: number;
  key: string;
  etag: string;
  byteSize: number;
}

export interface StoredImage {
  /** Of the largest variant. */
  width: number;
  height: number;
  /** Ascending width; content type image/webp. */
  variants: StoredImageVariant[];
}

/**
 * How many images are decoded at once, whatever the number of uploads in flight: one decode of an image at
 * the pixel limit holds up to ~160 MB of pixels, so parallel uploads of such images wait their turn instead
 * of adding up to more memory than the server has.
 */
export const IMAGE_DECODES_AT_ONCE = 2;
const decodeSlots = pLimit(IMAGE_DECODES_AT_ONCE);

/** An image sharp could not or would not decode: undecodable, truncated, or past {@link MAX_INPUT_PIXELS}. */
export class UnreadableImageError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'UnreadableImageError';
  }
}

/**
 * Decodes an image (a file path or bytes), applies its EXIF orientation, and stores it as WebP at
 * {@link IMAGE_WIDTHS}: under fresh keys (uploads), or keyed by content (`keys: 'content'`, the seed, which
 * stores the same images on every run). Nothing of the input's metadata (EXIF, GPS, XMP, IPTC, comments)
 * reaches the output: sharp writes none unless asked. On any failure it deletes the fresh variants it
 * stored (never content-keyed ones, which other rows may share) and throws (an
 * {@link UnreadableImageError} when the input is at fault).
 */
export function storeImageVariants(
  input: string | Uint8Array,
  blobs: BlobStore,
  options: { keys?: 'fresh' | 'content' } = {},
): Promise<StoredImage> {
  return decodeSlots(() => encodeAndStore(input, blobs, options));
}

async function encodeAndStore(
  input: string | Uint8Array,
  blobs: BlobStore,
  { keys = 'fresh' }: { keys?: 'fresh' | 'content' },
): Promise<StoredImage> {
  const encoded = await encodeImageVariants(input);
  const stored: StoredImageVariant[] = [];
  try {
    for (const { bytes, width, height } of encoded) {
      const blob = keys === 'fresh' ? await blobs.putNew(bytes, 'webp') : await blobs.put(bytes, 'webp');
      stored.push({ width, height, ...blob });
    }
  } catch (error) {
    if (keys === 'fresh') await Promise.allSettled(stored.map((variant) => blobs.delete(variant.key)));
    throw error;
  }
  const largest = stored.at(-1)!;
  return { width: largest.width, height: largest.height, variants: stored };
}

/** One WebP rendition of an image, not stored yet. */
export interface EncodedImageVariant {
  width: number;
  height: number;
  bytes: Buffer;
}

/**
 * Decodes an image once and encodes it as WebP at {@link IMAGE_WIDTHS} (ascending), in memory (a few tens of
 * kilobytes each). Callers outside this module hold a decode slot of their own or accept the cost (the seed).
 */
export async function encodeImageVariants(input: string | Uint8Array): Promise<EncodedImageVariant[]> {
  const open = () =>
    sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', sequentialRead: true }).rotate();
  const metadata = await open()
    .metadata()
    .catch((error: unknown) => {
      throw unreadable(error);
    });
  const { width: fullWidth, height: fullHeight } = metadata.autoOrient;
  if (!fullWidth || !fullHeight) throw new UnreadableImageError('The image has no size.');
  const widths = [
    ...IMAGE_WIDTHS.filter((width) => width < fullWidth),
    Math.min(fullWidth, IMAGE_WIDTHS.at(-1)!),
  ];
  // One decode, to the largest width (libvips shrinks JPEGs while loading it, and applies the orientation
  // and the sRGB conversion); the smaller widths are made from those pixels, not from the file again.
  const largest = await open()
    .resize({ width: widths.at(-1)!, withoutEnlargement: true })
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true })
    .catch((error: unknown) => {
      throw unreadable(error);
    });
  const { width: rawWidth, height: rawHeight, channels } = largest.info;
  const variants: EncodedImageVariant[] = [];
  for (const width of new Set(widths)) {
    const { data, info } = await sharp(largest.data, {
      raw: { width: rawWidth, height: rawHeight, channels },
    })
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    variants.push({ width: info.width, height: info.height, bytes: data });
  }
  return variants;
}

function unreadable(error: unknown): UnreadableImageError {
  const reason = error instanceof Error ? error.message : String(error);
  const message = /pixel limit/i.test(reason)
    ? `The image is too large: at most ${MAX_INPUT_PIXELS / 1_000_000} million pixels.`
    : 'The image could not be read: it is damaged or cut short.';
  return new UnreadableImageError(message, { cause: error });
}
