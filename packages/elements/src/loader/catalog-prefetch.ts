/**
 * The message catalogs the loader imports beside an element's code, and the element's first render taking
 * them.
 *
 * The loader imports an element's catalogs (one chunk per feature, in the element's language) while its
 * code is on the way; they are small and arrive first. Once merged they wait here, per tag and language, so
 * the element renders its text in its very first render. Without this the element would import them again
 * (instant, they are in the module map, but a task later, and a slow phone paints a frame of skeleton in
 * between). Anything not here (another language set later, a failed import) the element loads itself.
 */
import type { Locale } from '../../../core/src/i18n/locale.ts';
import { mergeCatalogs } from '../../../core/src/i18n/merge-catalogs.ts';

/** Tag|language -> the merged catalog once imported, or `pending` while the imports travel. */
type Registry = Map<string, object | 'pending'>;

// Symbol.for: one registry per page, shared by the loader script and the element chunks.
const registryKey = Symbol.for('lomi.catalog-prefetch');

function registry(): Registry {
  const holder = globalThis as unknown as Record<symbol, Registry | undefined>;
  return (holder[registryKey] ??= new Map());
}

const keyOf = (tag: string, locale: Locale): string => `${tag}|${locale}`;

/** Called by the loader: imports the catalog `files` of `tag` in `locale` once, and keeps them merged. */
export function prefetchCatalogs(
  tag: string,
  locale: Locale,
  files: readonly string[],
  load: (file: string) => Promise<{ default: object }>,
): void {
  const catalogs = registry();
  const key = keyOf(tag, locale);
  if (catalogs.has(key) || files.length === 0) return;
  catalogs.set(key, 'pending');
  Promise.all(files.map(load)).then(
    (modules) => catalogs.set(key, mergeCatalogs(modules)),
    // Quiet: the element imports the same files and reports a failure itself.
    () => catalogs.delete(key),
  );
}

/** The merged catalog of `tag` in `locale`, if the loader has it already; else undefined. */
export function prefetchedCatalog<Messages>(tag: string, locale: Locale): Messages | undefined {
  const catalog = registry().get(keyOf(tag, locale));
  return catalog === undefined || catalog === 'pending' ? undefined : (catalog as Messages);
}
