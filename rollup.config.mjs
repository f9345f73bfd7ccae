// Builds the embed SDK of @lomi/elements into packages/elements/dist/ (served at /embed/):
// 1. the element chunks: ESM, content-hashed, built against preact/compat, language catalogs precompiled;
// 2. the loader `lomi.js`: a tiny classic script with the tag -> chunk map of build 1 baked in.
// Rollup runs the two builds in this order; build 2 reads the manifest build 1 wrote.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import alias from '@rollup/plugin-alias';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';
import { precompileMessages } from './packages/core/build/precompile-messages.ts';
import {
  chunkFileName,
  injectChunkMap,
  writeEmbedManifest,
} from './packages/elements/build/embed-manifest.mjs';
import { copyFiles, emptyDir } from './packages/elements/build/copy-files.mjs';
import { minifyCssStrings } from './packages/elements/build/minify-css-strings.mjs';

/** The @lomi/core catalogs, shipped as precompiled ASTs. */
const coreCatalogs = /[\\/]packages[\\/]core[\\/]src[\\/]i18n[\\/]messages[\\/][\w-]+\.json$/;

const elements = fileURLToPath(new URL('./packages/elements/', import.meta.url));
const dist = `${elements}dist`;
const { version } = JSON.parse(readFileSync(`${elements}package.json`, 'utf8'));
const loader = 'lomi.js';

const terserOptions = { ecma: 2020, compress: { passes: 2 }, format: { comments: false } };

/** @type {import('rollup').RollupOptions[]} */
export default [
  {
    input: {
      'lomi-campaign-card': `${elements}src/entries/lomi-campaign-card.ts`,
      'lomi-progress-meter': `${elements}src/entries/lomi-progress-meter.ts`,
    },
    output: {
      dir: dist,
      format: 'es',
      entryFileNames: '[name]-[hash].js',
      chunkFileNames: chunkFileName,
      compact: true,
    },
    preserveEntrySignatures: 'strict',
    plugins: [
      emptyDir(dist),
      precompileMessages({ catalogs: coreCatalogs, emit: 'module' }),
      alias({
        entries: [
          { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
          { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
          { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-runtime' },
          { find: /^react(-dom)?$/, replacement: 'preact/compat' },
        ],
      }),
      nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
      minifyCssStrings(),
      replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
      esbuild({ target: 'es2020', jsx: 'automatic', tsconfig: `${elements}tsconfig.json` }),
      terser({ ...terserOptions, module: true }),
      writeEmbedManifest({ version, loader }),
      copyFiles(`${elements}demo`, '.html'),
    ],
  },
  {
    input: `${elements}src/loader/lomi.ts`,
    output: { file: `${dist}/${loader}`, format: 'es', compact: true },
    plugins: [
      esbuild({ target: 'es2020', tsconfig: `${elements}tsconfig.json` }),
      injectChunkMap({ dir: dist }),
      terser({ ...terserOptions, module: false, toplevel: false }),
    ],
  },
];
