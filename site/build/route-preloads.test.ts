import { describe, expect, it } from 'vitest';
import type { PageRoute } from './page-routes.ts';
import { routePreloads, type BundleChunk, type BundleGraph } from './route-preloads.ts';
import { startCatalogLocale } from './start-catalogs.ts';

const src = '/repo/site/src';
const core = '/repo/packages/core/src/i18n/messages';

// A small build shaped like the site's: the entry with framework and shell (index.html loads them), one
// chunk of start catalogs per language, pages sharing `common`, and a page catalog per page and language.
const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], css: string[] = []) =>
  ({
    fileName,
    isEntry: false,
    facadeModuleId: moduleIds[0]!,
    moduleIds,
    imports,
    css,
  }) satisfies BundleChunk;
const chunks: BundleChunk[] = [
  {
    ...chunk('assets/index-I.js', [`${src}/main.tsx`], ['assets/framework-F.js', 'assets/shell-S.js']),
    isEntry: true,
  },
  chunk('assets/framework-F.js', ['/repo/node_modules/react/index.js']),
  chunk(
    'assets/shell-S.js',
    [`${src}/app/pages.ts`, `${src}/i18n/site-messages.ts`, `${core}/../message-catalogs.ts`],
    ['assets/framework-F.js'],
    ['assets/shell-S.css'],
  ),
  chunk('assets/en-A.js', [`${src}/i18n/en.json`]),
  chunk('assets/en-A2.js', [`${core}/campaign-card/en.json`]),
  chunk('assets/am-B.js', [`${src}/i18n/am.json`]),
  chunk('assets/am-B2.js', [`${core}/campaign-card/am.json`]),
  chunk('assets/en-W.js', [`${core}/donate-wizard/en.json`]),
  chunk(
    'assets/common-C.js',
    [`${src}/i18n/campaign/campaign-messages.ts`, `${src}/page-text/create-page-catalog.tsx`],
    ['assets/shell-S.js'],
    ['assets/common-C.css'],
  ),
  chunk('assets/home-page-H.js', [`${src}/home/home-page.tsx`], ['assets/common-C.js', 'assets/shell-S.js']),
  chunk(
    'assets/campaign-page-P.js',
    [`${src}/campaign/campaign-page.tsx`],
    ['assets/common-C.js', 'assets/campaign-text-T.js', 'assets/framework-F.js'],
    ['assets/campaign-page-P.css'],
  ),
  chunk('assets/campaign-text-T.js', [`${src}/campaign/campaign-text.ts`], ['assets/common-C.js']),
  chunk('assets/en-CE.js', [`${src}/i18n/campaign/en.json`]),
  chunk('assets/am-CA.js', [`${src}/i18n/campaign/am.json`]),
  chunk(
    'assets/explore-page-E.js',
    [`${src}/explore/explore-page.tsx`, `${src}/explore/explore-text.ts`],
    ['assets/common-C.js'],
  ),
  chunk('assets/en-EE.js', [`${src}/i18n/explore/en.json`]),
  chunk('assets/am-EA.js', [`${src}/i18n/explore/am.json`]),
];
const imports: Record<string, { importedIds?: string[]; dynamicallyImportedIds?: string[] }> = {
  [`${src}/campaign/campaign-text.ts`]: {
    importedIds: [`${src}/page-text/create-page-catalog.tsx`, `${src}/i18n/campaign/campaign-messages.ts`],
  },
  [`${src}/i18n/campaign/campaign-messages.ts`]: {
    dynamicallyImportedIds: [`${src}/i18n/campaign/am.json`, `${src}/i18n/campaign/en.json`],
  },
  // The page catalog's own module imports its languages (createPageCatalog({ en: () => import(…), … })).
  [`${src}/explore/explore-text.ts`]: {
    importedIds: [`${src}/page-text/create-page-catalog.tsx`],
    dynamicallyImportedIds: [`${src}/i18n/explore/en.json`, `${src}/i18n/explore/am.json`],
  },
};
const graph: BundleGraph = {
  chunks,
  links: (id) => ({ importedIds: [], dynamicallyImportedIds: [], ...imports[id] }),
  preloadsCatalog: (id) => id.endsWith('-text.ts'),
  startCatalogLocale,
};
const routes: PageRoute[] = [
  { path: '/', access: 'all', module: `${src}/home/home-page.tsx` },
  { path: '/explore', access: 'all', module: `${src}/explore/explore-page.tsx` },
  { path: '/campaign/:id', access: 'all', module: `${src}/campaign/campaign-page.tsx` },
];

describe('routePreloads', () => {
  it("gives every page the start catalogs' chunk of each language", () => {
    expect(routePreloads(routes, graph, '/').catalogs).toEqual({
      en: ['/assets/en-A.js', '/assets/en-A2.js'],
      am: ['/assets/am-B.js', '/assets/am-B2.js'],
    });
  });

  it('announces what `import()` loads: the facade of a module bundled with others, and the chunk behind it', () => {
    const shared = chunk('assets/catalogs-en-S.js', [`${src}/i18n/en.json`, `${core}/campaign-card/en.json`]);
    const facades = [
      { ...chunk('assets/en-F1.js', [], [shared.fileName]), facadeModuleId: `${src}/i18n/en.json` },
      { ...chunk('assets/en-F2.js', [], [shared.fileName]), facadeModuleId: `${core}/campaign-card/en.json` },
    ];
    const bundled = {
      ...graph,
      chunks: [
        ...chunks.filter((c) => !/\/en-A2?\.js$/.test(c.fileName)),
        { ...shared, facadeModuleId: null },
        ...facades,
      ],
    };
    expect(routePreloads(routes, bundled, '/').catalogs.en).toEqual([
      '/assets/en-F1.js',
      '/assets/catalogs-en-S.js',
      '/assets/en-F2.js',
    ]);
  });

  it('gives a page its chunk, the chunks it imports and their CSS, without what index.html loads', () => {
    const [home, , campaign] = routePreloads(routes, graph, '/').routes;
    expect(home).toEqual({
      path: '/',
      access: 'all',
      files: ['/assets/home-page-H.js', '/assets/common-C.js', '/assets/common-C.css'],
      catalogs: { en: [], am: [] },
    });
    expect(campaign!.files).toEqual([
      '/assets/campaign-page-P.js',
      '/assets/common-C.js',
      '/assets/campaign-text-T.js',
      '/assets/campaign-page-P.css',
      '/assets/common-C.css',
    ]);
  });

  it('adds the catalogs that modules of its chunks fetch as they are evaluated, per language', () => {
    const [, explore, campaign] = routePreloads(routes, graph, '/').routes;
    expect(explore!.catalogs).toEqual({ en: ['/assets/en-EE.js'], am: ['/assets/am-EA.js'] });
    expect(campaign!.catalogs).toEqual({ en: ['/assets/en-CE.js'], am: ['/assets/am-CA.js'] });
  });

  it('counts a catalog fetched by a module of the entry for every page', () => {
    const eagerShell: BundleGraph = {
      ...graph,
      preloadsCatalog: (id) => id.endsWith('/campaign-text.ts') || id.endsWith('/site-messages.ts'),
      links: (id) =>
        id.endsWith('/site-messages.ts')
          ? {
              importedIds: [],
              dynamicallyImportedIds: [`${core}/donate-wizard/en.json`, `${core}/x/am.json`],
            }
          : graph.links(id),
    };
    const built = { ...eagerShell, chunks: [...chunks, chunk('assets/am-X.js', [`${core}/x/am.json`])] };
    const table = routePreloads(routes, built, '/');
    expect(table.catalogs.en).toEqual(['/assets/en-A.js', '/assets/en-A2.js', '/assets/en-W.js']);
    expect(table.catalogs.am).toEqual(['/assets/am-B.js', '/assets/am-B2.js', '/assets/am-X.js']);
    expect(table.routes[0]!.catalogs).toEqual({ en: [], am: [] });
  });

  it('prefixes the files with the base path of the build', () => {
    const table = routePreloads(routes, graph, '/lomi/');
    expect(table.catalogs.en).toEqual(['/lomi/assets/en-A.js', '/lomi/assets/en-A2.js']);
    expect(table.routes[0]!.files[0]).toBe('/lomi/assets/home-page-H.js');
  });

  it('fails the build when a page module, a chunk or a catalog is missing', () => {
    const missing = [...routes, { path: '/x', access: 'all', module: `${src}/x/x-page.tsx` } as const];
    expect(() => routePreloads(missing, graph, '/')).toThrow(/page module of \/x .* is in no chunk/);
    const broken = { ...graph, chunks: chunks.filter((c) => c.fileName !== 'assets/campaign-text-T.js') };
    expect(() => routePreloads(routes, broken, '/')).toThrow(
      /imports assets\/campaign-text-T\.js, which is not/,
    );
    const noCatalog = { ...graph, links: () => ({ importedIds: [], dynamicallyImportedIds: [] }) };
    expect(() => routePreloads(routes, noCatalog, '/')).toThrow(/neither it nor its imports load a en\.json/);
    const noStart = { ...graph, startCatalogLocale: () => null };
    expect(() => routePreloads(routes, noStart, '/')).toThrow(/no start catalog in en/);
  });
});
