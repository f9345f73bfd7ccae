import { variableDoc, type ConfigGroup } from './environment-variable.ts';
import { CONFIG_VARIABLES } from './server-config-schema.ts';

// The READMEs' tables of environment variables, written from the configuration schema (`npm run
// docs:config` puts them between the READMEs' marker comments; a test fails when they differ). Tables are
// left unpadded: Prettier pads them when a README is written.

/** Which README documents each group, relative to packages/server/, between `<!-- config:GROUP:start/end -->`. */
export const CONFIG_TABLES: Record<ConfigGroup, string> = {
  server: 'README.md',
  media: 'README.md',
  'rate-limits': 'README.md',
  'site-settings': 'README.md',
  accounts: 'README.md',
  payments: 'README.md',
  'donation-limits': 'README.md',
  payouts: 'src/withdrawals/payouts/README.md',
  lakipay: 'src/payments/providers/README.md',
  chapa: 'src/payments/providers/README.md',
  stripe: 'src/payments/providers/README.md',
};

/** Text for a Markdown table cell: pipes escaped (also inside code spans, as GFM tables require). */
const cell = (text: string) => text.replace(/\|/g, '\\|');

/** The table of one group's variables, in the order of the schema. */
export function configTable(group: ConfigGroup): string {
  const rows = Object.entries(CONFIG_VARIABLES)
    .map(([name, schema]) => [name, variableDoc(schema)] as const)
    .filter(([, doc]) => doc.group === group)
    .map(([name, doc]) => `| \`${name}\` | ${cell(doc.default)} | ${cell(doc.meaning)} |`);
  return ['| Variable | Default | Meaning |', '| --- | --- | --- |', ...rows].join('\n');
}

/** `text` with the block of each group in `tables` replaced; throws when a block's markers are missing. */
export function replaceConfigTables(text: string, tables: Partial<Record<ConfigGroup, string>>): string {
  let result = text;
  for (const [group, table] of Object.entries(tables)) {
    const start = `<!-- config:${group}:start -->`;
    const end = `<!-- config:${group}:end -->`;
    const from = result.indexOf(start);
    const to = result.indexOf(end, from);
    if (from === -1 || to === -1) throw new Error(`The README has no "${start}" … "${end}" block.`);
    result = `${result.slice(0, from + start.length)}\n\n${table}\n\n${result.slice(to)}`;
  }
  return result;
}
