// Rollup plugin: the components keep their CSS in `/* css */` template literals (so the site, Storybook and
// the embeds share one source); minifying those strings at build time keeps whitespace and comments out of
// the embed bundles.
import { transform } from 'esbuild';

const cssLiteral = /\/\*\s*css\s*\*\/\s*`([^`$\\]*)`/g;

/** @returns {import('rollup').Plugin} */
export function minifyCssStrings() {
  return {
    name: 'lomi-minify-css-strings',
    async transform(code, id) {
      if (!/\.[cm]?[jt]sx?$/.test(id) || !code.includes('css')) return null;
      const literals = [...code.matchAll(cssLiteral)];
      if (literals.length === 0) return null;
      let result = '';
      let last = 0;
      for (const literal of literals) {
        const minified = await transform(literal[1], { loader: 'css', minify: true });
        result += code.slice(last, literal.index) + JSON.stringify(minified.code.trim());
        last = literal.index + literal[0].length;
      }
      return { code: result + code.slice(last), map: null };
    },
  };
}
