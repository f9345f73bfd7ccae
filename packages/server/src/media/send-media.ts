import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../errors/api-error.ts';
import type { BlobStore } from './blob-store.ts';

/** A media item found in the database. */
export interface MediaRef {
  key: string;
  contentType: string;
  etag: string;
}

/**
 * Sends a stored blob with its content type and ETag (the content's, stored with the row), answering 304
 * without reading the blob when the client's copy is current. How long it may be kept is the route's
 * `config.cache` (src/http/http-caching.ts), or a Cache-Control the route sets for this answer. A database row
 * whose blob is missing (a media folder not copied along) is a 404, not a 500.
 */
export async function sendMedia(
  request: FastifyRequest,
  reply: FastifyReply,
  blobs: BlobStore,
  media: MediaRef,
  what: string,
): Promise<FastifyReply> {
  reply.header('etag', media.etag);
  if (matchesEtag(request.headers['if-none-match'], media.etag)) {
    return reply.status(304).send();
  }
  const bytes = await blobs.get(media.key);
  if (!bytes) {
    request.log.warn({ key: media.key }, 'media blob missing from the blob store');
    reply.removeHeader('etag');
    throw notFound(what, media.key);
  }
  return reply.type(media.contentType).send(bytes);
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}
