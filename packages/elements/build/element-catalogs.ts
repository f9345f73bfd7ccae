// Rollup plugin: one catalog chunk per element and language (`messages-lomi-<tag>-<locale>-<hash>.js`), all
// of the element's features merged and precompiled, for the loader to fetch beside the element's code. On a
// slow connection every request costs its headers (about 0.9 kB here) on top of its bytes: the card's three
// feature catalogs in one file save two of them. The per-feature chunks stay for what an element loads on
// its own (a `lang` set later) and for bundler users; rollup would share, not copy, modules between the two,
// so these chunks are generated from the JSON rather than importing it.
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'rollup';
import { compileCatalog, jsonModule } from '../../core/build/precompile-messages.ts';
import { LOCALES } from '../../core/src/i18n/locale.ts';

const prefix = '\0lomi-element-catalog:';
const messagesDir = new URL('../../core/src/i18n/messages/', import.meta.url);

/** The module id of `tag`'s catalog in `locale`, and back. */
export const elementCatalogId = (tag: string, locale: string): string => `${prefix}${tag}:${locale}`;
export function parseElementCatalogId(
  id: string | null | undefined,
): { tag: string; locale: string } | undefined {
  if (!id?.startsWith(prefix)) return undefined;
  const [tag = '', locale = ''] = id.slice(prefix.length).split(':');
  return { tag, locale };
}

export function elementCatalogs(features: Record<string, readonly string[]>): Plugin {
  return {
    name: 'lomi-element-catalogs',
    buildStart() {
      for (const tag of Object.keys(features)) {
        for (const locale of LOCALES) {
          this.emitFile({
            type: 'chunk',
            id: elementCatalogId(tag, locale),
            name: `messages-${tag}-${locale}`,
          });
        }
      }
    },
    resolveId(source) {
      return parseElementCatalogId(source) ? source : null;
    },
    async load(id) {
      const catalog = parseElementCatalogId(id);
      if (!catalog) return null;
      const merged = {};
      for (const feature of features[catalog.tag] ?? []) {
        const file = new URL(`${feature}/${catalog.locale}.json`, messagesDir);
        this.addWatchFile(file.pathname);
        try {
          Object.assign(merged, compileCatalog(JSON.parse(await readFile(file, 'utf8'))));
        } catch (error) {
          this.error(`${file.pathname}: ${(error as Error).message}`);
        }
      }
      return { code: jsonModule(merged) };
    },
  };
}
