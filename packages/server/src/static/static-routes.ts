import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendRouteNotFound } from '../errors/error-handler.ts';
import { ErrorCodes } from '../errors/error-codes.ts';
import { embedCacheControl, siteCacheControl } from './cache-policy.ts';

/** Folders of the built front ends. */
export interface StaticDirs {
  /** packages/elements/dist: the embed SDK, served under /embed/. */
  elements: string;
  /** site/dist: the SPA, served at /. */
  site: string;
}

// Paths the SPA never answers: an unknown path under them is a JSON 404.
const backendPrefixes = ['/api/', '/embed/', '/charity/', '/media/', '/uploaded-file/', '/sandbox/'];

/**
 * Serves the embed SDK under /embed/ and the site SPA at /, with index.html for any other page a browser
 * asks for. A missing build is reported as a 503 telling how to build, and the server still starts.
 */
export async function registerStaticRoutes(app: FastifyInstance, dirs: StaticDirs): Promise<void> {
  await app.register(fastifyStatic, {
    root: dirs.site,
    prefix: '/',
    index: false,
    cacheControl: false,
    suppressWarning: true,
    setHeaders: (reply, path) => reply.header('cache-control', siteCacheControl(basename(path))),
  });
  await app.register(fastifyStatic, {
    root: dirs.elements,
    prefix: '/embed/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    suppressWarning: true,
    setHeaders: (reply, path) => {
      reply.header('cache-control', embedCacheControl(basename(path)));
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
    if (path === '/embed' || path.startsWith('/embed/')) {
      return existsSync(join(dirs.elements, 'lomi.js'))
        ? sendRouteNotFound(request, reply)
        : sendBuildMissing(reply, 'The embed SDK');
    }
    const backend = backendPrefixes.some((prefix) => path.startsWith(prefix) || `${path}/` === prefix);
    if (backend || !wantsPage(request)) return sendRouteNotFound(request, reply);
    return sendSiteIndex(reply, dirs.site);
  });
  // The static route leaves directories alone (index: false), so the home page is answered here.
  app.get('/', (_request, reply) => sendSiteIndex(reply, dirs.site));
}

function sendSiteIndex(reply: FastifyReply, siteDir: string): FastifyReply {
  if (!existsSync(join(siteDir, 'index.html'))) return sendBuildMissing(reply, 'The site');
  return reply.header('cache-control', 'no-cache').sendFile('index.html', siteDir);
}

function wantsPage(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    (request.headers.accept ?? '').includes('text/html')
  );
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
