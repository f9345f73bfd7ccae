import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { precompileMessages } from './build/precompile-messages.ts';
import { stripJsonImportAttributes } from './build/strip-json-import-attributes.ts';

/** Where `npm run dev` sends API, charity and embed requests: the Lomi server (`npm start`). */
const apiTarget = process.env.LOMI_API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), precompileMessages(), stripJsonImportAttributes()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Lists which chunks each entry needs; the first-load size report reads it.
    manifest: true,
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/charity': apiTarget,
      '/embed': apiTarget,
    },
  },
});
