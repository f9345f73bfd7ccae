import type { Readable } from 'node:stream';
import { z } from 'zod';

/**
 * The document's schema of a file's bytes (`type: string, format: binary`). Typed as the bytes themselves:
 * Fastify sends a Buffer or a stream as it is and never runs a response schema over it, so this schema only
 * describes, and the route's `reply.send(buffer)` type-checks.
 */
const fileBytes = z.string().meta({ format: 'binary' }) as unknown as z.ZodType<Uint8Array | Readable>;

/** The `response` entry of a route that answers a file (an image, a QR code) rather than JSON. */
export const binaryResponse = (mediaType: string, description: string) => ({
  description,
  content: { [mediaType]: { schema: fileBytes } },
});
