// Rollup plugin: turns the @lomi/core i18n catalogs (flat `key -> ICU message` JSON) into modules that
// export formatjs ASTs, parsed here at build time. The runtime then never needs the ICU parser, so the
// parser import is aliased to the package's own `no-parser.js` build and drops out of the bundles.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { parse } from '@formatjs/icu-messageformat-parser';

const catalog = /[\\/]packages[\\/]core[\\/]src[\\/]i18n[\\/]messages[\\/][\w-]+\.json$/;
const parserId = '@formatjs/icu-messageformat-parser';

/** @returns {import('rollup').Plugin} */
export function precompileMessages() {
  const noParser = createRequire(import.meta.url).resolve(`${parserId}/no-parser.js`);
  return {
    name: 'lomi-precompile-messages',
    resolveId(source) {
      return source === parserId ? noParser : null;
    },
    async load(id) {
      if (!catalog.test(id)) return null;
      this.addWatchFile(id);
      const messages = JSON.parse(await readFile(id, 'utf8'));
      const asts = {};
      for (const [key, message] of Object.entries(messages)) {
        try {
          asts[key] = parse(message);
        } catch (error) {
          this.error(`${id}: message "${key}" is not valid ICU: ${error.message}`);
        }
      }
      // JSON.parse of a string literal is faster to start up than an object literal of this size.
      return { code: `export default JSON.parse(${JSON.stringify(JSON.stringify(asts))});`, map: null };
    },
  };
}
