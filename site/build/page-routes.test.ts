import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPageRoutes } from './page-routes.ts';

const pagesFile = '/site/src/app/pages.ts';

describe('readPageRoutes', () => {
  it('reads path, access and module of every page entry', () => {
    const source = `
      const PAGES = [
        { path: '/', load: () => import('../home/home-page.tsx') },
        { path: '/user', access: 'login', load: () => import('../profile/profile-page.tsx') },
        { path: '*', load: () => { return import('../not-found/not-found-page.tsx'); } },
      ];
      export const pages = PAGES.map((page) => ({ path: page.path, ...lazyPage(page.load) }));`;
    expect(readPageRoutes(pagesFile, source)).toEqual([
      { path: '/', access: 'all', module: '/site/src/home/home-page.tsx' },
      { path: '/user', access: 'login', module: '/site/src/profile/profile-page.tsx' },
      { path: '*', access: 'all', module: '/site/src/not-found/not-found-page.tsx' },
    ]);
  });

  it('reads the real pages.ts: every page, the catch-all last', () => {
    const file = resolve(import.meta.dirname, '../src/app/pages.ts');
    const routes = readPageRoutes(file, readFileSync(file, 'utf8'));
    expect(routes.map((route) => route.path)).toEqual(
      expect.arrayContaining(['/', '/explore', '/campaign/:id', '/user', '*']),
    );
    expect(routes.at(-1)?.path).toBe('*');
    expect(routes.find((route) => route.path === '/campaign/:id')?.module).toBe(
      resolve(import.meta.dirname, '../src/pages/campaign/campaign-page.tsx'),
    );
    expect(routes.find((route) => route.path === '/login')?.access).toBe('logged-out');
  });

  it('fails, naming the line, on an entry it cannot map to a module', () => {
    const computed = `const PAGES = [\n  { path: '/', load: () => import('../home/home-page.tsx') },\n  { path: base + '/x', load: () => import('./x.tsx') },\n];`;
    expect(() => readPageRoutes(pagesFile, computed)).toThrow(/pages\.ts:3: a page without a literal `path`/);
    const variable = `const PAGES = [{ path: '/x', load: () => import(name) }];`;
    expect(() => readPageRoutes(pagesFile, variable)).toThrow(/the page \/x has no `load/);
    const access = `const PAGES = [{ path: '/x', access: 'admin', load: () => import('./x.tsx') }];`;
    expect(() => readPageRoutes(pagesFile, access)).toThrow(/`access` that is not one of/);
  });

  it('fails when a page is loaded in some other way than an entry of the list', () => {
    const elsewhere = `
      const PAGES = [{ path: '/', load: () => import('./home.tsx') }];
      PAGES.push({ path: '/x', ...loader(() => import('./x.tsx')) });`;
    expect(() => readPageRoutes(pagesFile, elsewhere)).toThrow(/2 dynamic imports but 1 page entries/);
    expect(() => readPageRoutes(pagesFile, 'export const pages = [];')).toThrow(/lists no pages/);
  });
});
