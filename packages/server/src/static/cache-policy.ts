import { CACHE_CONTROL } from '../http/http-caching.ts';

// Cache-Control of the built front-end files. Only names that certainly carry a content hash are cached
// forever: rollup and Vite write `name-HASH.ext` with an 8-character base64url hash, which (unlike words
// such as "-elements") contains an upper-case letter or a digit.
const hashedName = /-(?=[\w-]{0,7}[A-Z0-9])[\w-]{8}\.(?:m?js|css|woff2?|png|svg|webp|jpe?g)$/;

export const IMMUTABLE = CACHE_CONTROL.immutable;
export const REVALIDATE = 'no-cache';
/** The embed loader is fetched by every host page; five minutes lets a deploy reach them quickly. */
export const LOADER = 'public, max-age=300';

/** Whether a file name carries a content hash. */
export function isContentHashed(fileName: string): boolean {
  return hashedName.test(fileName);
}

/** Cache-Control for a file of the embed SDK (`packages/elements/dist`). */
export function embedCacheControl(fileName: string): string {
  if (fileName.endsWith('.html')) return REVALIDATE;
  if (isContentHashed(fileName)) return IMMUTABLE;
  return LOADER;
}

/** Cache-Control for a file of the site (`site/dist`). */
export function siteCacheControl(fileName: string): string {
  if (fileName.endsWith('.html')) return REVALIDATE;
  if (isContentHashed(fileName)) return IMMUTABLE;
  return 'public, max-age=3600';
}
