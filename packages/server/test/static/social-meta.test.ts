import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectIntoHead, renderSocialMeta } from '../../src/static/social-meta.ts';
import { createTestApp } from '../support/test-app.ts';

describe('social meta rendering', () => {
  it('escapes values and adds the image tags only when there is an image', () => {
    const tags = renderSocialMeta({
      title: 'Tom & Jerry\'s "fund" <b>',
      description: 'd',
      url: 'https://lomi.example.org/campaign/1',
      image: undefined,
    });
    expect(tags).toContain(
      '<meta property="og:title" content="Tom &#38; Jerry&#39;s &#34;fund&#34; &#60;b&#62;" />',
    );
    expect(tags).toContain('<meta name="twitter:card" content="summary" />');
    expect(tags).not.toContain('og:image');
  });

  it('injects before the end of the head, or leaves a document without one alone', () => {
    expect(injectIntoHead('<html><head><title>x</title></head><body></body></html>', '<meta />')).toBe(
      '<html><head><title>x</title><meta />\n</head><body></body></html>',
    );
    expect(injectIntoHead('<p>no head</p>', '<meta />')).toBe('<p>no head</p>');
  });
});

// Link previews read public data; one engine is enough here (the repositories are tested on both).
describe('link previews of site pages', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const root = mkdtempSync(join(tmpdir(), 'lomi-social-'));
  // The request names another host: previews carry the configured public address (TEST_PUBLIC_SITE_URL).
  const page = (url: string) => app.inject({ url, headers: { accept: 'text/html', host: 'evil.example' } });

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

  it('gives a campaign page its title, progress, image and URL', async () => {
    const response = await page('/campaign/1');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    expect(html).toContain(
      '<meta property="og:title" content="Equip the Azezo health post with a maternity ward" />',
    );
    expect(html).toMatch(
      /<meta property="og:description" content="ETB[\s\d,.]+ raised of ETB\s?850,000\.00 \(\d+\.\d%\)\. Mothers/,
    );
    expect(html).toMatch(
      /<meta property="og:image" content="http:\/\/lomi\.test\/api\/media\/campaign\/image\/1\/\d+" \/>/,
    );
    expect(html).toContain('<meta property="og:url" content="http://lomi.test/campaign/1" />');
    expect(html).not.toContain('evil.example');
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
  });

  it('speaks Amharic with ?lang=am', async () => {
    const html = (await page('/campaign/1?lang=am')).body;
    expect(html).toContain('ተሰብስቧል — ግብ');
  });

  it('gives an organization page its name and logo', async () => {
    const html = (await page('/organization/5')).body;
    expect(html).toContain('<meta property="og:title" content="Tesfa Children&#39;s Charity" />');
    expect(html).toContain(
      '<meta property="og:image" content="http://lomi.test/api/media/organization/logo/5" />',
    );
  });

  it('adds nothing for unknown or non-public ids and other pages', async () => {
    for (const url of ['/campaign/99999', '/campaign/29', '/organization/6', '/explore', '/']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain('og:title');
    }
  });
});
