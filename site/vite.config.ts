import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { precompileMessages } from '../packages/core/build/precompile-messages.ts';
import { largestPreloadFirst } from './build/largest-preload-first.ts';
import { routePreloadsPlugin } from './build/route-preloads-plugin.ts';
import { stripJsonImportAttributes } from './build/strip-json-import-attributes.ts';

/** The site's catalogs (site/src/i18n/{en,am}.json and the page catalogs i18n/<name>/); the plugin always precompiles @lomi/core's. */
const siteCatalogs = /[\\/]site[\\/]src[\\/]i18n[\\/](?:[a-z-]+[\\/])?(?:en|am)\.json$/;

/** The entry (index.html and the module it loads) stays its own chunk, which index.html loads. */
const entryModules = /[\\/]site[\\/](?:index\.html|src[\\/]main\.tsx)$/;

/**
 * The operator console's modules (issue 14) and its calls in @lomi/core: only in the console's own chunks,
 * never in `common`, which every page loads (shared by three console screens, they would otherwise go there).
 */
const consoleSource =
  /[\\/](?:site[\\/]src[\\/](?:console[\\/]|i18n[\\/]console)|packages[\\/]core[\\/]src[\\/]console[\\/])/;

/**
 * What only signed-in creators' and operators' screens use (the organization form, the campaign wizard, an
 * owner's campaign update): shared by enough of those screens to qualify for `common`, but no public page
 * needs them there.
 */
const creatorSource =
  /[\\/](?:site[\\/]src[\\/]features[\\/](?:organization-form|campaign-wizard)|packages[\\/]core[\\/]src[\\/](?:campaign-wizard|campaign-owner))[\\/]/;

/** The site's and the shared packages' own modules. */
const pageSource = /[\\/](?:site|packages)[\\/]/;

/** The chunks of `codeSplitting.groups` below, which (nearly) every page loads. */
const SHARED_CHUNKS = new Set(['framework', 'shell', 'common']);

/** Where `npm run dev` sends API, charity and embed requests: the Lomi server (`npm start`). */
const apiTarget = process.env.LOMI_API_TARGET ?? 'http://localhost:3000';

/** Tells the server what each route's first render fetches, for its HTML to announce (`modulepreload`). */
const routePreloads = routePreloadsPlugin(fileURLToPath(new URL('src/app/pages.ts', import.meta.url)));

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    precompileMessages({ catalogs: siteCatalogs, emit: 'json' }),
    stripJsonImportAttributes(),
    routePreloads,
    largestPreloadFirst(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Lists which chunks each entry needs; the first-load size report reads it.
    manifest: true,
    // One stylesheet for the whole site, linked from index.html (about 8 kB brotli). A first load then makes
    // one request for CSS instead of three (the shell's, `common`'s and the page's): over HTTP/1.1 those took
    // three of the six connections a phone opens at the start, so the framework chunk, the longest download,
    // waited a round trip for a free one (`npm run bench:site`). Every rule is scoped by its block's class, so
    // the pages' CSS do not meet.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // The shell lists every lazily loaded chunk's file (to fetch a page's chunks in parallel), so each
        // page's chunk name costs bytes in every first load: about 0.6 kB of gzip for some 80 names. The three
        // chunks everyone loads and the text catalogs (en-…, am-…: the language shows in a network panel and
        // the preload test) keep theirs; the manifest names the rest.
        chunkFileNames: (chunk) =>
          SHARED_CHUNKS.has(chunk.name) || /^(?:catalogs-)?(?:en|am)$/.test(chunk.name)
            ? 'assets/[name]-[hash].js'
            : 'assets/c-[hash].js',
        codeSplitting: {
          // Few requests matter as much as few bytes: the server speaks HTTP/1.1, so a phone fetches about six
          // files at a time, each costing a round trip (`npm run bench:site` measures it; tests/bench/README.md).
          groups: [
            // React, the router and the formatting libraries change rarely: one long-cached chunk for them.
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@formatjs|intl-messageformat|ofetch|ufo|destr)[\\/]/,
              priority: 3,
            },
            // Everything else every page loads before its first paint (language, layout, session, providers):
            // one chunk instead of a dozen small ones. The entry stays apart, as index.html loads it.
            {
              name: 'shell',
              tags: ['$initial'],
              test: (id) => !entryModules.test(id),
              priority: 2,
            },
            // Small modules several pages share (formatting, data hooks, the card grid…): together instead of
            // a file each, which cut a page's second wave of requests from 20–27 to 6–12 and, with fewer files,
            // its gzip bytes too. Larger or rarely shared modules keep automatic chunks, and so do modules that
            // fetch a page's texts as they load: in `common`, every page would fetch them.
            {
              name: 'common',
              test: (id) =>
                pageSource.test(id) &&
                !consoleSource.test(id) &&
                !creatorSource.test(id) &&
                !id.includes('node_modules') &&
                !id.endsWith('.json') &&
                // Stylesheets are all in the one site stylesheet; shared by three console screens a CSS
                // module's text would otherwise land in `common` as a string no public page uses.
                !/\.css(?:\?|$)/.test(id) &&
                !routePreloads.preloadsCatalog(id),
              minShareCount: 3,
              maxModuleSize: 1500,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/charity': apiTarget,
      // The §7 paths without /api: accounts, users, the campaign update, withdrawals, the sandbox SMS inbox.
      '^/auth/': apiTarget,
      '^/users/': apiTarget,
      '^/campaign/update/': apiTarget,
      '^/withdraw/': apiTarget,
      '^/sandbox/': apiTarget,
      // The SDK's files; `/embed` itself is the site's docs page.
      '^/embed/': apiTarget,
    },
  },
});
