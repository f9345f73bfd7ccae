import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../errors/api-error.ts';
import type { BlobStore } from './blob-store.ts';

/** How long clients may keep a media response, in seconds; `private` keeps it out of shared caches. */
export type MediaCaching = { maxAge: number; immutable: boolean; private?: boolean };

/** A media item found in the database. */
export interface MediaRef {
  key: string;
  contentType: string;
  etag: string;
}

/**
 * Sends a stored blob with its content type, ETag and Cache-Control, answering 304 when the client's copy
 * is current. A database row whose blob is missing (a media folder not copied along) is a 404, not a 500.
 */
export async function sendMedia(
  request: FastifyRequest,
  reply: FastifyReply,
  blobs: BlobStore,
  media: MediaRef,
  caching: MediaCaching,
  what: string,
): Promise<FastifyReply> {
  reply.header(
    'cache-control',
    `${caching.private ? 'private' : 'public'}, max-age=${caching.maxAge}${caching.immutable ? ', immutable' : ''}`,
  );
  reply.header('etag', media.etag);
  if (matchesEtag(request.headers['if-none-match'], media.etag)) {
    return reply.status(304).send();
  }
  const bytes = await blobs.get(media.key);
  if (!bytes) {
    request.log.warn({ key: media.key }, 'media blob missing from the blob store');
    reply.removeHeader('etag');
    reply.header('cache-control', 'no-store');
    throw notFound(what, media.key);
  }
  return reply.type(media.contentType).send(bytes);
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}
