import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { precompileMessages } from '../packages/core/build/precompile-messages.ts';
import { stripJsonImportAttributes } from './build/strip-json-import-attributes.ts';

/** The site's catalogs (site/src/i18n/{en,am}.json and the page catalogs i18n/<name>/); the plugin always precompiles @lomi/core's. */
const siteCatalogs = /[\\/]site[\\/]src[\\/]i18n[\\/](?:[a-z-]+[\\/])?(?:en|am)\.json$/;

/** Where `npm run dev` sends API, charity and embed requests: the Lomi server (`npm start`). */
const apiTarget = process.env.LOMI_API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    precompileMessages({ catalogs: siteCatalogs, emit: 'json' }),
    stripJsonImportAttributes(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Lists which chunks each entry needs; the first-load size report reads it.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React, the router and the formatting libraries change rarely: one long-cached chunk for them,
          // named for what it is; page code stays in its own lazy chunks.
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@formatjs|intl-messageformat|ofetch|ufo|destr)[\\/]/,
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
      // The SDK's files; `/embed` itself is the site's docs page.
      '^/embed/': apiTarget,
    },
  },
});
