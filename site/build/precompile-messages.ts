import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/** The site's catalogs and those of the shared components it loads. */
const CATALOG =
  /[\\/](?:site[\\/]src[\\/]i18n|packages[\\/]core[\\/]src[\\/]i18n[\\/]messages)[\\/](?:en|am)\.json$/;
const PARSER = '@formatjs/icu-messageformat-parser';

/**
 * Parses the ICU messages of every catalog at build time, so the catalogs ship as formatjs ASTs and the
 * browser never needs the message parser: its import is pointed at the package's own `no-parser.js` build,
 * which takes about 10 kB (gzip) off the first load. An invalid message fails the build, naming its key.
 * (The embed build does the same for its bundles in packages/elements/build/precompile-messages.mjs.)
 */
export function precompileMessages(): Plugin {
  const noParser = createRequire(import.meta.url).resolve(`${PARSER}/no-parser.js`);
  return {
    name: 'lomi-site-precompile-messages',
    enforce: 'pre',
    resolveId(source) {
      return source === PARSER ? noParser : null;
    },
    async load(id) {
      if (!CATALOG.test(id)) return null;
      const messages = JSON.parse(await readFile(id, 'utf8')) as Record<string, string>;
      const asts: Record<string, ReturnType<typeof parse>> = {};
      for (const [key, message] of Object.entries(messages)) {
        try {
          asts[key] = parse(message);
        } catch (error) {
          this.error(`${id}: message "${key}" is not valid ICU: ${(error as Error).message}`);
        }
      }
      // Still JSON, so Vite's JSON plugin turns it into a module as it does any other catalog.
      return JSON.stringify(asts);
    },
  };
}
