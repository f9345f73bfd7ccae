// Builds the embed SDK of @lomi/elements into packages/elements/dist/ (served at /embed/):
// 1. the element chunks: ESM, content-hashed, built against preact/compat, language catalogs precompiled;
// 2. the loader `lomi.js`: a tiny classic script with the tag -> chunk map of build 1 baked in.
// Rollup runs the two builds in this order; build 2 reads the manifest build 1 wrote.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';
import { precompileMessages } from './packages/core/build/precompile-messages.ts';
import { ELEMENT_FEATURES } from './packages/elements/src/embed-root/element-features.ts';
import {
  chunkFileName,
  injectChunkMap,
  writeEmbedManifest,
} from './packages/elements/build/embed-manifest.mjs';
import { compileHints } from './packages/elements/build/compile-hints.mjs';
import { copyFiles, emptyDir } from './packages/elements/build/copy-files.mjs';
import { elementCatalogs, parseElementCatalogId } from './packages/elements/build/element-catalogs.ts';
import { writeCustomElementsManifest } from './packages/elements/build/custom-elements-manifest.ts';
import { minifyCssStrings } from './packages/elements/build/minify-css-strings.mjs';

const elements = fileURLToPath(new URL('./packages/elements/', import.meta.url));
const dist = `${elements}dist`;
const { version } = JSON.parse(readFileSync(`${elements}package.json`, 'utf8'));
const loader = 'lomi.js';

const terserOptions = { ecma: 2020, compress: { passes: 2 }, format: { comments: false } };

/** @type {import('rollup').RollupOptions[]} */
export default [
  {
    // One entry per tag: `src/entries/<tag>.ts`.
    input: Object.fromEntries(
      Object.keys(ELEMENT_FEATURES).map((tag) => [tag, `${elements}src/entries/${tag}.ts`]),
    ),
    output: {
      dir: dist,
      format: 'es',
      entryFileNames: '[name]-[hash].js',
      chunkFileNames: chunkFileName,
      // Rollup would otherwise cut a chunk for every combination of elements sharing code (eight tiny
      // `runtime-*` files, each a request and each compressed apart); merging those under ~6 kB into the
      // runtime costs a donate-button-only page ~1.6 kB and saves the card page ~1 kB and four requests.
      experimentalMinChunkSize: 6000,
      // The form CSS and e-mail rule are shared only by the elements with forms (donate dialog and wizard,
      // report form); left to the rule above they would merge into the runtime every element downloads.
      manualChunks: (id) =>
        /\/packages\/react\/src\/form\/|\/packages\/core\/src\/contact\/email-address\.ts$/.test(id)
          ? 'form'
          : undefined,
      compact: true,
    },
    preserveEntrySignatures: 'strict',
    plugins: [
      emptyDir(dist),
      // The @lomi/core catalogs are precompiled to ASTs whatever `catalogs` says.
      precompileMessages({ emit: 'module' }),
      elementCatalogs(ELEMENT_FEATURES),
      alias({
        entries: [
          { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
          { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
          { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-runtime' },
          { find: /^react(-dom)?$/, replacement: 'preact/compat' },
        ],
      }),
      nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
      // `qrcode` (the share panel's lazy QR chunk) ships CommonJS only; every other package here is ESM.
      commonjs({ include: /node_modules/ }),
      minifyCssStrings(),
      replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
      esbuild({ target: 'es2020', jsx: 'automatic', tsconfig: `${elements}tsconfig.json` }),
      terser({ ...terserOptions, module: true }),
      compileHints({ isData: (chunk) => parseElementCatalogId(chunk.facadeModuleId) !== undefined }),
      writeEmbedManifest({ version, loader, features: ELEMENT_FEATURES }),
      writeCustomElementsManifest({ dir: 'dist' }),
      copyFiles(`${elements}demo`, '.html'),
    ],
  },
  {
    input: `${elements}src/loader/lomi.ts`,
    // iife: the modules it imports stay inside one function, never globals of the host page.
    output: { file: `${dist}/${loader}`, format: 'iife', compact: true },
    plugins: [
      esbuild({ target: 'es2020', tsconfig: `${elements}tsconfig.json` }),
      injectChunkMap({ dir: dist }),
      terser({ ...terserOptions, module: false, toplevel: false }),
      compileHints(),
    ],
  },
];
