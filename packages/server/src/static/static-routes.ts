import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendRouteNotFound } from '../errors/error-handler.ts';
import { ErrorCodes } from '../errors/error-codes.ts';
import { embedCacheControl, siteCacheControl } from './cache-policy.ts';
import { hasSessionCookie, renderPreloads, type PagePreloadResolver } from './page-preloads.ts';
import { injectIntoHead, renderSocialMeta, type SocialMetaResolver } from './social-meta.ts';

/** Folders of the built front ends. */
export interface StaticDirs {
  /** packages/elements/dist: the embed SDK, served under /embed/. */
  elements: string;
  /** site/dist: the SPA, served at /. */
  site: string;
}

// Paths the SPA never answers: an unknown path under them is a JSON 404. `/embed/…` is the embed SDK's folder
// (handled apart), while `/embed` itself is the site's page about the SDK.
const backendPrefixes = ['/api/', '/charity/', '/media/', '/uploaded-file/', '/sandbox/'];
const embedPrefix = '/embed/';

/** How pages get their link previews and preload hints. */
export interface SiteOptions {
  socialMeta?: SocialMetaResolver | undefined;
  preloads?: PagePreloadResolver | undefined;
  /** Public address of the site for absolute preview URLs; the request's origin when undefined. */
  publicSiteUrl?: string | undefined;
}

/**
 * Serves the embed SDK under /embed/ and the site SPA at / (the SDK's docs page `/embed` included), with
 * index.html for any other page a browser
 * asks for (campaign and organization pages get Open Graph tags, so shared links show a preview). A missing
 * build is reported as a 503 telling how to build, and the server still starts.
 */
export async function registerStaticRoutes(
  app: FastifyInstance,
  dirs: StaticDirs,
  site: SiteOptions = {},
): Promise<void> {
  await app.register(fastifyStatic, {
    root: dirs.site,
    prefix: '/',
    index: false,
    // `npm run build` writes .br and .gz next to each asset (scripts/precompress.ts); the one the browser
    // accepts is sent, else the plain file.
    preCompressed: true,
    cacheControl: false,
    suppressWarning: true,
    setHeaders: (reply, path) => reply.header('cache-control', siteCacheControl(servedName(path))),
  });
  await app.register(fastifyStatic, {
    root: dirs.elements,
    prefix: '/embed/',
    decorateReply: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    suppressWarning: true,
    setHeaders: (reply, path) => {
      reply.header('cache-control', embedCacheControl(servedName(path)));
      // Host pages on any origin load these scripts (module scripts need CORS) and may isolate themselves.
      reply.header('access-control-allow-origin', '*');
      reply.header('cross-origin-resource-policy', 'cross-origin');
    },
  });
  for (const [dir, what] of [
    [dirs.site, 'site'],
    [dirs.elements, 'embed SDK'],
  ] as const) {
    if (!existsSync(dir))
      app.log.warn(`The ${what} is not built (${dir} is missing): run \`npm run build\`.`);
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    // Someone typing the docs address with a slash means the page, not a listing of the SDK's folder.
    if (path === embedPrefix && wantsPage(request)) {
      return reply.redirect(`/embed${request.url.slice(path.length)}`, 301);
    }
    if (path.startsWith(embedPrefix)) {
      return existsSync(join(dirs.elements, 'lomi.js'))
        ? sendRouteNotFound(request, reply)
        : sendBuildMissing(reply, 'The embed SDK');
    }
    const backend = backendPrefixes.some((prefix) => path.startsWith(prefix) || `${path}/` === prefix);
    if (backend || !wantsPage(request)) return sendRouteNotFound(request, reply);
    return sendSiteIndex(request, reply, dirs.site, site);
  });
  // The static route leaves directories alone (index: false), so the home page is answered here.
  app.get('/', (request, reply) => sendSiteIndex(request, reply, dirs.site, site));
}

/** The name of the file a request asked for, when a precompressed `.br`/`.gz` copy of it is sent. */
const servedName = (path: string): string => basename(path).replace(/\.(?:br|gz)$/, '');

async function sendSiteIndex(
  request: FastifyRequest,
  reply: FastifyReply,
  siteDir: string,
  site: SiteOptions,
): Promise<FastifyReply> {
  const index = join(siteDir, 'index.html');
  if (!existsSync(index)) return sendBuildMissing(reply, 'The site');
  reply.header('cache-control', 'no-cache');
  const path = request.url.split('?')[0] ?? '/';
  const locale = new URL(request.url, 'http://lomi').searchParams.get('lang') === 'am' ? 'am' : 'en';
  const origin = site.publicSiteUrl ?? `${request.protocol}://${request.host}`;
  // A preview and preloads are niceties: if they cannot be built, the page is still served.
  const [meta, preloads] = await Promise.all([
    site.socialMeta?.(path, locale, origin).catch((error: unknown) => {
      request.log.warn({ err: error, path }, 'could not build the link preview');
      return undefined;
    }),
    site.preloads?.(path).catch((error: unknown) => {
      request.log.warn({ err: error, path }, 'could not find the page preloads');
      return [];
    }),
  ]);
  const head = [
    meta ? renderSocialMeta(meta) : '',
    renderPreloads(preloads ?? [], hasSessionCookie(request.headers.cookie)),
  ]
    .filter(Boolean)
    .join('\n');
  if (!head) return reply.sendFile('index.html', siteDir);
  const html = injectIntoHead(await readFile(index, 'utf8'), head);
  return reply.type('text/html; charset=utf-8').send(html);
}

// A page is a GET for a path without a file extension from a client that takes HTML. Link-preview bots
// (Telegram, WhatsApp) often send `*/*` or no Accept at all and must still get the page with its preview
// tags; a missing script or image (`/assets/x.js`) must stay a 404 rather than become HTML.
function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const lastSegment = (request.url.split('?')[0] ?? '').split('/').pop() ?? '';
  if (lastSegment.includes('.')) return false;
  const accept = request.headers.accept ?? '*/*';
  return accept.includes('text/html') || accept.includes('*/*');
}

function sendBuildMissing(reply: FastifyReply, what: string): FastifyReply {
  return reply
    .status(503)
    .header('cache-control', 'no-store')
    .send({
      message: `${what} has not been built yet. Run \`npm run build\` (or \`npm start\`, which builds first), then reload.`,
      code: ErrorCodes.buildMissing,
    });
}
