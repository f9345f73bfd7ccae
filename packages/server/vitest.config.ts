import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    root: import.meta.dirname,
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Starts a throw-away PostgreSQL cluster and prepares seeded PGlite and PostgreSQL templates once.
    globalSetup: ['./test/support/global-setup.ts'],
    // Each worker process runs its files in turn: PGlite's WebAssembly is compiled per worker, not per file.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
