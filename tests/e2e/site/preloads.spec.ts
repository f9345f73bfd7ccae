import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { allCampaigns } from './api.ts';

// The tags the server adds to a page's HTML for the code and texts of its first render
// (packages/server/src/static/route-module-preloads.ts); index.html's own tags are written differently by Vite.
const HINT = /<link rel="(?:modulepreload|preload" as="style)" href="([^"]+)" crossorigin \/>\n?/g;

interface PageLoad {
  /** The files the server announced in the HTML. */
  hints: string[];
  /** Every built file the HTML references (index.html's own tags and the hints). */
  referenced: string[];
  /** The built files whose fetch started before the page's first render. */
  beforeFirstRender: string[];
  /** Every request for a built file, in order (a file fetched twice appears twice). */
  assets: string[];
  /** Console warnings and errors. */
  warnings: string[];
}

/**
 * Opens `path` and waits for its first render and a quiet network. `withoutHints` removes the server's tags
 * from the HTML on its way to the browser, to see what the page itself asks for.
 */
async function load(page: Page, path: string, { withoutHints = false } = {}): Promise<PageLoad> {
  const assets: string[] = [];
  const warnings: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/')) assets.push(pathname);
  });
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  // When the app replaced the splash, its first render (site/src/main.tsx) is in the DOM.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.getElementById('root') && !document.querySelector('.boot-splash')) {
        (window as { firstRender?: number }).firstRender = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  let html = '';
  if (withoutHints) {
    // Routing turns the HTTP cache off, so only the run that checks what the page asks for uses it.
    await page.route(
      (url) => url.pathname === new URL(path, 'http://x').pathname,
      async (route) => {
        const response = await route.fetch();
        html = await response.text();
        await route.fulfill({ response, body: html.replace(HINT, '') });
      },
    );
    await page.goto(path);
  } else {
    html = (await (await page.goto(path))!.text()) ?? '';
  }
  await expect(page.locator('.boot-splash')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const beforeFirstRender = await page.evaluate(() => {
    const { firstRender } = window as { firstRender?: number };
    if (firstRender === undefined) throw new Error('The first render was not seen.');
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime < firstRender)
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => pathname.startsWith('/assets/'));
  });
  return {
    hints: [...html.matchAll(HINT)].map((match) => match[1]!),
    referenced: [...html.matchAll(/"(\/assets\/[^"]+)"/g)].map((match) => match[1]!),
    beforeFirstRender,
    assets,
    warnings,
  };
}

/**
 * Checks the page's hints against what it fetches: each is something the page asks for without them (an
 * unused preload wastes bytes and earns a console warning), none is fetched twice, the browser reports no
 * unused preload, and everything fetched before the first render was announced.
 */
async function expectHintsUsed(page: Page, path: string, locale: 'en' | 'am') {
  const hinted = await load(page, path);
  expect(hinted.hints.length, `${path} has module preloads`).toBeGreaterThan(2);
  // Chromium warns about a preload still unused 3 s after the load event.
  await page.waitForTimeout(3500);
  expect(hinted.warnings.filter((warning) => /preload/i.test(warning))).toEqual([]);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);

  const fetched = new Map<string, number>();
  hinted.assets.forEach((asset) => fetched.set(asset, (fetched.get(asset) ?? 0) + 1));
  expect(
    [...fetched].filter(([, count]) => count > 1),
    'files fetched twice',
  ).toEqual([]);
  for (const hint of hinted.hints) expect(fetched.has(hint), `${hint} was fetched`).toBe(true);
  // Nothing the first render waited for came in a later wave, after the code asking for it had run.
  const referenced = new Set(hinted.referenced);
  expect(
    hinted.beforeFirstRender.filter((asset) => !referenced.has(asset)),
    'fetched before the first render without being announced',
  ).toEqual([]);

  // The texts are those of the page's language.
  const catalogs = hinted.hints.filter((hint) => /\/assets\/(?:catalogs-)?(?:en|am)-/.test(hint));
  expect(catalogs.length).toBeGreaterThan(0);
  for (const catalog of catalogs)
    expect(catalog, 'catalog language').toMatch(new RegExp(`/(?:catalogs-)?${locale}-`));

  const plain = await page.context().newPage();
  const unhinted = await load(plain, path, { withoutHints: true });
  expect(unhinted.hints).toEqual(hinted.hints);
  const asked = new Set(unhinted.assets);
  expect(
    hinted.hints.filter((hint) => !asked.has(hint)),
    'announced but not fetched by the page on its own',
  ).toEqual([]);
  await plain.close();
}

async function campaignWithPictures(request: APIRequestContext): Promise<number> {
  const campaign = (await allCampaigns(request)).find((candidate) => candidate.images.length > 0);
  if (!campaign) throw new Error('The seed has no campaign with pictures.');
  return campaign.id;
}

test.describe('with an English browser', () => {
  test.use({ locale: 'en-US' });

  test('a campaign page announces the code and English texts it uses, each fetched once', async ({
    page,
    request,
  }) => {
    await expectHintsUsed(page, `/campaign/${await campaignWithPictures(request)}`, 'en');
  });

  test('Explore announces the code and English texts it uses, each fetched once', async ({ page }) => {
    await expectHintsUsed(page, '/explore', 'en');
  });

  test('a remembered Amharic choice brings the Amharic texts with the page', async ({ page }) => {
    await page.goto('/?lang=am');
    await expect(page.locator('html')).toHaveAttribute('lang', 'am');
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'lomi-locale')?.value).toBe('am');
    await page.close();
    await expectHintsUsed(await page.context().newPage(), '/explore', 'am');
  });
});

test.describe('with an Amharic browser', () => {
  test.use({ locale: 'am-ET' });

  test('a campaign page announces the code and Amharic texts it uses, each fetched once', async ({
    page,
    request,
  }) => {
    await expectHintsUsed(page, `/campaign/${await campaignWithPictures(request)}`, 'am');
  });

  test('Explore announces the code and Amharic texts it uses, each fetched once', async ({ page }) => {
    await expectHintsUsed(page, '/explore', 'am');
  });
});
