import { availableParallelism } from 'node:os';
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
    // Vitest's default, one worker fewer than CPUs, gives a 2-CPU machine (CI) a single worker for every
    // file, with the second CPU mostly idle: much of the server suite waits on PostgreSQL, spawned servers
    // and timers. Two workers there run the unit stage in about two thirds of the time; larger machines keep
    // the default.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
