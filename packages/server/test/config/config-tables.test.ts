import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { configReadmes, renderReadme } from '../../build/config-tables.ts';
import { CONFIG_TABLES, configTable } from '../../src/config/config-tables.ts';
import { CONFIG_VARIABLES } from '../../src/config/server-config-schema.ts';

describe('the configuration tables', () => {
  it.each([...configReadmes()])(
    'are up to date in %s (run `npm run docs:config` after changing the schema)',
    async (path, groups) => {
      const readme = await readFile(path, 'utf8');
      expect(await renderReadme(path, readme, groups)).toBe(readme);
    },
  );

  it('document every variable the schema reads, in some README', () => {
    const documented = Object.keys(CONFIG_TABLES).flatMap((group) =>
      [...configTable(group as keyof typeof CONFIG_TABLES).matchAll(/^\| `(\w+)` \|/gm)].map(
        (match) => match[1],
      ),
    );
    expect(documented.sort()).toEqual(Object.keys(CONFIG_VARIABLES).sort());
  });
});
