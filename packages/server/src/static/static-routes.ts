import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendRouteNotFound } from '../errors/error-handler.ts';
import { ErrorCodes } from '../errors/error-codes.ts';
import { SITE_PAGE_POLICY } from '../http/security-headers.ts';
import { embedCacheControl, siteCacheControl } from './cache-policy.ts';
import { hasSessionCookie, renderPreloads, type PagePreloadResolver } from './page-preloads.ts';
import {
  renderModulePreloads,
  routeModulePreloads,
  routePreloadsSource,
  type RoutePreloadsSource,
} from './route-module-preloads.ts';
import { siteLocale } from './site-locale.ts';
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
  /** Public origin of the site for absolute preview URLs (og:url, og:image); never the request's Host. */
  publicSiteUrl: string;
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
  site: SiteOptions,
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

  const routePreloads = routePreloadsSource(dirs.site, (message) => app.log.warn(message));
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
    return sendSiteIndex(request, reply, dirs.site, site, routePreloads);
  });
  // The static route leaves directories alone (index: false), so the home page is answered here.
  app.get('/', (request, reply) => sendSiteIndex(request, reply, dirs.site, site, routePreloads));
}

/** The name of the file a request asked for, when a precompressed `.br`/`.gz` copy of it is sent. */
const servedName = (path: string): string => basename(path).replace(/\.(?:br|gz)$/, '');

async function sendSiteIndex(
  request: FastifyRequest,
  reply: FastifyReply,
  siteDir: string,
  site: SiteOptions,
  routePreloads: RoutePreloadsSource,
): Promise<FastifyReply> {
  const index = join(siteDir, 'index.html');
  if (!existsSync(index)) return sendBuildMissing(reply, 'The site');
  reply.header('cache-control', 'no-cache').header('content-security-policy', SITE_PAGE_POLICY);
  const path = request.url.split('?')[0] ?? '/';
  const query = new URL(request.url, 'http://lomi').searchParams;
  const lang = query.get('lang');
  const signedIn = hasSessionCookie(request.headers.cookie);
  // A preview and preloads are niceties: if they cannot be built, the page is still served.
  const [meta, preloads, modules] = await Promise.all([
    site.socialMeta?.(path, lang === 'am' ? 'am' : 'en', site.publicSiteUrl).catch((error: unknown) => {
      request.log.warn({ err: error, path }, 'could not build the link preview');
      return undefined;
    }),
    site.preloads?.(path, query).catch((error: unknown) => {
      request.log.warn({ err: error, path }, 'could not find the page preloads');
      return [];
    }),
    routePreloads(),
  ]);
  // The code and texts of the page's first render, fetched at once with the entry rather than in waves as
  // the code that imports them runs. Which ones depends on the language and on the session cookie.
  let moduleFiles: string[] = [];
  if (modules) {
    reply.header('vary', 'Accept-Language, Cookie');
    const locale = siteLocale({
      lang,
      cookieHeader: request.headers.cookie,
      acceptLanguage: request.headers['accept-language'],
    });
    moduleFiles = routeModulePreloads(modules, path, { locale, signedIn });
  }
  const head = [meta ? renderSocialMeta(meta) : '', renderPreloads(preloads ?? [], signedIn)];
  if (!head.some(Boolean) && moduleFiles.length === 0) return reply.sendFile('index.html', siteDir);
  const html = await readFile(index, 'utf8');
  // Whatever index.html references already is fetched by it; announced twice, it would be fetched twice.
  head.push(renderModulePreloads(moduleFiles.filter((file) => !html.includes(`"${file}"`))));
  return reply.type('text/html; charset=utf-8').send(injectIntoHead(html, head.filter(Boolean).join('\n')));
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
