import { defineProject } from 'vitest/config';

// The site's build tooling (site/build): plain Node modules, tested in Node rather than jsdom.
export default defineProject({
  test: {
    name: 'site-build',
    environment: 'node',
    include: ['build/**/*.test.ts'],
  },
});
