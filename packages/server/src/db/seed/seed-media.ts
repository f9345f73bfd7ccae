import type { BlobStore, StoredBlob } from '../../media/blob-store.ts';
import {
  encodeImageVariants,
  type EncodedImageVariant,
  type StoredImage,
} from '../../uploads/image-variants.ts';
import { IMAGE_HEIGHT, IMAGE_WIDTH, paintCampaignImage, paintLogo, type Palette } from './image-painter.ts';

// Painting is deterministic, so a process that seeds several databases (the tests) paints each image once.
const painted = new Map<string, Buffer>();

function paintOnce(key: string, paint: () => Buffer): Buffer {
  let bytes = painted.get(key);
  if (!bytes) {
    bytes = paint();
    painted.set(key, bytes);
  }
  return bytes;
}

// The WebP variants of each painted image, encoded once per process (encoding is the slow part: the tests
// seed dozens of databases, each with its own blob store).
const encoded = new Map<string, Promise<EncodedImageVariant[]>>();

/**
 * Paints and encodes (once per process) a campaign illustration and stores it with its WebP variants, keyed
 * by content, so seeding again writes nothing new.
 */
export async function storeCampaignImage(
  blobs: BlobStore,
  palette: Palette,
  variant: number,
  seed: number,
): Promise<StoredBlob & { width: number; height: number; variants: StoredImage['variants'] }> {
  const key = `campaign-${seed}-${variant}`;
  const bytes = paintOnce(key, () => paintCampaignImage(palette, variant, seed));
  let renditions = encoded.get(key);
  if (!renditions) {
    renditions = encodeImageVariants(bytes);
    encoded.set(key, renditions);
  }
  const variants = [];
  for (const { bytes: webp, width, height } of await renditions) {
    variants.push({ width, height, ...(await blobs.put(webp, 'webp')) });
  }
  return { ...(await blobs.put(bytes, 'png')), width: IMAGE_WIDTH, height: IMAGE_HEIGHT, variants };
}

/** Paints (once per process) and stores a logo. */
export async function storeLogo(blobs: BlobStore, key: string, palette: Palette): Promise<StoredBlob> {
  return blobs.put(
    paintOnce(`logo-${key}`, () => paintLogo(palette)),
    'png',
  );
}

/** The palette of each category (by id), so a category's campaigns look related. */
export const categoryPalettes: Record<number, Palette> = {
  1: { top: [120, 81, 169], bottom: [236, 224, 245], accent: [241, 196, 15], detail: [74, 50, 110] },
  2: { top: [41, 128, 185], bottom: [214, 234, 248], accent: [231, 76, 60], detail: [33, 97, 140] },
  3: { top: [230, 126, 34], bottom: [250, 229, 211], accent: [39, 174, 96], detail: [120, 66, 18] },
  4: { top: [52, 73, 94], bottom: [214, 219, 223], accent: [241, 196, 15], detail: [39, 55, 70] },
  5: { top: [236, 112, 99], bottom: [253, 237, 236], accent: [93, 173, 226], detail: [148, 49, 38] },
  6: { top: [22, 160, 133], bottom: [208, 236, 231], accent: [243, 156, 18], detail: [14, 98, 81] },
  7: { top: [175, 96, 26], bottom: [246, 221, 204], accent: [46, 134, 193], detail: [110, 44, 0] },
  8: { top: [192, 57, 43], bottom: [245, 183, 177], accent: [52, 152, 219], detail: [100, 30, 22] },
  10: { top: [160, 64, 0], bottom: [237, 187, 153], accent: [40, 116, 166], detail: [110, 44, 0] },
  11: { top: [30, 132, 73], bottom: [212, 239, 223], accent: [244, 208, 63], detail: [20, 90, 50] },
  12: { top: [86, 101, 115], bottom: [234, 236, 238], accent: [205, 97, 85], detail: [44, 62, 80] },
  13: { top: [202, 111, 30], bottom: [250, 219, 216], accent: [36, 113, 163], detail: [100, 55, 15] },
  14: { top: [142, 68, 173], bottom: [232, 218, 239], accent: [26, 188, 156], detail: [91, 44, 111] },
  15: { top: [39, 174, 96], bottom: [171, 235, 198], accent: [236, 240, 241], detail: [25, 111, 61] },
  16: { top: [52, 152, 219], bottom: [235, 245, 251], accent: [230, 126, 34], detail: [27, 79, 114] },
};

export const defaultPalette: Palette = {
  top: [93, 109, 126],
  bottom: [235, 237, 239],
  accent: [230, 126, 34],
  detail: [52, 73, 94],
};
