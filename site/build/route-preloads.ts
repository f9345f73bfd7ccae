import type { Locale } from '@lomi/core';
import type { PageRoute, RouteAccess } from './page-routes.ts';

/** A chunk of the built site, as the bundler describes it. */
export interface BundleChunk {
  fileName: string;
  /** The chunk index.html loads. */
  isEntry: boolean;
  /** The module a dynamic import of which loads this chunk, if any. */
  facadeModuleId: string | null;
  moduleIds: readonly string[];
  /** Files of the chunks it imports statically. */
  imports: readonly string[];
  /** Files of the CSS it brings. */
  css: readonly string[];
}

/** What the route preloads need to know of the build. */
export interface BundleGraph {
  chunks: readonly BundleChunk[];
  /** The imports of a module. */
  links: (id: string) => { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] };
  /** Whether the module fetches a catalog when it is evaluated (`preloadsCatalogOnLoad`). */
  preloadsCatalog: (id: string) => boolean;
  /** The language of a catalog fetched before every first paint, else null (`startCatalogLocale`). */
  startCatalogLocale: (id: string) => Locale | null;
}

/** What a first load of one route's page fetches beyond what every page fetches. Paths start with `base`. */
export interface RoutePreloads {
  /** The route's pattern in pages.ts. */
  path: string;
  access: RouteAccess;
  /** The page's chunks and their CSS, whatever the language. */
  files: string[];
  /** The page's own catalogs fetched before its first paint, per language. */
  catalogs: Record<Locale, string[]>;
}

/** The file the server reads (site/dist/.vite/route-preloads.json). */
export interface RoutePreloadsFile {
  /** The catalogs every first load fetches before its first paint, per language (not in index.html). */
  catalogs: Record<Locale, string[]>;
  routes: RoutePreloads[];
}

const LOCALES = ['en', 'am'] as const satisfies readonly Locale[];
const catalogModule = /[\\/](en|am)\.json$/;

/**
 * What the first render of each route of site/src/app/pages.ts fetches, derived from the build's graph:
 * - every page: the catalogs main.tsx loads before the first render (`startCatalogLocale`), in each language,
 *   and those that modules of the entry's chunks fetch as they are evaluated (see below);
 * - a route: its page module's chunk, the chunks it imports statically (transitively), their CSS, and the
 *   catalogs that modules of those chunks fetch as they are evaluated (`preloadsCatalog`): the `<locale>.json`
 *   modules that the module or one of its direct imports loads dynamically (the imports of
 *   `createPageCatalog({ en, am })` next to `preloadInDocumentLanguage(catalog)`).
 * Files index.html already references (the entry and its imports) are left out. Throws when a page module or
 * a catalog is not in the build, so a broken rule fails the build instead of slowing the page.
 */
export function routePreloads(
  routes: readonly PageRoute[],
  graph: BundleGraph,
  base: string,
): RoutePreloadsFile {
  const byFile = new Map(graph.chunks.map((chunk) => [chunk.fileName, chunk]));
  // What `import(id)` loads: the chunk of which `id` is the facade (a chunk re-exporting it from a shared
  // chunk, when `id` was bundled with others), else the chunk holding it.
  const byModule = new Map<string, BundleChunk>();
  for (const chunk of graph.chunks) chunk.moduleIds.forEach((id) => byModule.set(id, chunk));
  for (const chunk of graph.chunks) if (chunk.facadeModuleId) byModule.set(chunk.facadeModuleId, chunk);

  const closure = (start: BundleChunk): BundleChunk[] => {
    const seen = new Map<string, BundleChunk>();
    const walk = (chunk: BundleChunk) => {
      if (seen.has(chunk.fileName)) return;
      seen.set(chunk.fileName, chunk);
      for (const file of chunk.imports) {
        const imported = byFile.get(file);
        if (!imported) throw new Error(`${chunk.fileName} imports ${file}, which is not in the build.`);
        walk(imported);
      }
    };
    walk(start);
    return [...seen.values()];
  };
  const filesOf = (chunks: readonly BundleChunk[]): string[] =>
    unique([...chunks.map((chunk) => chunk.fileName), ...chunks.flatMap((chunk) => chunk.css)]);
  const chunkOf = (id: string, what: string): BundleChunk => {
    const chunk = byModule.get(id);
    if (!chunk) throw new Error(`${what} ${id} is in no chunk of the build.`);
    return chunk;
  };

  const entries = graph.chunks.filter((chunk) => chunk.isEntry);
  if (entries.length === 0) throw new Error('The build has no entry chunk.');
  const entryChunks = unique(entries.flatMap(closure));
  const inIndexHtml = new Set(filesOf(entryChunks));

  const startCatalogs = perLocale(() => [] as string[]);
  for (const id of byModule.keys()) {
    const locale = graph.startCatalogLocale(id);
    if (locale) startCatalogs[locale].push(id);
  }
  for (const locale of LOCALES) {
    if (startCatalogs[locale].length === 0) throw new Error(`The build has no start catalog in ${locale}.`);
  }

  /** The catalogs that modules of `chunks` fetch as they are evaluated, per language. */
  const catalogsOnLoad = (chunks: readonly BundleChunk[]) => {
    const catalogs = perLocale(() => [] as string[]);
    for (const id of chunks.flatMap((chunk) => chunk.moduleIds).filter(graph.preloadsCatalog)) {
      const found = [id, ...graph.links(id).importedIds].flatMap(
        (module) => graph.links(module).dynamicallyImportedIds,
      );
      for (const locale of LOCALES) {
        const ofLocale = found.filter((module) => catalogModule.exec(module)?.[1] === locale);
        if (ofLocale.length === 0) {
          throw new Error(
            `${id} preloads a catalog in the document language, but neither it nor its imports load a ` +
              `${locale}.json dynamically: keep \`createPageCatalog({ en: () => import(…), am: … })\` with the imports of i18n/<name>/{en,am}.json.`,
          );
        }
        catalogs[locale].push(...ofLocale);
      }
    }
    return catalogs;
  };

  const href = (file: string) => `${base}${file}`;
  /** The files of `modules`' chunks (and what they import) that are not in `known`. */
  const catalogFiles = (modules: readonly string[], known: ReadonlySet<string>): string[] =>
    filesOf(unique(modules.flatMap((id) => closure(chunkOf(id, 'The catalog'))))).filter(
      (file) => !known.has(file),
    );

  const entryOnLoad = catalogsOnLoad(entryChunks);
  const everyPage = perLocale((locale) =>
    catalogFiles([...startCatalogs[locale], ...entryOnLoad[locale]], inIndexHtml),
  );
  return {
    catalogs: perLocale((locale) => everyPage[locale].map(href)),
    routes: routes.map((route) => {
      const pageChunks = closure(chunkOf(route.module, `The page module of ${route.path}`));
      const files = filesOf(pageChunks).filter((file) => !inIndexHtml.has(file));
      const onLoad = catalogsOnLoad(pageChunks.filter((chunk) => !entryChunks.includes(chunk)));
      const catalogs = perLocale((locale) =>
        catalogFiles(onLoad[locale], new Set([...inIndexHtml, ...files, ...everyPage[locale]])).map(href),
      );
      return { path: route.path, access: route.access, files: files.map(href), catalogs };
    }),
  };
}

function perLocale<T>(make: (locale: Locale) => T): Record<Locale, T> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, make(locale)])) as Record<Locale, T>;
}

function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}
