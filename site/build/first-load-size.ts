/**
 * Prints how much a first visit to a site route downloads (JS and CSS, gzip level 9), from the Vite manifest of
 * `site/dist`: the entry with its static imports, the site's one stylesheet, the catalogs of one language loaded
 * at start (the site's and the shared `START_FEATURES`), and the route's lazy page chunk.
 *
 *   npx vite build --config site/vite.config.ts && npx node site/build/first-load-size.ts [page] [locale]
 *
 * `page` is the page module under site/src (default `pages/home/home-page.tsx`), `locale` `en` (default) or `am`.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { START_FEATURES } from '../src/language/start-features.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8')) as Record<
  string,
  ManifestChunk
>;
const page = `src/${process.argv[2] ?? 'pages/home/home-page.tsx'}`;
const locale = process.argv[3] ?? 'en';

const wanted = [
  'index.html',
  // The whole site's CSS, one file linked from index.html (vite.config.ts, `cssCodeSplit: false`).
  'style.css',
  page,
  `src/i18n/${locale}.json`,
  ...START_FEATURES.map((feature) => `../packages/core/src/i18n/messages/${feature}/${locale}.json`),
];
const files = new Set<string>();
const visit = (key: string) => {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The manifest has no "${key}"; build the site first, and check the page name.`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  chunk.css?.forEach((css) => files.add(css));
  chunk.imports?.forEach(visit);
};
wanted.forEach(visit);

let js = 0;
let css = 0;
for (const file of [...files].sort()) {
  const size = gzipSync(readFileSync(`${dist}${file}`), { level: 9 }).length;
  if (file.endsWith('.css')) css += size;
  else js += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} kB  ${file}`);
}
console.log(
  `First load of ${page} (${locale}), gzip: JS ${(js / 1024).toFixed(1)} kB (${js} B), CSS ${(css / 1024).toFixed(1)} kB (${css} B)`,
);
