// Time and memory to receive and process one photo upload (issue 13): a ~5 MB, 12-megapixel JPEG sent as
// multipart/form-data over real HTTP to a Fastify app whose route calls UploadReceiver.receive (streamed to
// a temporary file, typed by its bytes, decoded, oriented and stored as WebP at 320/640/1280 px). The app runs
// in a child process so its peak RSS is its own, not the sender's. Run with `npm run bench:uploads` (repo root).
import { fork } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const runs = Number(process.env.LOMI_BENCH_RUNS ?? 10);
const self = fileURLToPath(import.meta.url);

interface ChildReport {
  baselineRssMb: number;
  peakRssMb: number;
}

if (process.argv[2] === '--serve') {
  await serve(process.argv[3]!);
} else {
  await measure();
}

/** The receiving side: a tiny app with one upload route; reports its RSS before and its peak after. */
async function serve(dataDir: string): Promise<void> {
  const { default: Fastify } = await import('fastify');
  const { default: multipart } = await import('@fastify/multipart');
  const { LocalBlobStore } = await import('../src/media/blob-store.ts');
  const { UploadReceiver } = await import('../src/uploads/receive-form.ts');
  const uploads = new UploadReceiver(new LocalBlobStore(join(dataDir, 'media')), { tempDir: dataDir });
  const app = Fastify();
  await app.register(multipart);
  app.post('/upload', async (request, reply) => {
    const form = await uploads.receive(request, reply, {
      fields: ['title'],
      images: ['image'],
      isDocumentField: () => false,
    });
    return form.images.image!.variants.map(({ width, height, byteSize }) => ({ width, height, byteSize }));
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  global.gc?.();
  const baselineRssMb = process.memoryUsage().rss / 2 ** 20;
  process.send!({ address });
  process.on('message', (message) => {
    if (message !== 'report') return;
    const report: ChildReport = { baselineRssMb, peakRssMb: process.resourceUsage().maxRSS / 1024 };
    process.send!(report, () => process.exit(0));
  });
}

/** A 4000×3000 photo-like JPEG (smooth light, fine grain) of about 5 MB, with EXIF orientation 6. */
async function makePhoto(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
       <defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#3a6"/><stop offset="1" stop-color="#fc8"/></linearGradient></defs>
       <rect width="100%" height="100%" fill="url(#g)"/><circle cx="2000" cy="1500" r="900" fill="#258" opacity="0.6"/></svg>`,
  );
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: 'gray',
      noise: { type: 'gaussian', mean: 128, sigma: 22 },
    },
  })
    .raw()
    .toBuffer();
  const base = await sharp(gradient).resize(width, height).removeAlpha().raw().toBuffer();
  for (let index = 0; index < base.length; index++) {
    base[index] = Math.max(0, Math.min(255, base[index]! + (grain[index]! - 128)));
  }
  return sharp(base, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

async function measure(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lomi-bench-uploads-'));
  try {
    mkdirSync(join(dataDir, 'media'));
    const photoPath = join(dataDir, 'photo.jpg');
    writeFileSync(photoPath, await makePhoto());
    const photo = readFileSync(photoPath);
    const child = fork(self, ['--serve', dataDir], { execArgv: ['--expose-gc'], stdio: 'inherit' });
    const messages: unknown[] = [];
    const waiters: ((message: unknown) => void)[] = [];
    child.on('message', (message) => (waiters.shift() ?? ((value) => messages.push(value)))(message));
    const next = () =>
      new Promise<unknown>((resolve) =>
        messages.length ? resolve(messages.shift()) : waiters.push(resolve),
      );
    const { address } = (await next()) as { address: string };

    const times: number[] = [];
    let variants: unknown;
    for (let run = 0; run < runs + 1; run++) {
      const form = new FormData();
      form.set('title', 'A photo');
      form.set('image', new File([photo], 'photo.jpg', { type: 'image/jpeg' }));
      const started = performance.now();
      const response = await fetch(`${address}/upload`, { method: 'POST', body: form });
      variants = await response.json();
      if (!response.ok) throw new Error(`upload failed: ${response.status} ${JSON.stringify(variants)}`);
      // The first run warms up (sharp's and libvips' first use); it is not counted.
      if (run > 0) times.push(performance.now() - started);
    }
    child.send('report');
    const report = (await next()) as ChildReport;
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    console.log(
      `Upload of one photo on Node ${process.version}, sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}`,
    );
    console.log(`photo: ${(photo.byteLength / 2 ** 20).toFixed(2)} MB JPEG, 4000×3000, EXIF orientation 6`);
    console.log(`stored: ${JSON.stringify(variants)}\n`);
    console.log('| runs | median ms | min ms | max ms | receiver RSS before MB | receiver peak RSS MB |');
    console.log('| ---: | ---: | ---: | ---: | ---: | ---: |');
    console.log(
      `| ${times.length} | ${median.toFixed(0)} | ${times[0]!.toFixed(0)} | ${times.at(-1)!.toFixed(0)} | ${report.baselineRssMb.toFixed(0)} | ${report.peakRssMb.toFixed(0)} |`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
