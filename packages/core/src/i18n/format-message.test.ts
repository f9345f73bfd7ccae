import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createIntl } from '@formatjs/intl';
import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import type { MessageAst } from './catalog.ts';
import { formatMessage, messageAst } from './format-message.ts';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

/** Every catalog file of core and of the site: `…/<feature>/<locale>.json` and the site's `<locale>.json`. */
function catalogFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return catalogFiles(path);
    return /^(?:en|am)\.json$/.test(entry.name) ? [path] : [];
  });
}
const catalogs = [
  ...catalogFiles(join(root, 'packages/core/src/i18n/messages')),
  ...catalogFiles(join(root, 'site/src/i18n')),
];

/** ICU element types `formatMessage` formats (literal, argument, number, select, plural, #, tag). */
const supported = new Set([0, 1, 2, 5, 6, 7, 8]);

type Node = {
  type: number;
  value: string;
  options?: Record<string, { value: Node[] }>;
  children?: Node[];
  pluralType?: string;
};

function walk(ast: Node[], visit: (node: Node) => void): void {
  for (const node of ast) {
    visit(node);
    for (const option of Object.values(node.options ?? {})) walk(option.value, visit);
    walk(node.children ?? [], visit);
  }
}

/** Values for every argument of `ast`, the `round`-th of a few: numbers around plural edges, each select option. */
function sampleValues(ast: Node[], round: number): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  const numbers = [0, 1, 2, 5, 21, 1234.5];
  walk(ast, (node) => {
    if (node.type === 1) values[node.value] ??= round % 2 ? 'Abebe' : 42;
    if (node.type === 2 || node.type === 6) values[node.value] = numbers[round % numbers.length];
    if (node.type === 5) {
      const keys = Object.keys(node.options ?? {});
      values[node.value] = keys[round % keys.length];
    }
    if (node.type === 8) values[node.value] = (chunks: unknown[]) => `<${node.value}>${chunks.join('')}</>`;
  });
  return values;
}

describe('formatMessage', () => {
  it.each(catalogs.map((file) => [file.slice(root.length)]))(
    'formats every message of %s as @formatjs/intl does',
    (file) => {
      const locale = file.endsWith('am.json') ? 'am' : 'en';
      const messages = JSON.parse(readFileSync(join(root, file), 'utf8')) as Record<string, string>;
      const reference = createIntl({ locale, messages, onError: () => {} });
      for (const [id, text] of Object.entries(messages)) {
        const ast = parse(text) as unknown as Node[];
        walk(ast, (node) => {
          expect(supported.has(node.type), `${id}: ICU element type ${node.type}`).toBe(true);
          expect(node.pluralType ?? 'cardinal', `${id}: selectordinal`).toBe('cardinal');
        });
        for (let round = 0; round < 6; round++) {
          const values = sampleValues(ast, round);
          const expected = reference.formatMessage({ id }, values as Record<string, string>);
          expect(formatMessage(ast as unknown as MessageAst, locale, values), id).toEqual(expected);
          expect(formatMessage(text, locale, values), id).toEqual(expected);
        }
      }
    },
  );

  it('returns parts, strings merged, when a tag gives something other than text', () => {
    const node = { tag: 'strong' };
    const output = formatMessage('<b>{raised}</b> of {target}', 'en', {
      raised: 'ETB 10',
      target: 'ETB 20',
      b: (chunks: unknown[]) => ({ ...node, chunks }),
    });
    expect(output).toEqual([{ tag: 'strong', chunks: ['ETB 10'] }, ' of ETB 20']);
  });

  it('formats numbers, plural offsets and exact matches', () => {
    expect(formatMessage('{n, number}', 'en', { n: 1234.5 })).toBe('1,234.5');
    expect(formatMessage('{n, number, percent}', 'en', { n: 0.25 })).toBe('25%');
    const plural =
      '{n, plural, offset:1 =0 {nobody} =1 {you} one {you and # other} other {you and # others}}';
    expect(formatMessage(plural, 'en', { n: 0 })).toBe('nobody');
    expect(formatMessage(plural, 'en', { n: 2 })).toBe('you and 1 other');
    expect(formatMessage(plural, 'en', { n: 1001 })).toBe('you and 1,000 others');
  });

  it('refuses a missing value and an element it does not format', () => {
    expect(() => formatMessage('Hello {name}', 'en', {})).toThrow(/name/);
    expect(() => formatMessage('{d, date, short}', 'en', { d: new Date(0) })).toThrow(/not supported/);
  });

  it('parses an ICU string once', () => {
    expect(messageAst('Photo {index}')).toBe(messageAst('Photo {index}'));
  });
});
