import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  renderModulePreloads,
  routeModulePreloads,
  routePreloadsSource,
  type RoutePreloads,
} from '../../src/static/route-module-preloads.ts';
import { createTestApp } from '../support/test-app.ts';

// Shaped like what `npm run build` writes to site/dist/.vite/route-preloads.json.
const preloads: RoutePreloads = {
  catalogs: { en: ['/assets/catalogs-en-B1.js'], am: ['/assets/catalogs-am-C2.js'] },
  routes: [
    {
      path: '/',
      access: 'all',
      files: ['/assets/home-page-H1.js', '/assets/common-D3.js', '/assets/home-page-H2.css'],
      catalogs: { en: [], am: [] },
    },
    {
      path: '/explore',
      access: 'all',
      files: ['/assets/explore-page-E1.js', '/assets/common-D3.js', '/assets/pager-P1.js'],
      catalogs: { en: ['/assets/en-X1.js'], am: ['/assets/am-X2.js'] },
    },
    {
      path: '/campaign/:id',
      access: 'all',
      files: [
        '/assets/campaign-page-K1.js',
        '/assets/common-D3.js',
        '/assets/campaign-text-T1.js',
        '/assets/campaign-page-K2.css',
      ],
      catalogs: { en: ['/assets/en-Y1.js'], am: ['/assets/am-Y2.js'] },
    },
    {
      path: '/login',
      access: 'logged-out',
      files: ['/assets/login-page-L1.js', '/assets/auth-A1.js'],
      catalogs: { en: [], am: [] },
    },
    {
      path: '/user',
      access: 'login',
      files: ['/assets/profile-page-U1.js', '/assets/common-D3.js'],
      catalogs: { en: [], am: [] },
    },
    // A page built entirely from what index.html loads already.
    { path: '/plain', access: 'all', files: ['/assets/shell-S1.js'], catalogs: { en: [], am: [] } },
    { path: '*', access: 'all', files: ['/assets/not-found-page-N1.js'], catalogs: { en: [], am: [] } },
  ],
};
const english = { locale: 'en', signedIn: false } as const;

describe('routeModulePreloads', () => {
  it("gives a page the start catalogs of the visitor's language, its chunks and its own catalogs", () => {
    expect(routeModulePreloads(preloads, '/campaign/12', english)).toEqual([
      '/assets/catalogs-en-B1.js',
      '/assets/campaign-page-K1.js',
      '/assets/common-D3.js',
      '/assets/campaign-text-T1.js',
      '/assets/campaign-page-K2.css',
      '/assets/en-Y1.js',
    ]);
    expect(routeModulePreloads(preloads, '/explore', { locale: 'am', signedIn: false })).toEqual([
      '/assets/catalogs-am-C2.js',
      '/assets/explore-page-E1.js',
      '/assets/common-D3.js',
      '/assets/pager-P1.js',
      '/assets/am-X2.js',
    ]);
  });

  it('matches routes as the site does: unknown paths get the not-found page', () => {
    expect(routeModulePreloads(preloads, '/Explore/', english)).toContain('/assets/explore-page-E1.js');
    expect(routeModulePreloads(preloads, '/explore/more', english)).toEqual([
      '/assets/catalogs-en-B1.js',
      '/assets/not-found-page-N1.js',
    ]);
  });

  it('leaves out the code of a page the visitor is sent away from before it shows', () => {
    // Anonymous on a login-only page: the site goes to /login first.
    expect(routeModulePreloads(preloads, '/user', english)).toEqual(['/assets/catalogs-en-B1.js']);
    expect(routeModulePreloads(preloads, '/user', { locale: 'en', signedIn: true })).toEqual([
      '/assets/catalogs-en-B1.js',
      '/assets/profile-page-U1.js',
      '/assets/common-D3.js',
    ]);
    // Signed in on /login: the site goes on.
    expect(routeModulePreloads(preloads, '/login', { locale: 'en', signedIn: true })).toEqual([
      '/assets/catalogs-en-B1.js',
    ]);
    expect(routeModulePreloads(preloads, '/login', english)).toContain('/assets/login-page-L1.js');
  });

  it('gives only the start catalogs when no route matches', () => {
    const withoutCatchAll = { ...preloads, routes: preloads.routes.filter((route) => route.path !== '*') };
    expect(routeModulePreloads(withoutCatchAll, '/nowhere', english)).toEqual(['/assets/catalogs-en-B1.js']);
  });
});

describe('renderModulePreloads', () => {
  it('announces scripts as CORS module preloads and stylesheets as CORS style preloads', () => {
    expect(renderModulePreloads(['/assets/a-1.js', '/assets/b-2.css']).split('\n')).toEqual([
      '<link rel="modulepreload" href="/assets/a-1.js" crossorigin />',
      '<link rel="preload" as="style" href="/assets/b-2.css" crossorigin />',
    ]);
    expect(renderModulePreloads([])).toBe('');
  });
});

describe('routePreloadsSource', () => {
  const root = mkdtempSync(join(tmpdir(), 'lomi-route-preloads-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('reads the build’s table, again after a new build, and nothing when there is none', async () => {
    const site = join(root, 'site');
    const warnings: string[] = [];
    const read = routePreloadsSource(site, (message) => warnings.push(message));
    expect(await read()).toBeUndefined();

    mkdirSync(join(site, '.vite'), { recursive: true });
    const file = join(site, '.vite', 'route-preloads.json');
    writeFileSync(file, JSON.stringify(preloads));
    expect(await read()).toEqual(preloads);

    const rebuilt = { ...preloads, catalogs: { en: ['/assets/catalogs-en-Z9.js'], am: [] } };
    writeFileSync(file, JSON.stringify(rebuilt));
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect(await read()).toEqual(rebuilt);
    expect(warnings).toEqual([]);
  });

  it('refuses a table naming anything but files of this server, and says so once', async () => {
    const site = join(root, 'bad');
    mkdirSync(join(site, '.vite'), { recursive: true });
    const bad = {
      ...preloads,
      catalogs: { en: ['https://elsewhere.example/x.js'], am: ['/assets/"><script>.js'] },
    };
    writeFileSync(join(site, '.vite', 'route-preloads.json'), JSON.stringify(bad));
    const warnings: string[] = [];
    const read = routePreloadsSource(site, (message) => warnings.push(message));
    expect(await read()).toBeUndefined();
    expect(await read()).toBeUndefined();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('rebuild the site');
  });
});

// Serving pages does not touch the database; one engine is enough here.
describe('module preloads in site pages', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const root = mkdtempSync(join(tmpdir(), 'lomi-module-preloads-'));
  const indexHtml =
    '<!doctype html><html><head><title>Lomi</title>' +
    '<script type="module" crossorigin src="/assets/index-I1.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/assets/shell-S1.js">' +
    '</head><body></body></html>';
  const page = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ url, headers: { accept: 'text/html', 'accept-language': 'en-US,en', ...headers } });
  const modulePreloads = (html: string) =>
    [
      ...html.matchAll(/<link rel="(?:modulepreload|preload" as="style)" href="([^"]+)" crossorigin \/>/g),
    ].map((match) => match[1]);

  beforeAll(async () => {
    mkdirSync(join(root, 'site', '.vite'), { recursive: true });
    writeFileSync(join(root, 'site', 'index.html'), indexHtml);
    writeFileSync(join(root, 'site', '.vite', 'route-preloads.json'), JSON.stringify(preloads));
    ({ app, close } = await createTestApp('pglite', {
      staticDirs: { elements: join(root, 'elements'), site: join(root, 'site') },
    }));
  });
  afterAll(async () => {
    await close();
    rmSync(root, { recursive: true, force: true });
  });

  it('announces the code and texts of /campaign/{id} in its head, with its picture and data', async () => {
    const response = await page('/campaign/1');
    expect(response.statusCode).toBe(200);
    expect(modulePreloads(response.body)).toEqual([
      '/assets/catalogs-en-B1.js',
      '/assets/campaign-page-K1.js',
      '/assets/common-D3.js',
      '/assets/campaign-text-T1.js',
      '/assets/campaign-page-K2.css',
      '/assets/en-Y1.js',
    ]);
    expect(response.body).toContain(
      '<link rel="modulepreload" href="/assets/campaign-page-K1.js" crossorigin />',
    );
    expect(response.body).toContain(
      '<link rel="preload" as="style" href="/assets/campaign-page-K2.css" crossorigin />',
    );
    expect(response.body).toContain('rel="preload" as="image"');
    expect(response.body.indexOf('campaign-page-K1.js')).toBeLessThan(response.body.indexOf('</head>'));
    expect(response.headers.vary).toMatch(/Accept-Language/);
    expect(response.headers.vary).toMatch(/Cookie/);
  });

  it('announces the texts in the language the site will start in', async () => {
    expect(modulePreloads((await page('/explore', { 'accept-language': 'am-ET,am;q=0.9' })).body)).toEqual([
      '/assets/catalogs-am-C2.js',
      '/assets/explore-page-E1.js',
      '/assets/common-D3.js',
      '/assets/pager-P1.js',
      '/assets/am-X2.js',
    ]);
    const remembered = modulePreloads((await page('/explore', { cookie: 'lomi-locale=am' })).body);
    expect(remembered).toContain('/assets/am-X2.js');
    expect(remembered).not.toContain('/assets/en-X1.js');
    const asked = modulePreloads((await page('/explore?lang=en', { cookie: 'lomi-locale=am' })).body);
    expect(asked).toContain('/assets/en-X1.js');
    expect(asked).toContain('/assets/catalogs-en-B1.js');
    expect(asked.join()).not.toMatch(/-am-|\/am-/);
  });

  it('announces the home page’s code', async () => {
    expect(modulePreloads((await page('/')).body)).toEqual([
      '/assets/catalogs-en-B1.js',
      '/assets/home-page-H1.js',
      '/assets/common-D3.js',
      '/assets/home-page-H2.css',
    ]);
  });

  it('announces a login-only page’s code only to a visitor with a session', async () => {
    expect(modulePreloads((await page('/user')).body)).toEqual(['/assets/catalogs-en-B1.js']);
    expect(modulePreloads((await page('/user', { cookie: 'user-token=some.jwt.value' })).body)).toEqual([
      '/assets/catalogs-en-B1.js',
      '/assets/profile-page-U1.js',
      '/assets/common-D3.js',
    ]);
  });

  it('never announces what index.html references already', async () => {
    const html = (await page('/plain')).body;
    expect(html.match(/shell-S1\.js/g)).toHaveLength(1);
    expect(modulePreloads(html)).toEqual(['/assets/catalogs-en-B1.js']);
  });

  it('gives unknown paths the not-found page, and API paths and files no page at all', async () => {
    expect(modulePreloads((await page('/campaign/1/nothing')).body)).toEqual([
      '/assets/catalogs-en-B1.js',
      '/assets/not-found-page-N1.js',
    ]);
    for (const url of ['/api/unknown', '/assets/missing-Z1.js']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('modulepreload');
    }
  });
});

describe('site pages without a route preload table', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const root = mkdtempSync(join(tmpdir(), 'lomi-no-module-preloads-'));

  beforeAll(async () => {
    mkdirSync(join(root, 'site'), { recursive: true });
    writeFileSync(join(root, 'site', 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    ({ app, close } = await createTestApp('pglite', {
      staticDirs: { elements: join(root, 'elements'), site: join(root, 'site') },
    }));
  });
  afterAll(async () => {
    await close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves index.html as it is (an older build)', async () => {
    const response = await app.inject({ url: '/about', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('<!doctype html><html><head></head><body></body></html>');
    expect(response.headers.vary ?? '').not.toMatch(/Cookie/);
  });
});
