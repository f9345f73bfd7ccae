import { fastifyEtag } from '@fastify/etag';
import type { FastifyInstance, FastifyRequest, onSendHookHandler } from 'fastify';
import { hasSessionCookie } from '../static/page-preloads.ts';

/**
 * How long browsers and shared caches (a CDN, a proxy) may keep a public route's answers, declared where the
 * route is registered as `config: { cache: '<kind>' }`. A route that declares none is `no-store`.
 *
 * - `live`: answers with live totals (lists, a campaign, featured, search, an organization, donations).
 *   Browsers revalidate every time (`max-age=0, must-revalidate`: a donor sees their own donation on the next
 *   look, and an unchanged answer costs a 304 without a body); shared caches keep it 5 s (`s-maxage`), so a
 *   crowd on one campaign reaches the server at most once per 5 s per cache. No `stale-while-revalidate`:
 *   browsers honour it too and would show totals older than the donor's own donation.
 * - `minutes`: changes only with a restart, or is replaced under the same address (site settings, an
 *   organization's logo): 5 minutes, then revalidated with the ETag.
 * - `hour`: changes only with a migration (the categories).
 * - `day`: bytes fixed by the address and the configuration (a campaign's QR code).
 * - `immutable`: bytes that never change under their address (a campaign image by id, content-hashed files).
 */
export type CacheKind = 'live' | 'minutes' | 'hour' | 'day' | 'immutable';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How this route's answers may be cached (src/http/http-caching.ts); `no-store` when left out. */
    cache?: CacheKind;
  }
}

export const CACHE_CONTROL: Readonly<Record<CacheKind, string>> = {
  live: 'public, max-age=0, s-maxage=5, must-revalidate',
  minutes: 'public, max-age=300',
  hour: 'public, max-age=3600',
  day: 'public, max-age=86400',
  immutable: 'public, max-age=31536000, immutable',
};

/** What anything not declared cacheable gets: no cache keeps it. */
export const NO_STORE = 'no-store';

/**
 * The same policy for one viewer only: `public` becomes `private` and the shared caches' own directives go,
 * so a proxy or CDN never stores it (`no-store` stays `no-store`, now also `private`).
 */
export function privateCacheControl(cacheControl: string): string {
  const directives = cacheControl
    .split(',')
    .map((directive) => directive.trim())
    .filter(
      (directive) =>
        directive !== '' &&
        directive !== 'public' &&
        directive !== 'private' &&
        directive !== 'proxy-revalidate' &&
        !directive.startsWith('s-maxage'),
    );
  return ['private', ...directives].join(', ');
}

/** Whether a request carries a session: a bearer token (any `Authorization`) or the site's session cookie. */
export function carriesSession(request: FastifyRequest): boolean {
  return request.headers.authorization !== undefined || hasSessionCookie(request.headers.cookie);
}

/**
 * The one caching policy of every answer, in one onSend hook (register it on the root instance before the
 * routes and before `@fastify/compress`, so ETags are computed over the uncompressed body):
 *
 * 1. An error (4xx, 5xx) is `no-store`, without an ETag: no cache keeps a 404 or a 503 for the next visitor.
 * 2. Otherwise the Cache-Control a handler set for this one answer wins (a signed preview link, a download,
 *    the static files' own policy in `static/cache-policy.ts`); else the route's `config.cache`; else
 *    `no-store`.
 * 3. A route with `config.auth`, or a request carrying a session, gets the private form of it: a shared cache
 *    never stores an answer given to a signed-in viewer (public routes' answers do not depend on the viewer,
 *    but this holds even if one ever does). A signed-in route that set nothing is `private, no-store`.
 * 4. A successful GET of a route with `config.cache` gets a weak ETag over its body (`@fastify/etag`; weak
 *    because the same ETag is sent for the br, gzip and plain encodings) unless the handler set one (media),
 *    and a matching `If-None-Match` is answered 304 without a body.
 */
export function registerHttpCaching(app: FastifyInstance): void {
  const etag = etagHook();
  app.addHook('onSend', function (request, reply, payload, done) {
    if (reply.statusCode >= 400) {
      reply.header('cache-control', NO_STORE);
      reply.removeHeader('etag');
      done(null, payload);
      return;
    }
    const config = request.routeOptions.config;
    const declared = config.cache;
    const set = reply.getHeader('cache-control');
    let cacheControl = typeof set === 'string' ? set : declared ? CACHE_CONTROL[declared] : NO_STORE;
    if (config.auth !== undefined || carriesSession(request)) {
      cacheControl = privateCacheControl(cacheControl);
    }
    reply.header('cache-control', cacheControl);
    if (declared && reply.statusCode === 200 && isRead(request)) {
      etag.call(this, request, reply, payload, done);
      return;
    }
    done(null, payload);
  });
}

function isRead(request: FastifyRequest): boolean {
  return request.method === 'GET' || request.method === 'HEAD';
}

/**
 * The onSend hook of `@fastify/etag` (weak ETags, 304 on a match), taken out of the plugin so it runs only
 * on the answers above: registered as a plugin it would hash every answer, POSTs and errors included, and
 * turn a 404 into a 304 when its body matched an `If-None-Match`.
 */
function etagHook(): onSendHookHandler {
  let hook: onSendHookHandler | undefined;
  const collector = {
    addHook(name: string, handler: onSendHookHandler) {
      if (name === 'onSend') hook = handler;
    },
  };
  // The plugin function registers its hook synchronously before its first await.
  void fastifyEtag(collector as unknown as FastifyInstance, { weak: true });
  if (!hook) throw new Error('@fastify/etag registered no onSend hook');
  return hook;
}
