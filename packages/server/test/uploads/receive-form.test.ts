import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../../src/errors/error-handler.ts';
import { LocalBlobStore } from '../../src/media/blob-store.ts';
import {
  UPLOAD_LIMITS,
  UploadReceiver,
  type FormSpec,
  type ReceivedForm,
} from '../../src/uploads/receive-form.ts';

const spec: FormSpec = {
  fields: ['name', 'fail'],
  images: ['logo', 'image'],
  isDocumentField: (name) => /^doc-\d$/.test(name) || name === 'documents',
};

/** Every file under `folder`, recursively. */
function filesIn(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

async function multipartBody(form: FormData): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

const file = (bytes: Uint8Array, name: string, type = 'application/octet-stream') =>
  new File([Uint8Array.from(bytes)], name, { type });

describe('UploadReceiver', () => {
  let root: string;
  let mediaRoot: string;
  let tempRoot: string;
  let blobs: LocalBlobStore;
  let app: FastifyInstance;
  let received: ReceivedForm | undefined;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'lomi-uploads-test-'));
    mediaRoot = join(root, 'media');
    tempRoot = join(root, 'tmp');
    blobs = new LocalBlobStore(mediaRoot);
    const { mkdirSync } = await import('node:fs');
    mkdirSync(tempRoot);
    const uploads = new UploadReceiver(blobs, { tempDir: tempRoot });
    app = Fastify();
    registerErrorHandler(app);
    await app.register(async (scope) => {
      await scope.register(multipart);
      scope.post('/form', async (request, reply) => {
        const form = await uploads.receive(request, reply, spec);
        received = form;
        if (form.fields.fail) {
          await form.discard();
          return { discarded: true };
        }
        return { fields: form.fields, images: form.images, documents: form.documents };
      });
    });
    await app.ready();
  });

  afterEach(() => {
    received = undefined;
    expect(readdirSync(tempRoot)).toEqual([]);
  });

  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  async function send(form: FormData) {
    return app.inject({ method: 'POST', url: '/form', ...(await multipartBody(form)) });
  }

  /** Sends `form`, expects `status`, and that nothing new stayed in the blob folder. */
  async function refused(form: FormData, status: number) {
    const before = filesIn(mediaRoot).length === 0 ? [] : filesIn(mediaRoot);
    const response = await send(form);
    expect(response.statusCode, response.body).toBe(status);
    expect(filesIn(mediaRoot).sort()).toEqual(before.sort());
    return response.json<{ message: string; errors?: Record<string, string> }>();
  }

  it('turns a JPEG with EXIF GPS and orientation 6 into WebP variants, upright and without metadata', async () => {
    // 2000×1000 as stored; orientation 6 means "rotate 90° clockwise to show", so it shows as 1000×2000.
    const photo = await sharp({
      create: { width: 2000, height: 1000, channels: 3, background: { r: 200, g: 30, b: 30 } },
    })
      .jpeg()
      .withExif({
        IFD0: { Make: 'LomiCam', Model: 'Test' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '9/1 1/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '38/1 45/1 0/1',
        },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const input = await sharp(photo).metadata();
    expect(input.orientation).toBe(6);
    expect(input.exif).toBeDefined();

    const form = new FormData();
    form.set('name', 'Clinic');
    form.set('image', file(photo, 'photo.jpg', 'image/jpeg'));
    const response = await send(form);
    expect(response.statusCode, response.body).toBe(200);
    const { images, fields } = response.json<Pick<ReceivedForm, 'images' | 'fields'>>();
    expect(fields).toEqual({ name: 'Clinic' });
    const image = images.image!;
    expect(image.variants.map((variant) => [variant.width, variant.height])).toEqual([
      [320, 640],
      [640, 1280],
      [1000, 2000],
    ]);
    expect([image.width, image.height]).toEqual([1000, 2000]);
    for (const variant of image.variants) {
      const bytes = (await blobs.get(variant.key))!;
      expect(bytes.byteLength).toBe(variant.byteSize);
      const output = await sharp(bytes).metadata();
      expect(output.format).toBe('webp');
      expect([output.width, output.height]).toEqual([variant.width, variant.height]);
      expect(output.exif).toBeUndefined();
      expect(output.xmp).toBeUndefined();
      expect(output.orientation).toBeUndefined();
      expect(bytes.includes('LomiCam')).toBe(false);
    }
  });

  it('never enlarges a small image', async () => {
    const small = await sharp({ create: { width: 500, height: 250, channels: 3, background: 'green' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set('logo', file(small, 'logo.png'));
    const response = await send(form);
    expect(response.statusCode, response.body).toBe(200);
    const { images } = response.json<Pick<ReceivedForm, 'images'>>();
    expect(images.logo!.variants.map((variant) => variant.width)).toEqual([320, 500]);
  });

  it('accepts a PNG named .jpg and sent as image/jpeg: the bytes decide', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 4, background: 'blue' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set('image', file(png, 'photo.jpg', 'image/jpeg'));
    form.append('documents', file(png, 'scan.jpg', 'image/jpeg'));
    const response = await send(form);
    expect(response.statusCode, response.body).toBe(200);
    const { images, documents } = response.json<Pick<ReceivedForm, 'images' | 'documents'>>();
    expect(images.image!.variants).toHaveLength(1);
    expect(documents).toEqual([expect.objectContaining({ fileName: 'scan.jpg', contentType: 'image/png' })]);
    expect((await blobs.get(documents[0]!.key))?.equals(png)).toBe(true);
  });

  it('stores documents as sent, in order, under fresh keys that discard() deletes', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const form = new FormData();
    form.set('name', 'x');
    form.set('fail', 'yes');
    form.append('doc-0', file(pdf, 'a.pdf'));
    form.append('doc-1', file(pdf, '../../b.pdf'));
    const before = filesIn(mediaRoot).length;
    const response = await send(form);
    expect(response.json()).toEqual({ discarded: true });
    const documents = received!.documents;
    expect(documents.map((document) => [document.fileName, document.contentType])).toEqual([
      ['a.pdf', 'application/pdf'],
      ['b.pdf', 'application/pdf'],
    ]);
    // The same bytes twice are two blobs: deleting one never takes away another row's.
    expect(documents[0]!.key).not.toBe(documents[1]!.key);
    expect(documents[0]!.etag).toBe(documents[1]!.etag);
    expect(filesIn(mediaRoot).length).toBe(before);
  });

  it('ignores a file input left empty', async () => {
    const form = new FormData();
    form.set('logo', new File([], '', { type: 'application/octet-stream' }));
    const response = await send(form);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ images: {}, documents: [] });
  });

  it('refuses a renamed executable with 400 naming the field', async () => {
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(4000, 1)]);
    const exe = Buffer.concat([
      Buffer.from('MZ'),
      Buffer.alloc(62),
      Buffer.from('PE\0\0'),
      Buffer.alloc(4000),
    ]);
    const ok = await sharp({ create: { width: 10, height: 10, channels: 3, background: 'red' } })
      .png()
      .toBuffer();
    for (const [field, bytes] of [
      ['image', elf],
      ['doc-0', exe],
    ] as const) {
      const form = new FormData();
      form.set('logo', file(ok, 'fine.png'));
      form.set(field, file(bytes, 'photo.jpg', 'image/jpeg'));
      const body = await refused(form, 400);
      expect(body.errors?.[field]).toMatch(/must be a (JPEG|PDF)/);
    }
  });

  it('refuses a truncated JPEG with 400', async () => {
    const jpeg = await sharp({
      create: {
        width: 600,
        height: 400,
        channels: 3,
        background: 'gray',
        noise: { type: 'gaussian', mean: 128, sigma: 30 },
      },
    })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.set('image', file(jpeg.subarray(0, jpeg.byteLength >> 1), 'cut.jpg'));
    const body = await refused(form, 400);
    expect(body.errors?.image).toMatch(/damaged or cut short/);
  });

  it('refuses a decompression bomb (a tiny PNG declaring 20000×20000) with 400', async () => {
    const png = Buffer.from(
      await sharp({ create: { width: 100, height: 100, channels: 3, background: 'red' } })
        .png()
        .toBuffer(),
    );
    png.writeUInt32BE(20_000, 16);
    png.writeUInt32BE(20_000, 20);
    const form = new FormData();
    form.set('image', file(png, 'bomb.png'));
    const body = await refused(form, 400);
    expect(body.errors?.image).toMatch(/too large/);
  });

  it('refuses a 30 MB file with 413', async () => {
    const big = Buffer.alloc(30 * 1024 * 1024, 0);
    Buffer.from('%PDF-1.4\n').copy(big);
    for (const field of ['image', 'doc-0']) {
      const form = new FormData();
      form.set(field, file(big, 'big.pdf'));
      const body = await refused(form, 413);
      expect(body.message).toMatch(/at most (10|20) MB/);
    }
  });

  it('answers a refusal over real HTTP before the body is all sent, and the server goes on serving', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const big = new FormData();
    big.set('image', file(Buffer.alloc(30 * 1024 * 1024), 'big.jpg'));
    const response = await fetch(`${address}/form`, { method: 'POST', body: big });
    expect(response.status).toBe(413);
    const small = new FormData();
    small.set('name', 'after');
    const next = await fetch(`${address}/form`, { method: 'POST', body: small });
    expect(await next.json()).toMatchObject({ fields: { name: 'after' } });
  });

  it('refuses an 11 MB image with 413 (images stop at 10 MB)', async () => {
    const form = new FormData();
    form.set('image', file(Buffer.alloc(UPLOAD_LIMITS.imageBytes + 1), 'big.jpg'));
    await refused(form, 413);
  });

  it('refuses 11 documents with 413, after the first 10 were stored', async () => {
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    const form = new FormData();
    for (let index = 0; index < 11; index++) form.append('documents', file(pdf, `d${index}.pdf`));
    const body = await refused(form, 413);
    expect(body.message).toMatch(/at most 10 supporting documents/);
  });

  it('refuses an unknown text or file field, a repeated field and a non-multipart body with 400', async () => {
    const unknown = new FormData();
    unknown.set('admin', 'true');
    expect((await refused(unknown, 400)).errors).toEqual({ admin: expect.any(String) });
    const unknownFile = new FormData();
    unknownFile.set('avatar', file(Buffer.from('x'), 'a.png'));
    expect((await refused(unknownFile, 400)).errors).toEqual({ avatar: expect.any(String) });
    const twice = new FormData();
    twice.append('name', 'a');
    twice.append('name', 'b');
    expect((await refused(twice, 400)).errors).toEqual({ name: expect.any(String) });
    // A text part typed application/json (which @fastify/multipart parses) is not text.
    const boundary = 'lomi-test-boundary';
    const jsonField = await app.inject({
      method: 'POST',
      url: '/form',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload:
        `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\nContent-Type: application/json\r\n\r\n` +
        `{"a":1}\r\n--${boundary}--\r\n`,
    });
    expect(jsonField.statusCode, jsonField.body).toBe(400);
    expect(jsonField.json().errors).toEqual({ name: expect.any(String) });
    const json = await app.inject({ method: 'POST', url: '/form', payload: { name: 'x' } });
    expect(json.statusCode).toBe(400);
  });

  it('refuses a text field past 64 KB with 413 and a malformed form with 400', async () => {
    const long = new FormData();
    long.set('name', 'x'.repeat(70 * 1024));
    await refused(long, 413);
    const cut = await app.inject({
      method: 'POST',
      url: '/form',
      headers: { 'content-type': 'multipart/form-data; boundary=zzz' },
      payload: '--zzz\r\nContent-Disposition: form-data; name="logo"; filename="a.png"\r\n\r\nabc',
    });
    expect(cut.statusCode, cut.body).toBe(400);
  });
});
