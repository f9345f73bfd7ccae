import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HSTS, PERMISSIONS_POLICY, SITE_PAGE_POLICY } from '../../src/http/security-headers.ts';
import { openCampaign } from '../support/payments-app.ts';
import { createTestApp } from '../support/test-app.ts';

/** The directives of a Content-Security-Policy header, by name. */
function directives(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** What every answer carries, page or not. */
function expectBaseline(response: LightMyRequestResponse) {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
  // Embeds load bundles, media and API answers from any site: nothing may confine them to ours.
  expect(response.headers['cross-origin-resource-policy']).not.toBe('same-origin');
  expect(response.headers['cross-origin-embedder-policy']).toBeUndefined();
  // Served over plain http here.
  expect(response.headers['strict-transport-security']).toBeUndefined();
}

// Security review #5: no page sent a CSP, frame-ancestors, nosniff, Referrer-Policy or Permissions-Policy.
describe('browser security headers', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let campaignId: number;
  const root = mkdtempSync(join(tmpdir(), 'lomi-headers-'));

  beforeAll(async () => {
    mkdirSync(join(root, 'elements'));
    mkdirSync(join(root, 'site'));
    writeFileSync(join(root, 'elements', 'lomi.js'), 'console.log("loader")');
    writeFileSync(join(root, 'elements', 'demo.html'), '<!doctype html><script>1</script>');
    writeFileSync(join(root, 'site', 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    let database;
    ({ app, close, database } = await createTestApp('pglite', {
      staticDirs: { elements: join(root, 'elements'), site: join(root, 'site') },
    }));
    campaignId = await openCampaign(database);
  });
  afterAll(async () => {
    await close();
    rmSync(root, { recursive: true, force: true });
  });

  it('gives site pages a CSP that no other site may frame, with no inline script allowed', async () => {
    for (const url of ['/', `/campaign/${campaignId}`, '/login', '/no-such-page']) {
      const response = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expectBaseline(response);
      expect(response.headers['content-security-policy'], url).toBe(SITE_PAGE_POLICY);
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
    const csp = directives(await app.inject({ url: '/', headers: { accept: 'text/html' } }));
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('script-src')).toEqual(["'self'", 'https://accounts.google.com/gsi/client']);
    expect(csp.get('img-src')).toContain('https://img.youtube.com');
    expect(csp.get('frame-src')).toContain('https://www.youtube-nocookie.com');
  });

  it('keeps API answers usable from any origin (CORS), with a CSP that runs nothing', async () => {
    const response = await app.inject({
      url: '/api/campaigns/',
      headers: { origin: 'https://charity.example' },
    });
    expect(response.statusCode).toBe(200);
    expectBaseline(response);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(directives(response).get('default-src')).toEqual(["'none'"]);
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/donation/lakipay/checkout/',
      headers: {
        origin: 'https://charity.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, idempotency-key',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
  });

  it('keeps the embed bundles and media loadable by script and image from any site', async () => {
    const bundle = await app.inject({
      url: '/embed/lomi.js',
      headers: { origin: 'https://charity.example' },
    });
    expect(bundle.statusCode).toBe(200);
    expectBaseline(bundle);
    expect(bundle.headers['content-type']).toContain('javascript');
    expect(bundle.headers['access-control-allow-origin']).toBe('*');
    expect(bundle.headers['cross-origin-resource-policy']).toBe('cross-origin');

    const logo = await app.inject('/api/media/organization/logo/5');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toMatch(/^image\//);
    expectBaseline(logo);
    expect(logo.headers['access-control-allow-origin']).toBe('*');
  });

  it('lets the embed demo page run its own script while only this site may frame it', async () => {
    const demo = await app.inject('/embed/demo.html');
    expect(demo.statusCode).toBe(200);
    expectBaseline(demo);
    expect(demo.headers['content-security-policy']).toBe("frame-ancestors 'self'");
  });

  it("answers a revalidation (304) without a CSP, so the browser keeps the cached page's own policy", async () => {
    const demo = await app.inject('/embed/demo.html');
    const revalidated = await app.inject({
      url: '/embed/demo.html',
      headers: { 'if-none-match': String(demo.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    // A 304's headers replace the stored ones: a "run nothing" policy here broke the page on its next load.
    expect(revalidated.headers['content-security-policy']).toBeUndefined();
  });

  it('never lets the sandbox checkout be framed, and allows it no script', async () => {
    const started = await app.inject({
      method: 'POST',
      url: '/api/donation/lakipay/checkout/',
      payload: { amount: 1_500, campaign_id: campaignId, anonymous: true },
    });
    expect(started.statusCode, started.body).toBe(201);
    const page = await app.inject(`/sandbox/checkout/${started.json().invoice_id}`);
    expect(page.statusCode).toBe(200);
    expectBaseline(page);
    const csp = directives(page);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.has('script-src')).toBe(false);
    // The Pay form posts here and is sent back to the configured site.
    expect(csp.get('form-action')).toEqual(["'self'", 'http://lomi.test']);
  });
});

describe('HSTS', () => {
  const apps: { close(): Promise<void> }[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it('is sent when the public site is https, or a trusted proxy says the request came over https', async () => {
    const https = await createTestApp('pglite', { publicSiteUrl: 'https://lomi.example.org' });
    apps.push(https);
    expect((await https.app.inject('/api/health')).headers['strict-transport-security']).toBe(HSTS);

    const proxied = await createTestApp('pglite', { trustProxy: 1 });
    apps.push(proxied);
    const overHttps = await proxied.app.inject({
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(overHttps.headers['strict-transport-security']).toBe(HSTS);
    expect((await proxied.app.inject('/api/health')).headers['strict-transport-security']).toBeUndefined();

    // Without a trusted proxy, a client's X-Forwarded-Proto is not believed.
    const direct = await createTestApp('pglite');
    apps.push(direct);
    const claimed = await direct.app.inject({
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });
});
