// Writes `<file>.br` and `<file>.gz` next to every text asset of the given build folders, so the server
// sends compressed bytes (@fastify/static `preCompressed`) without compressing on each request. Host pages
// on slow mobile networks download the embed SDK: sending it uncompressed would triple its transfer.
// Usage: node scripts/precompress.ts packages/elements/dist site/dist
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

const compressible = /\.(?:js|mjs|css|html|json|svg|txt|map|xml|webmanifest)$/;
/** Below this, the headers cost more than compression saves. */
const minimumBytes = 512;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (compressible.test(entry.name)) yield path;
  }
}

async function precompress(path: string): Promise<number> {
  const content = await readFile(path);
  if (content.length < minimumBytes) return 0;
  const [brotli, gzipped] = await Promise.all([
    compressBrotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    compressGzip(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${path}.br`, brotli), writeFile(`${path}.gz`, gzipped)]);
  return 1;
}

const dirs = process.argv.slice(2);
if (dirs.length === 0) {
  console.error('Usage: node scripts/precompress.ts <build folder>...');
  process.exit(2);
}
for (const dir of dirs) {
  let count = 0;
  for await (const path of files(dir)) count += await precompress(path);
  console.log(`precompressed ${count} files in ${dir} (.br and .gz)`);
}
