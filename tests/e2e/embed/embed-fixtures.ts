// Shared facts for the embed end-to-end tests: the build's manifest (content-hashed chunk names) and small
// waits on the elements. Tests run against the built bundles in packages/elements/dist, served at /embed/.
import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import { PNG } from 'pngjs';

interface EmbedManifest {
  loader: string;
  /** Per tag: its entry chunk, the chunks the loader fetches, those it imports later, its catalogs by locale. */
  elements: Record<
    string,
    { entry: string; files: string[]; lazy: string[]; messages: Record<string, string[]> }
  >;
  /** Per locale and message feature: the catalog's chunks. */
  messages: Record<string, Record<string, string[]>>;
}

/** The manifest `rollup -c rollup.config.mjs` wrote; the tests need a fresh build. */
export const manifest: EmbedManifest = JSON.parse(
  readFileSync(new URL('../../../packages/elements/dist/manifest.json', import.meta.url), 'utf8'),
);

/** The file name (under /embed/) of a request to our embed bundles, or undefined for any other request. */
export function embedFile(url: string): string | undefined {
  const { pathname } = new URL(url);
  return pathname.startsWith('/embed/') ? pathname.slice('/embed/'.length) : undefined;
}

/** Collects the /embed/ files the page requests, in order. */
export function recordEmbedRequests(page: Page): string[] {
  const files: string[] = [];
  page.on('request', (request) => {
    const file = embedFile(request.url());
    if (file) files.push(file);
  });
  return files;
}

/** A host page at `url` (not on disk: served by Playwright's router) with `body` in it. */
export async function serveHostPage(page: Page, url: string, body: string): Promise<void> {
  await page.route(url, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Host page</title></head><body>${body}</body></html>`,
    }),
  );
}

/** Waits until `element` is ready and every image inside its shadow root has loaded. */
export async function waitUntilRendered(element: Locator): Promise<void> {
  await expect(element).toHaveAttribute('data-state', 'ready');
  await element.evaluate(async (host) => {
    const images = [...(host.shadowRoot?.querySelectorAll('img') ?? [])];
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  });
}

/**
 * The share of pixels (0..1) of screenshot `a` that have no close match at the same place (give or take one
 * pixel) in screenshot `b`. The same element drawn at another sub-pixel offset shifts its anti-aliasing by
 * up to a pixel and may come out one pixel taller; a leaked font, colour or spacing changes far more.
 */
export function pixelDifference(a: Buffer, b: Buffer): number {
  const first = PNG.sync.read(a);
  const second = PNG.sync.read(b);
  if (Math.abs(first.width - second.width) > 1 || Math.abs(first.height - second.height) > 1) {
    throw new Error(`sizes differ: ${first.width}x${first.height} vs ${second.width}x${second.height}`);
  }
  const width = Math.min(first.width, second.width);
  const height = Math.min(first.height, second.height);
  const close = (i: number, x: number, y: number): boolean => {
    if (x < 0 || y < 0 || x >= width || y >= height) return false;
    const j = (y * second.width + x) * 4;
    for (let channel = 0; channel < 4; channel++) {
      if (Math.abs(first.data[i + channel]! - second.data[j + channel]!) > 32) return false;
    }
    return true;
  };
  let different = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * first.width + x) * 4;
      let matched = false;
      for (let dy = -1; dy <= 1 && !matched; dy++) {
        for (let dx = -1; dx <= 1 && !matched; dx++) matched = close(i, x + dx, y + dy);
      }
      if (!matched) different++;
    }
  }
  return different / (width * height);
}

/**
 * Serves every API read on `page` with the body of the first answer to the same URL. Other tests donate to
 * the demo campaigns in parallel: a total that grows between two page loads widens a figure and would fail a
 * comparison that is about styles, not data. Headers (CORS for the host's origin) stay those of each answer.
 */
export async function freezeApiReads(page: Page): Promise<void> {
  const firstBodies = new Map<string, Buffer>();
  await page.route('**/api/**', async (route) => {
    const request = route.request();
    if (request.method() !== 'GET') return route.fallback();
    let response;
    try {
      response = await route.fetch();
    } catch {
      // The test may have ended with this read in flight: the loader asks for the campaign beside the code,
      // and a test done with its elements does not wait for that answer. Aborting is safe either way: during
      // a test, the element shows its error state and the test fails on it.
      return route.abort().catch(() => {});
    }
    if (response.status() !== 200) return route.fulfill({ response });
    const url = request.url();
    const first = firstBodies.get(url) ?? (await response.body());
    firstBodies.set(url, first);
    return route.fulfill({ response, body: first });
  });
}

/** Computed styles that a leak would change, of every element inside `host`'s shadow root, in order. */
export function shadowStyles(host: Locator): Promise<Record<string, string>[]> {
  return host.evaluate((element) => {
    const properties = [
      'font-family',
      'font-size',
      'font-weight',
      'font-style',
      'color',
      'line-height',
      'letter-spacing',
      'text-transform',
      'text-align',
      'text-indent',
      'padding',
      'margin',
      'border',
      'box-sizing',
      'background-color',
      'filter',
      'width',
      'height',
    ];
    return [...(element.shadowRoot?.querySelectorAll('*') ?? [])]
      .filter((node) => node.localName !== 'style')
      .map((node) => {
        const style = getComputedStyle(node);
        return Object.fromEntries([
          ['element', `${node.localName}.${[...node.classList].join('.')}`],
          ...properties.map((property) => [property, style.getPropertyValue(property)]),
        ]);
      });
  });
}
