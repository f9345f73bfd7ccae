import type { LomiTag } from '../embed-root/element-features.ts';
import { COMMON_ATTRIBUTES, COMMON_PARTS, CSS_PROPERTIES, ELEMENT_API } from './element-api.ts';
import type { ElementAttributeDoc, ElementEventDoc, ElementPartDoc } from './element-api-types.ts';

// The README's tables of attributes, events, custom properties and parts, written from ELEMENT_API
// (`npm run docs:elements` puts them between the README's marker comments; a test fails when they differ).
// Tables are left unpadded: Prettier pads them when the README is written.

/** The README blocks this module writes, each between `<!-- element-api:NAME:start/end -->`. */
export type DocsBlock = 'attributes' | 'events' | 'css-properties' | 'parts';

const tags = Object.keys(ELEMENT_API) as LomiTag[];

/** Text for a Markdown table cell: pipes escaped (also inside code spans, as GFM tables require). */
const cell = (text: string) => text.replace(/\|/g, '\\|');
const code = (text: string) => cell(`\`${text}\``);

function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** `all`, `all but <x>`, or the list of tags. */
function elementList(used: readonly string[]): string {
  if (used.length === tags.length) return 'all';
  const missing = tags.filter((tag) => !used.includes(tag));
  if (missing.length === 1) return `all but \`<${missing[0]}>\``;
  return used.map((tag) => `\`<${tag}>\``).join(', ');
}

/**
 * Entries that several elements share (the same attribute, event or part, word for word) become one row;
 * `key` says what "the same" means. Rows keep the order in which names first appear, and rows of one name
 * (a `title` that means something else in each element) stay together.
 */
function grouped<Entry extends { name: string }>(
  lists: [tag: string, entries: readonly Entry[]][],
  key: (entry: Entry) => string,
) {
  const groups = new Map<string, { entry: Entry; tags: string[] }>();
  for (const [tag, entries] of lists) {
    for (const entry of entries) {
      const group = groups.get(key(entry)) ?? { entry, tags: [] };
      group.tags.push(tag);
      groups.set(key(entry), group);
    }
  }
  const names = [...new Set([...groups.values()].map((group) => group.entry.name))];
  return [...groups.values()].sort((a, b) => names.indexOf(a.entry.name) - names.indexOf(b.entry.name));
}

function attributesTable(): string {
  const attributeKey = (attribute: ElementAttributeDoc) => JSON.stringify(attribute);
  const own = grouped<ElementAttributeDoc>(
    tags.map((tag) => [tag, ELEMENT_API[tag].attributes]),
    attributeKey,
  );
  const common = COMMON_ATTRIBUTES.map((entry) => ({ entry: entry as ElementAttributeDoc, tags }));
  const rows = [...own, ...common].map(({ entry, tags: used }) => [
    code(entry.name),
    elementList(used),
    code(entry.type),
    cell(
      [
        entry.required ? 'Required.' : '',
        entry.description,
        entry.default === undefined ? '' : `Default: \`${entry.default}\`.`,
      ]
        .filter(Boolean)
        .join(' '),
    ),
  ]);
  return table(['Attribute', 'Elements', 'Type', 'Meaning'], rows);
}

function eventsTables(): string {
  const events = grouped<ElementEventDoc>(
    tags.map((tag) => [tag, ELEMENT_API[tag].events]),
    (event) => JSON.stringify(event),
  );
  const overview = table(
    ['Event', 'Elements', 'When'],
    events.map(({ entry, tags: used }) => [code(entry.name), elementList(used), cell(entry.description)]),
  );
  // Events with the same `detail` share one table of its fields.
  const details = grouped<ElementEventDoc>(
    events.map(({ entry }) => [entry.name, [entry]]),
    (event) => JSON.stringify(event.detail),
  );
  const detailTables = details.map(({ entry, tags: names }) => {
    const heading = `\`detail\` of ${names.map((name) => `\`${name}\``).join(', ')}:`;
    const rows = entry.detail.map((field) => [code(field.name), code(field.type), cell(field.description)]);
    return `${heading}\n\n${table(['Field', 'Type', 'Meaning'], rows)}`;
  });
  return [overview, ...detailTables].join('\n\n');
}

function cssPropertiesTable(): string {
  const rows = CSS_PROPERTIES.map((property) => [
    code(property.name),
    code(property.default),
    'darkDefault' in property ? code(property.darkDefault) : 'the same',
    cell(property.description),
  ]);
  return table(['Property', 'Light default', 'Dark default', 'Used for'], rows);
}

function partsTable(): string {
  const own = grouped<ElementPartDoc>(
    tags.map((tag) => [tag, ELEMENT_API[tag].parts]),
    (part) => JSON.stringify(part),
  );
  const common = COMMON_PARTS.map((entry) => ({ entry: entry as ElementPartDoc, tags }));
  const rows = [...common, ...own].map(({ entry, tags: used }) => [
    code(entry.name),
    elementList(used),
    cell(entry.description),
  ]);
  return table(['Part', 'Elements', 'What it is'], rows);
}

/** The Markdown of each block, before Prettier pads its tables. */
export function elementApiDocs(): Record<DocsBlock, string> {
  return {
    attributes: attributesTable(),
    events: eventsTables(),
    'css-properties': cssPropertiesTable(),
    parts: partsTable(),
  };
}

/** `text` with each block's content replaced; a block whose markers are missing is an error. */
export function replaceDocsBlocks(text: string, blocks: Record<DocsBlock, string>): string {
  let result = text;
  for (const [name, content] of Object.entries(blocks)) {
    const start = `<!-- element-api:${name}:start -->`;
    const end = `<!-- element-api:${name}:end -->`;
    const from = result.indexOf(start);
    const to = result.indexOf(end, from);
    if (from === -1 || to === -1) throw new Error(`The README has no "${start}" … "${end}" block.`);
    result = `${result.slice(0, from + start.length)}\n\n${content}\n\n${result.slice(to)}`;
  }
  return result;
}
