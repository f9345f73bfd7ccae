// `npm run docs:config`: rewrites the tables of environment variables in packages/server/README.md,
// src/payments/providers/README.md and src/withdrawals/payouts/README.md (CONFIG_TABLES) from the
// configuration schema (src/config/), between the READMEs' `<!-- config:GROUP:start/end -->` markers, padded
// by Prettier as `npm run lint` expects. A unit test fails while they differ.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { CONFIG_TABLES, configTable, replaceConfigTables } from '../src/config/config-tables.ts';
import type { ConfigGroup } from '../src/config/environment-variable.ts';

/** The READMEs that hold configuration tables, as absolute paths, each with its groups. */
export function configReadmes(): Map<string, ConfigGroup[]> {
  const readmes = new Map<string, ConfigGroup[]>();
  for (const [group, readme] of Object.entries(CONFIG_TABLES) as [ConfigGroup, string][]) {
    const path = fileURLToPath(new URL(`../${readme}`, import.meta.url));
    readmes.set(path, [...(readmes.get(path) ?? []), group]);
  }
  return readmes;
}

/**
 * The README at `path` (now `current`) with fresh tables of `groups`. Only the tables are formatted (a
 * table's padding depends on nothing around it), so the rest of the README is left exactly as it is.
 */
export async function renderReadme(path: string, current: string, groups: ConfigGroup[]): Promise<string> {
  const options = { ...(await resolveConfig(path)), filepath: path };
  const tables = await Promise.all(
    groups.map(async (group) => [group, (await format(configTable(group), options)).trim()] as const),
  );
  return replaceConfigTables(current, Object.fromEntries(tables));
}

if (import.meta.main) {
  for (const [path, groups] of configReadmes()) {
    const current = await readFile(path, 'utf8');
    const next = await renderReadme(path, current, groups);
    const name = fileURLToPath(new URL('.', import.meta.url)).replace(/build\/$/, '');
    const shown = path.slice(name.length);
    if (next === current) {
      console.log(`packages/server/${shown}: the configuration tables are up to date.`);
    } else {
      await writeFile(path, next);
      console.log(`packages/server/${shown}: the configuration tables were rewritten.`);
    }
  }
}
