// Build plugin (rollup and Vite) shared by the embed bundles and the site: turns flat `key -> ICU message`
// JSON catalogs into formatjs ASTs at build time. The runtime then never needs the ICU parser, so the
// parser's import is pointed at the package's own `no-parser.js` build and drops out of the bundles
// (about 7 kB gzip). An invalid message fails the build, naming its key.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'rollup';

const PARSER = '@formatjs/icu-messageformat-parser';

/**
 * The @lomi/core catalogs (`packages/core/src/i18n/messages/<feature>/<locale>.json`), always precompiled:
 * with the parser aliased away, a catalog left as ICU strings could not be formatted.
 */
export const coreCatalogs =
  /[\\/]packages[\\/]core[\\/]src[\\/]i18n[\\/]messages[\\/][\w-]+[\\/][\w-]+\.json$/;

export interface PrecompileMessagesOptions {
  /** Which other files are catalogs (the core catalogs, {@link coreCatalogs}, always are). */
  catalogs?: RegExp;
  /**
   * `module` emits JavaScript (plain rollup); `json` emits JSON text for bundlers whose own JSON plugin
   * turns `.json` files into modules afterwards (Vite).
   */
  emit: 'module' | 'json';
}

/** A catalog's `key -> ICU message` as `key -> AST`; throws naming the first invalid message's key. */
export function compileCatalog(messages: Record<string, string>): Record<string, ReturnType<typeof parse>> {
  const asts: Record<string, ReturnType<typeof parse>> = {};
  for (const [key, message] of Object.entries(messages)) {
    try {
      asts[key] = parse(message);
    } catch (error) {
      throw new Error(`message "${key}" is not valid ICU: ${(error as Error).message}`, { cause: error });
    }
  }
  return asts;
}

/**
 * A module whose default export is `value`: JSON.parse of a string literal starts up faster than an object
 * literal of the same size.
 */
export const jsonModule = (value: unknown): string =>
  `export default JSON.parse(${JSON.stringify(JSON.stringify(value))});`;

/** The rollup plugin, with Vite's `enforce` so it runs before Vite's own JSON handling. */
export function precompileMessages(options: PrecompileMessagesOptions): Plugin & { enforce: 'pre' } {
  const noParser = createRequire(import.meta.url).resolve(`${PARSER}/no-parser.js`);
  return {
    name: 'lomi-precompile-messages',
    enforce: 'pre',
    resolveId(source) {
      return source === PARSER ? noParser : null;
    },
    async load(id) {
      if (!coreCatalogs.test(id) && !options.catalogs?.test(id)) return null;
      this.addWatchFile(id);
      const messages = JSON.parse(await readFile(id, 'utf8')) as Record<string, string>;
      let asts: ReturnType<typeof compileCatalog>;
      try {
        asts = compileCatalog(messages);
      } catch (error) {
        this.error(`${id}: ${(error as Error).message}`);
      }
      return options.emit === 'json' ? JSON.stringify(asts) : { code: jsonModule(asts) };
    },
  };
}
