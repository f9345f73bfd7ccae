import { defineConfig } from 'vitest/config';

// Each package owns its vitest.config.ts (environment, setup); this file only lists them.
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'site/vitest.config.ts',
      'site/vitest.build.config.ts',
      'scripts/vitest.config.ts',
    ],
  },
});
