import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { FEATURED_IMAGE_SIZES, GALLERY_IMAGE_SIZES } from '@lomi/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasSessionCookie, renderPreloads } from '../../src/static/page-preloads.ts';
import { createTestApp } from '../support/test-app.ts';

describe('page preload tags', () => {
  const preloads = [
    { href: '/api/campaigns/3', kind: 'data' as const },
    { href: '/api/media/campaign/image/3/5?"x"', kind: 'image' as const },
  ];

  it('announces the data as a CORS fetch and the picture as a high-priority image, escaped', () => {
    expect(renderPreloads(preloads, false).split('\n')).toEqual([
      '<link rel="preload" as="fetch" href="/api/campaigns/3" crossorigin="anonymous" />',
      '<link rel="preload" as="image" href="/api/media/campaign/image/3/5?&#34;x&#34;" fetchpriority="high" />',
    ]);
  });

  it('leaves out the data for a signed-in visitor, whose requests carry a token', () => {
    expect(renderPreloads(preloads, true)).not.toContain('as="fetch"');
    expect(renderPreloads(preloads, true)).toContain('as="image"');
    expect(renderPreloads([], false)).toBe('');
  });

  it('recognizes the session cookie among others, and only with a value', () => {
    expect(hasSessionCookie('a=1; user-token=abc.def; b=2')).toBe(true);
    expect(hasSessionCookie('user-token=x')).toBe(true);
    expect(hasSessionCookie('user-token=; other=1')).toBe(false);
    expect(hasSessionCookie('my-user-token=abc')).toBe(false);
    expect(hasSessionCookie(undefined)).toBe(false);
  });
});

// The pages read public data; one engine is enough here (the repositories are tested on both).
describe('preloads in site pages', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const root = mkdtempSync(join(tmpdir(), 'lomi-preloads-'));
  const page = (url: string, cookie?: string) =>
    app.inject({ url, headers: { accept: 'text/html', host: 'lomi.test', ...(cookie ? { cookie } : {}) } });

  beforeAll(async () => {
    mkdirSync(join(root, 'site'));
    writeFileSync(
      join(root, 'site', 'index.html'),
      '<!doctype html><html><head><title>Lomi</title></head><body></body></html>',
    );
    ({ app, close } = await createTestApp('pglite', {
      staticDirs: { elements: join(root, 'elements'), site: join(root, 'site') },
    }));
  });
  afterAll(async () => {
    await close();
    rmSync(root, { recursive: true, force: true });
  });

  it("gives a campaign page its API answer and its first picture, the ones the site's client asks for", async () => {
    const campaign = (await app.inject({ url: '/api/campaigns/1' })).json<{
      images: { url: string; srcset: string }[];
    }>();
    const [image] = campaign.images;
    expect(image!.srcset).not.toBe('');
    const html = (await page('/campaign/1')).body;
    expect(html).toContain(
      '<link rel="preload" as="fetch" href="/api/campaigns/1" crossorigin="anonymous" />',
    );
    expect(html).toContain(
      `<link rel="preload" as="image" href="${image!.url}" imagesrcset="${image!.srcset}" imagesizes="${GALLERY_IMAGE_SIZES}" fetchpriority="high" />`,
    );
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('</head>'));
  });

  it('gives a signed-in visitor only the picture', async () => {
    const html = (await page('/campaign/1', 'user-token=some.jwt.value')).body;
    expect(html).not.toContain('as="fetch"');
    expect(html).toContain('as="image"');
  });

  it("gives /explore the featured campaigns and the carousel's first picture", async () => {
    const featured = (await app.inject({ url: '/api/campaigns/featured' })).json<
      { images: { url: string; srcset: string }[] }[]
    >();
    const image = featured[0]!.images[0]!;
    expect(featured.length).toBeGreaterThan(0);
    for (const url of ['/explore', '/explore?category=Medical']) {
      const html = (await page(url)).body;
      expect(html, url).toContain(
        '<link rel="preload" as="fetch" href="/api/campaigns/featured" crossorigin="anonymous" />',
      );
      expect(html, url).toContain(
        `<link rel="preload" as="image" href="${image.url}" imagesrcset="${image.srcset}" imagesizes="${FEATURED_IMAGE_SIZES}" fetchpriority="high" />`,
      );
      expect(html, url).toContain(
        '<link rel="preload" as="fetch" href="/api/categories/" crossorigin="anonymous" />',
      );
      expect(html, url).not.toContain('og:title');
    }
  });

  it("gives /explore its list's first page only when it shows every campaign", async () => {
    const list = '<link rel="preload" as="fetch" href="/api/campaigns/?page=1" crossorigin="anonymous" />';
    for (const url of ['/explore', '/explore?lang=am']) expect((await page(url)).body, url).toContain(list);
    for (const url of ['/explore?page=2', '/explore?search=water', '/explore?category=Medical']) {
      expect((await page(url)).body, url).not.toContain('/api/campaigns/?');
    }
  });

  it('adds nothing to other pages or unknown campaigns', async () => {
    for (const url of ['/', '/howitworks', '/campaign/99999', '/explore/more']) {
      expect((await page(url)).body, url).not.toContain('rel="preload"');
    }
  });
});
