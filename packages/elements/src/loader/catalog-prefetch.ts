/**
 * The message catalog the loader imports beside an element's code, and the element taking it.
 *
 * The loader imports an element's catalog in the element's language (one chunk, its features merged by the
 * build) while the element's code is on the way; it is small and usually arrives first. It waits here, per
 * tag and language, so the element renders its text in its very first render; if it is still on its way,
 * the element waits for it rather than asking for the same messages in other chunks. Anything not here (a
 * language set later, a failed import, a page without the loader) the element loads itself.
 */
import type { Locale } from '../../../core/src/i18n/locale.ts';
import { mergeCatalogs } from '../../../core/src/i18n/merge-catalogs.ts';

interface Prefetched {
  /** Resolves to the merged catalog, or to undefined when an import failed. */
  done: Promise<object | undefined>;
  messages?: object;
}

// Symbol.for: one registry per page, shared by the loader script and the element chunks.
const registryKey = Symbol.for('lomi.catalog-prefetch');

function registry(): Map<string, Prefetched> {
  const holder = globalThis as unknown as Record<symbol, Map<string, Prefetched> | undefined>;
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
  const prefetched: Prefetched = {
    done: Promise.all(files.map(load)).then(
      (modules) => (prefetched.messages = mergeCatalogs(modules)),
      () => {
        // Quiet: the element loads its catalogs itself and reports a failure then.
        catalogs.delete(key);
        return undefined;
      },
    ),
  };
  catalogs.set(key, prefetched);
}

/** The merged catalog of `tag` in `locale`, if the loader has it already; else undefined. */
export function prefetchedCatalog<Messages>(tag: string, locale: Locale): Messages | undefined {
  return registry().get(keyOf(tag, locale))?.messages as Messages | undefined;
}

/**
 * The catalog of `tag` in `locale` the loader is importing: a promise of it (undefined if the import fails),
 * or undefined when the loader never asked for it.
 */
export function pendingCatalog<Messages>(
  tag: string,
  locale: Locale,
): Promise<Messages | undefined> | undefined {
  return registry().get(keyOf(tag, locale))?.done as Promise<Messages | undefined> | undefined;
}
