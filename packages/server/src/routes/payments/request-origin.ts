import type { FastifyRequest } from 'fastify';

/**
 * The public origin of this server: PUBLIC_SITE_URL when set, else the request's own (honouring
 * X-Forwarded-* under TRUST_PROXY). Return URLs and our webhook URL are built on it.
 */
export function requestOrigin(request: FastifyRequest, publicSiteUrl: string | undefined): string {
  return publicSiteUrl ?? `${request.protocol}://${request.host}`;
}
