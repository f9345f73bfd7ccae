import type * as ShareQrChunk from './share-qr-chunk.ts';

let chunk: Promise<typeof ShareQrChunk> | undefined;

/** Imports the QR code's chunk once per page, however many panels ask; a failed import is tried again. */
export function loadShareQr(): Promise<typeof ShareQrChunk> {
  chunk ??= import('./share-qr-chunk.ts').catch((error: unknown) => {
    chunk = undefined;
    throw error;
  });
  return chunk;
}
