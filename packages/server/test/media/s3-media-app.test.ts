import { readdirSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readServerConfig } from '../../src/config/read-server-config.ts';
import { sha256Hex } from '../../src/media/blob-keys.ts';
import { S3BlobStore } from '../../src/media/s3-blob-store.ts';
import { bearer, createAccountsApp, signUp, type AccountsTestApp } from '../support/accounts-app.ts';
import { startS3Server, type S3Server } from '../support/s3-server.ts';
import { databaseKinds } from '../support/test-database.ts';

// Issue 16 item 4: the app with its media in an S3-compatible bucket. An image uploaded through the real
// upload API (creating a campaign) is served back from the bucket with the bytes and ETag stored there, a
// document is kept byte for byte, and a refused upload leaves no object behind.

async function multipart(form: FormData): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** A PDF as far as its bytes tell. */
function pdf(size: number): Buffer {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write('%PDF-1.4\n', 0, 'latin1');
  bytes.write('\n%%EOF\n', size - 7, 'latin1');
  return bytes;
}

describe.each(databaseKinds)('media in an S3 bucket, on %s', (kind) => {
  let s3: S3Server;
  let blobs: S3BlobStore;
  /** Another instance's view of the same bucket. */
  let other: S3BlobStore;
  let t: AccountsTestApp;
  let token: string;
  let organizationId: number;
  let photo: Buffer;

  /** The names of the objects in the bucket (s3rver keeps each in a file of its own). */
  const objects = () =>
    readdirSync(`${s3.directory}/${s3.bucket}`)
      .filter((name) => name.endsWith('._S3rver_object'))
      .sort();

  function campaignForm(image: File, documents: File[] = []): FormData {
    const form = new FormData();
    form.set('title', 'Desks for Gondar schools');
    form.set('description', 'Two hundred desks for three schools.');
    form.set('category', '4');
    form.set('createdBy', String(organizationId));
    form.set('goalEtbAmount', '5000000');
    form.set('goalUsdAmount', '0');
    form.set('createdByCharity', 'false');
    form.set('image', image);
    documents.forEach((document, index) => form.set(`doc-${index}`, document));
    return form;
  }

  async function create(form: FormData) {
    const { payload, headers } = await multipart(form);
    return t.app.inject({
      method: 'POST',
      url: '/api/campaigns/',
      payload,
      headers: { ...headers, ...bearer(token) },
    });
  }

  beforeAll(async () => {
    s3 = await startS3Server();
    blobs = new S3BlobStore(s3.storeOptions);
    other = new S3BlobStore(s3.storeOptions);
    const rateLimits = { ...readServerConfig({}).rateLimits, upload: { max: 1_000, windowMs: 60_000 } };
    t = await createAccountsApp(kind, {}, { blobs, rateLimits });
    const creator = await signUp(t.app);
    token = creator.token;
    ({ id: organizationId } = await t.database.db
      .insertInto('organizations')
      .values({
        owner_user_id: creator.id,
        name: 'Gondar schools',
        email: 'org@example.org',
        phone_number: '+251911000000',
        contact_person_name: 'Owner',
        approval_status: 'approved',
      })
      .returning('id')
      .executeTakeFirstOrThrow());
    photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#1e7850' } })
      .jpeg()
      .toBuffer();
  });
  afterAll(async () => {
    await t.close();
    blobs.destroy();
    other.destroy();
    await s3.stop();
  });

  it('serves an uploaded image from the bucket with the stored bytes and ETag, and 304 to a current copy', async () => {
    const document = pdf(3 * 1024 * 1024);
    const response = await create(
      campaignForm(new File([Uint8Array.from(photo)], 'desks.jpg', { type: 'image/jpeg' }), [
        new File([Uint8Array.from(document)], 'budget.pdf', { type: 'application/pdf' }),
      ]),
    );
    expect(response.statusCode, response.body).toBe(201);
    const campaign = response.json<{ id: number; images: { url: string }[] }>();

    // The owner's signed preview of the photo, in review: served through the API from the bucket.
    const served = await t.app.inject(campaign.images[0]!.url);
    expect(served.statusCode, served.body).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 900 });
    const image = await t.database.db
      .selectFrom('campaign_images')
      .select(['storage_key', 'etag', 'byte_size'])
      .where('campaign_id', '=', campaign.id)
      .executeTakeFirstOrThrow();
    expect(served.headers.etag).toBe(image.etag);
    expect(image.etag).toBe(`"${sha256Hex(served.rawPayload).slice(0, 32)}"`);
    expect(served.rawPayload.byteLength).toBe(image.byte_size);
    // Any other instance reads the same object.
    expect((await other.get(image.storage_key))?.equals(served.rawPayload)).toBe(true);

    const again = await t.app.inject({
      url: campaign.images[0]!.url,
      headers: { 'if-none-match': image.etag },
    });
    expect(again.statusCode).toBe(304);

    // Each width is an object of its own, with its own ETag.
    const small = await t.app.inject(`${campaign.images[0]!.url}&w=320`);
    expect(small.statusCode, small.body).toBe(200);
    expect(small.headers.etag).toBe(`"${sha256Hex(small.rawPayload).slice(0, 32)}"`);
    expect(small.headers.etag).not.toBe(image.etag);

    // A document is kept as sent, byte for byte (streamed from the upload's temporary file).
    const stored = await t.database.db
      .selectFrom('campaign_documents')
      .select(['storage_key', 'etag', 'byte_size'])
      .where('campaign_id', '=', campaign.id)
      .executeTakeFirstOrThrow();
    expect(stored.byte_size).toBe(document.byteLength);
    expect(stored.etag).toBe(`"${sha256Hex(document).slice(0, 32)}"`);
    expect((await other.get(stored.storage_key))?.equals(document)).toBe(true);
  });

  it('leaves no object in the bucket when an upload is refused', async () => {
    const before = objects();
    const refused = await create(
      campaignForm(new File([Uint8Array.from(photo)], 'desks.jpg', { type: 'image/jpeg' }), [
        new File([Buffer.from('MZ not a document')], 'setup.exe'),
      ]),
    );
    expect(refused.statusCode, refused.body).toBe(400);
    expect(objects()).toEqual(before);
  });
});
