import type { Campaign } from '@lomi/core';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LomiDatabase } from '../../../src/db/database.ts';
import type { BlobStore } from '../../../src/media/blob-store.ts';
import { insertCampaignImages } from '../../../src/media/media-repository.ts';
import { storeImageVariants } from '../../../src/uploads/image-variants.ts';
import { createTestApp } from '../../support/test-app.ts';
import { databaseKinds } from '../../support/test-database.ts';

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe.each(databaseKinds)('media routes on %s', (kind) => {
  let app: FastifyInstance;
  let database: LomiDatabase;
  let close: () => Promise<void>;
  let blobs: BlobStore;
  let campaign: Campaign;

  beforeAll(async () => {
    ({ app, database, close, blobs } = await createTestApp(kind));
    [campaign] = (await app.inject('/api/campaigns/featured')).json();
  });
  afterAll(() => close());

  it('serves campaign images as PNG, cacheable forever, with an ETag', async () => {
    const image = campaign.images[1]!;
    const response = await app.inject(image.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.rawPayload.subarray(0, 8)).toEqual(pngSignature);
    // 640 x 400, read from the IHDR chunk.
    expect(response.rawPayload.readUInt32BE(16)).toBe(640);
    expect(response.rawPayload.readUInt32BE(20)).toBe(400);
    const etag = response.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await app.inject({ url: image.url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const changed = await app.inject({ url: image.url, headers: { 'if-none-match': '"other"' } });
    expect(changed.statusCode).toBe(200);
  });

  it('lists each image at its stored widths in srcset and serves each width as WebP with its own ETag', async () => {
    const image = campaign.images[0]!;
    expect(image.srcset).toBe(`${image.url}?w=320 320w, ${image.url}?w=640 640w`);
    const etags = new Set<string>();
    for (const [width, height] of [
      [320, 200],
      [640, 400],
    ] as const) {
      const response = await app.inject(`${image.url}?w=${width}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const metadata = await sharp(response.rawPayload).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', width, height]);
      const etag = response.headers.etag as string;
      etags.add(etag);
      const again = await app.inject({ url: `${image.url}?w=${width}`, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
    }
    etags.add((await app.inject(image.url)).headers.etag as string);
    expect(etags.size).toBe(3);
  });

  it('answers 400 for a width the image is not stored at, and 404 before that for an unknown image', async () => {
    const image = campaign.images[0]!;
    for (const width of ['1280', '100', '0', 'abc']) {
      const response = await app.inject(`${image.url}?w=${width}`);
      expect(response.statusCode, width).toBe(400);
      expect(response.json().errors).toHaveProperty('w');
    }
    expect((await app.inject(`${image.url}?w=1280`)).json().message).toBe('w must be one of 320, 640.');
    expect((await app.inject(`/api/media/campaign/image/${campaign.id}/99999?w=320`)).statusCode).toBe(404);
  });

  it('serves an image stored before variants existed as it is, with an empty srcset', async () => {
    const image = campaign.images[1]!;
    await database.db
      .deleteFrom('campaign_image_variants')
      .where('campaign_image_id', '=', image.id)
      .execute();
    const [again] = (await app.inject('/api/campaigns/featured')).json<Campaign[]>();
    expect(again!.images[1]!.srcset).toBe('');
    expect((await app.inject(image.url)).statusCode).toBe(200);
    expect((await app.inject(`${image.url}?w=320`)).json().message).toBe(
      'w must be left out: it has no other widths.',
    );
  });

  it('serves an uploaded image written with insertCampaignImages at each of its widths', async () => {
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: 'teal' } })
      .jpeg()
      .toBuffer();
    const image = await storeImageVariants(photo, blobs);
    const [id] = await database.db
      .transaction()
      .execute((trx) => insertCampaignImages(trx, campaign.id, [{ image, alt: 'Uploaded' }], 50));
    const [again] = (await app.inject('/api/campaigns/featured')).json<Campaign[]>();
    const uploaded = again!.images.find((candidate) => candidate.id === id)!;
    expect(uploaded.alt).toBe('Uploaded');
    expect(uploaded.srcset).toBe(
      `${uploaded.url}?w=320 320w, ${uploaded.url}?w=640 640w, ${uploaded.url}?w=900 900w`,
    );
    const full = await app.inject(uploaded.url);
    expect(full.headers['content-type']).toBe('image/webp');
    expect((await sharp(full.rawPayload).metadata()).width).toBe(900);
    expect((await app.inject(`${uploaded.url}?w=640`)).statusCode).toBe(200);
    await database.db.deleteFrom('campaign_images').where('id', '=', id!).execute();
  });

  it('gives each image of a campaign its own content', async () => {
    const [a, b] = await Promise.all(campaign.images.slice(0, 2).map((image) => app.inject(image.url)));
    expect(a!.headers.etag).not.toBe(b!.headers.etag);
  });

  it('serves organization logos, revalidated after 5 minutes (replaced under the same path)', async () => {
    const response = await app.inject(campaign.organization.logo!);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.rawPayload.subarray(0, 8)).toEqual(pngSignature);
    const again = await app.inject({
      url: campaign.organization.logo!,
      headers: { 'if-none-match': response.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('serves charity logos at their /uploaded-file/ path', async () => {
    const [charity] = (await app.inject('/charity/')).json().results;
    const response = await app.inject(charity.logo);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.subarray(0, 8)).toEqual(pngSignature);
    expect((await app.inject(`/uploaded-file/${'0'.repeat(64)}.png`)).statusCode).toBe(404);
    expect((await app.inject('/uploaded-file/..%2Fsecret')).statusCode).toBe(400);
  });

  it('answers 404 for an image of another campaign, an unknown image or a non-public organization', async () => {
    const other = campaign.images[0]!.id;
    expect((await app.inject(`/api/media/campaign/image/99999/${other}`)).statusCode).toBe(404);
    expect((await app.inject(`/api/media/campaign/image/${campaign.id}/99999`)).statusCode).toBe(404);
    const pending = await database.db
      .selectFrom('organizations')
      .select('id')
      .where('approval_status', '=', 'pending')
      .executeTakeFirstOrThrow();
    const hidden = await app.inject(`/api/media/organization/logo/${pending.id}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().code).toBe('LOMI_ERR_NOT_FOUND');
    const pendingImage = await database.db
      .selectFrom('campaign_images as i')
      .innerJoin('campaigns as c', 'c.id', 'i.campaign_id')
      .select(['i.id', 'i.campaign_id'])
      .where('c.organization_id', '=', pending.id)
      .executeTakeFirstOrThrow();
    const response = await app.inject(
      `/api/media/campaign/image/${pendingImage.campaign_id}/${pendingImage.id}`,
    );
    expect(response.statusCode).toBe(404);
  });

  it('answers 400 for non-numeric ids', async () => {
    for (const url of [
      '/api/media/campaign/image/abc/1',
      `/api/media/campaign/image/${campaign.id}/x`,
      '/api/media/organization/logo/abc',
    ]) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().code).toBe('LOMI_ERR_VALIDATION');
    }
  });
});
