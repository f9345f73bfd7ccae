import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.ts';
import { createTestApp } from '../../support/test-app.ts';
import { databaseKinds } from '../../support/test-database.ts';
import { ownBlobStore } from '../../support/own-media-dir.ts';

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe.each(databaseKinds)('QR code routes on %s', (kind) => {
  let app: FastifyInstance;
  let withSiteUrl: FastifyInstance;
  let closers: (() => Promise<void>)[];

  beforeAll(async () => {
    const plain = await createTestApp(kind);
    app = plain.app;
    withSiteUrl = await buildApp({
      db: plain.database.db,
      blobs: ownBlobStore(),
      publicSiteUrl: 'https://lomi.example.org',
      trustProxy: 1,
    });
    closers = [() => withSiteUrl.close(), plain.close];
  });
  afterAll(async () => {
    for (const close of closers) await close();
  });

  it('draws a PNG QR code of the campaign page', async () => {
    const response = await app.inject({
      url: '/api/generate-qr/?campaign_id=1',
      headers: { host: 'localhost:3000' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.rawPayload.subarray(0, 8)).toEqual(pngSignature);
  });

  it('encodes PUBLIC_SITE_URL whatever Host and X-Forwarded-Host a request names (the PNG is cached a day)', async () => {
    const configuredA = await withSiteUrl.inject({
      url: '/api/generate-qr/?campaign_id=1',
      headers: { host: 'a.example' },
    });
    const configuredB = await withSiteUrl.inject({
      url: '/api/generate-qr/?campaign_id=1',
      headers: { host: 'b.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
    });
    expect(configuredA.rawPayload.equals(configuredB.rawPayload)).toBe(true);
    const QRCode = await import('qrcode');
    const expected = await QRCode.toBuffer('https://lomi.example.org/campaign/1', {
      type: 'png',
      width: 320,
      margin: 2,
      errorCorrectionLevel: 'M',
    });
    expect(configuredA.rawPayload.equals(expected)).toBe(true);
  });

  it('answers 400 for a missing or bad campaign_id and 404 for an unknown campaign', async () => {
    for (const url of [
      '/api/generate-qr/',
      '/api/generate-qr/?campaign_id=x',
      '/api/generate-qr/?campaign_id=0',
    ]) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message).toContain('campaign_id');
    }
    expect((await app.inject('/api/generate-qr/?campaign_id=99999')).statusCode).toBe(404);
  });
});
