import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'scripts', root: import.meta.dirname, environment: 'node', include: ['**/*.test.ts'] },
});
