import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../support/test-app.ts';

// Serving the built front ends does not touch the database; one engine is enough here.
describe('static routes with built front ends', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const root = mkdtempSync(join(tmpdir(), 'lomi-static-'));
  const elements = join(root, 'elements');
  const site = join(root, 'site');
  const chunkSource = `export const messages = ${JSON.stringify('ሰላም '.repeat(400))};`;

  beforeAll(async () => {
    mkdirSync(elements);
    mkdirSync(join(site, 'assets'), { recursive: true });
    writeFileSync(join(elements, 'lomi.js'), 'console.log("loader")');
    writeFileSync(join(elements, 'lomi-campaign-card-DKVUn9Ke.js'), 'export {}');
    // What scripts/precompress.ts writes next to a chunk.
    writeFileSync(join(elements, 'runtime-Qx7Lm2Pa.js'), chunkSource);
    writeFileSync(join(elements, 'runtime-Qx7Lm2Pa.js.br'), brotliCompressSync(chunkSource));
    writeFileSync(join(elements, 'runtime-Qx7Lm2Pa.js.gz'), gzipSync(chunkSource));
    writeFileSync(join(elements, 'demo.html'), '<!doctype html><title>demo</title>');
    writeFileSync(join(site, 'index.html'), '<!doctype html><title>Lomi</title>');
    writeFileSync(join(site, 'assets', 'index-BJSJ7upJ.css'), 'body{}');
    writeFileSync(join(site, 'favicon.svg'), '<svg/>');
    ({ app, close } = await createTestApp('pglite', { staticDirs: { elements, site } }));
  });
  afterAll(async () => {
    await close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves the embed loader with a short cache, for any origin', async () => {
    const response = await app.inject('/embed/lomi.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("loader")');
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it('caches content-hashed chunks forever', async () => {
    const response = await app.inject('/embed/lomi-campaign-card-DKVUn9Ke.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    // Validated by @fastify/static itself: a 304 for the copy the browser has.
    const again = await app.inject({
      url: '/embed/lomi-campaign-card-DKVUn9Ke.js',
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps static files out of shared caches when the request carries a session', async () => {
    const signedIn = await app.inject({
      url: '/assets/index-BJSJ7upJ.css',
      headers: { cookie: 'user-token=a.b.c' },
    });
    expect(signedIn.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const loader = await app.inject({ url: '/embed/lomi.js', headers: { authorization: 'Bearer a.b.c' } });
    expect(loader.headers['cache-control']).toBe('private, max-age=300');
  });

  it('sends the precompressed file the browser accepts, with the same headers', async () => {
    const brotli = await app.inject({
      url: '/embed/runtime-Qx7Lm2Pa.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.length).toBeLessThan(Buffer.byteLength(chunkSource) / 4);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers['access-control-allow-origin']).toBe('*');

    const gzip = await app.inject({
      url: '/embed/runtime-Qx7Lm2Pa.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(chunkSource);

    const plain = await app.inject({
      url: '/embed/runtime-Qx7Lm2Pa.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(chunkSource);
  });

  it('serves the demo page', async () => {
    const response = await app.inject('/embed/demo.html');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing embed file with a JSON 404', async () => {
    const response = await app.inject('/embed/missing-ABCDEFGH.js');
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('LOMI_ERR_ROUTE_NOT_FOUND');
  });

  it('serves the SPA for the SDK docs page /embed, with or without a query', async () => {
    for (const url of ['/embed', '/embed?lang=am', '/embed?lang=am&x=1#events']) {
      const response = await app.inject({ url, headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe('<!doctype html><title>Lomi</title>');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('sends a browser asking for the folder /embed/ to the docs page, keeping the query', async () => {
    const response = await app.inject({ url: '/embed/?lang=am', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/embed?lang=am');
    const script = await app.inject({ url: '/embed/', headers: { accept: 'application/json' } });
    expect(script.statusCode).toBe(404);
    expect(script.json().code).toBe('LOMI_ERR_ROUTE_NOT_FOUND');
  });

  it('serves the SPA for the home page and any page a browser asks for', async () => {
    for (const url of ['/', '/explore', '/campaign/12?lang=am', '/some/unknown/page']) {
      const response = await app.inject({ url, headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe('<!doctype html><title>Lomi</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves site assets with cache headers by name', async () => {
    const hashed = await app.inject('/assets/index-BJSJ7upJ.css');
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await app.inject('/favicon.svg');
    expect(plain.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('serves pages to clients that send */* or no Accept, as link-preview bots do', async () => {
    for (const headers of [{ accept: '*/*' }, {}]) {
      const response = await app.inject({ url: '/explore', headers });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('<!doctype html><title>Lomi</title>');
    }
  });

  it('does not answer API paths, missing files or JSON requests with the SPA', async () => {
    for (const [url, accept] of [
      ['/api/unknown', 'text/html'],
      ['/charity/x/y', 'text/html'],
      ['/media/x', 'text/html'],
      ['/assets/missing.js', '*/*'],
      ['/missing-logo.png', 'text/html,*/*'],
      ['/explore', 'application/json'],
    ] as const) {
      const response = await app.inject({ url, headers: { accept } });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().code).toBe('LOMI_ERR_ROUTE_NOT_FOUND');
    }
  });
});

describe('static routes without builds', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const root = mkdtempSync(join(tmpdir(), 'lomi-static-missing-'));

  beforeAll(async () => {
    ({ app, close } = await createTestApp('pglite', {
      staticDirs: { elements: join(root, 'elements'), site: join(root, 'site') },
    }));
  });
  afterAll(async () => {
    await close();
    rmSync(root, { recursive: true, force: true });
  });

  it('still answers the API', async () => {
    expect((await app.inject('/api/health')).statusCode).toBe(200);
  });

  it('tells to run the build for the embed SDK and the site', async () => {
    const embed = await app.inject('/embed/lomi.js');
    expect(embed.statusCode).toBe(503);
    expect(embed.json().message).toContain('embed SDK');
    expect(embed.json()).toMatchObject({ code: 'LOMI_ERR_BUILD_MISSING' });
    expect(embed.json().message).toContain('npm run build');
    for (const url of ['/', '/explore']) {
      const page = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(page.statusCode, url).toBe(503);
      expect(page.json().message).toContain('npm run build');
    }
  });
});
