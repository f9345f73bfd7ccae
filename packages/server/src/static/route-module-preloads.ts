import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locale } from '@lomi/core';
import { z } from 'zod';
import { matchSiteRoute } from './site-route-match.ts';

/** Where the site build writes what each route fetches for its first render (site/build/route-preloads-plugin.ts). */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

// Paths of built, content-hashed files on this server; nothing else is ever announced.
const assetPath = z.string().regex(/^\/[\w\-./]+$/);
const perLocale = z.object({ en: z.array(assetPath), am: z.array(assetPath) });
const routePreloadsSchema = z.object({
  /** Catalogs every first load fetches (the start catalogs), per language. */
  catalogs: perLocale,
  routes: z.array(
    z.object({
      /** The route's pattern in site/src/app/pages.ts (`/campaign/:id`, `*`). */
      path: z.string(),
      access: z.enum(['all', 'login', 'logged-out']),
      /** The page's chunks and CSS beyond index.html's. */
      files: z.array(assetPath),
      /** The page's own catalogs, fetched as its code is evaluated. */
      catalogs: perLocale,
    }),
  ),
});

/** What the site build says each route fetches for its first render, beyond what index.html references. */
export type RoutePreloads = z.infer<typeof routePreloadsSchema>;

/** Reads the site's route preloads; undefined when the build wrote none (or an unreadable one). */
export type RoutePreloadsSource = () => Promise<RoutePreloads | undefined>;

/**
 * Reads `ROUTE_PRELOADS_FILE` of the built site, again only after a new build changed it, so the hints always
 * name the files the served index.html belongs with. A missing or invalid file means no module preloads (the
 * site still works, one wave of requests after another); an invalid one is reported once.
 */
export function routePreloadsSource(
  siteDir: string,
  warn: (message: string) => void = () => undefined,
): RoutePreloadsSource {
  const file = join(siteDir, ROUTE_PRELOADS_FILE);
  let cached: { mtimeMs: number; preloads: RoutePreloads | undefined } | undefined;
  return async () => {
    const mtimeMs = await stat(file).then(
      (stats) => stats.mtimeMs,
      () => undefined,
    );
    if (mtimeMs === undefined) return undefined;
    if (cached?.mtimeMs !== mtimeMs) {
      let preloads: RoutePreloads | undefined;
      try {
        preloads = routePreloadsSchema.parse(JSON.parse(await readFile(file, 'utf8')));
      } catch (error) {
        warn(`${file} is not a valid route preload table (${String(error)}); rebuild the site.`);
      }
      cached = { mtimeMs, preloads };
    }
    return cached.preloads;
  };
}

/** Who is asking for a page, as far as the server can tell before the site runs. */
export interface PageVisitor {
  /** The language the site will start in (`siteLocale`). */
  locale: Locale;
  /** Whether the request carries the session cookie: the site will then start signed in. */
  signedIn: boolean;
}

/**
 * The files (paths) the first render of the site at `pathname` fetches beyond index.html's: the start catalogs
 * of the visitor's language and, when the route's page is the one shown first, its chunks, CSS and catalogs.
 * A login-only page sends a visitor without a session to /login, and /login or /signup sends a signed-in one
 * on, before their code is fetched (site/src/main.tsx does not fetch it either); announcing it would only
 * waste bytes and earn a console warning.
 */
export function routeModulePreloads(
  preloads: RoutePreloads,
  pathname: string,
  visitor: PageVisitor,
): string[] {
  const route = matchSiteRoute(preloads.routes, pathname);
  const shown = route && (route.access === 'all' || (route.access === 'login') === visitor.signedIn);
  const page = shown ? [...route.files, ...route.catalogs[visitor.locale]] : [];
  return [...new Set([...preloads.catalogs[visitor.locale], ...page])];
}

/**
 * The `<link>` tags announcing `files`: scripts as `modulepreload` (fetched and compiled, run when imported),
 * stylesheets as `preload` (the page's code applies them when it loads, as Vite's loader does; a stylesheet
 * link here would hold back the scripts). Both CORS-mode like the tags and loader Vite writes, so the browser
 * reuses the responses instead of fetching again.
 */
export function renderModulePreloads(files: readonly string[]): string {
  return files
    .map((file) =>
      file.endsWith('.css')
        ? `<link rel="preload" as="style" href="${file}" crossorigin />`
        : `<link rel="modulepreload" href="${file}" crossorigin />`,
    )
    .join('\n');
}
