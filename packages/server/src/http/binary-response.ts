import type { Readable } from 'node:stream';
import { z } from 'zod';

/**
 * The document's schema of a file's bytes (`type: string, format: binary`). Typed as the bytes themselves:
 * Fastify sends a Buffer or a stream as it is and never runs a response schema over it, so this schema only
 * describes, and the route's `reply.send(buffer)` type-checks.
 */
const fileBytes = z.string().meta({ format: 'binary' }) as unknown as z.ZodType<Uint8Array | Readable>;

/** The `response` entry of a route that answers a file (an image, a QR code) rather than JSON; one media type or several. */
export const binaryResponse = (mediaType: string | readonly string[], description: string) => ({
  description,
  content: Object.fromEntries(
    (typeof mediaType === 'string' ? [mediaType] : mediaType).map((type) => [type, { schema: fileBytes }]),
  ),
});
