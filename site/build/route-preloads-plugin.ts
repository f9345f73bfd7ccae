import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { preloadsCatalogOnLoad } from './eager-catalog-module.ts';
import { readPageRoutes } from './page-routes.ts';
import { routePreloads, type BundleChunk } from './route-preloads.ts';
import { startCatalogLocale } from './start-catalogs.ts';

/** Where the build writes the route preloads, inside the output folder; packages/server reads it there. */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

export interface RoutePreloadsPlugin extends Plugin {
  /** Whether a module fetches a catalog as it is evaluated; known once the build has transformed it. */
  preloadsCatalog: (id: string) => boolean;
}

const ownSource = /[\\/](?:site|packages)[\\/](?!.*node_modules).*\.tsx?$/;

/**
 * Writes `ROUTE_PRELOADS_FILE`: for each page of `pagesFile` (site/src/app/pages.ts), the chunks, CSS and
 * catalogs its first render fetches beyond index.html (see `routePreloads`). The server announces them in
 * that route's HTML (`<link rel="modulepreload">`), so the browser fetches them all with the entry instead of
 * in waves, each one round trip after the code that asks for it has run.
 */
export function routePreloadsPlugin(pagesFile: string): RoutePreloadsPlugin {
  const catalogOnLoad = new Set<string>();
  let base = '/';
  return {
    name: 'lomi-site-route-preloads',
    apply: 'build',
    enforce: 'post',
    preloadsCatalog: (id) => catalogOnLoad.has(id),
    configResolved(config) {
      base = config.base;
    },
    transform(code, id) {
      if (ownSource.test(id) && preloadsCatalogOnLoad(id, code)) catalogOnLoad.add(id);
      return null;
    },
    generateBundle(_options, bundle) {
      const routes = readPageRoutes(pagesFile, readFileSync(pagesFile, 'utf8'));
      const loaded = new Set(this.getModuleInfo(pagesFile)?.dynamicallyImportedIds);
      const unknown = routes.filter((route) => !loaded.has(route.module));
      if (unknown.length > 0) {
        throw new Error(
          `${pagesFile}: the build did not load the page module of ${unknown.map((route) => route.path).join(', ')}.`,
        );
      }
      const chunks: BundleChunk[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.push({
          fileName: output.fileName,
          isEntry: output.isEntry,
          facadeModuleId: output.facadeModuleId,
          moduleIds: output.moduleIds,
          imports: output.imports,
          css: [...(output.viteMetadata?.importedCss ?? [])],
        });
      }
      const table = routePreloads(
        routes,
        {
          chunks,
          links: (id) => {
            const info = this.getModuleInfo(id);
            return {
              importedIds: info?.importedIds ?? [],
              dynamicallyImportedIds: info?.dynamicallyImportedIds ?? [],
            };
          },
          preloadsCatalog: (id) => catalogOnLoad.has(id),
          startCatalogLocale,
        },
        base,
      );
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(table, null, 2) });
    },
  };
}
