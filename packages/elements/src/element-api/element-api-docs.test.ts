// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { readmePath, renderReadme } from '../../build/docs-tables.ts';
import { ELEMENT_API, CSS_PROPERTIES, COMMON_ATTRIBUTES } from './element-api.ts';
import { elementApiDocs, replaceDocsBlocks } from './element-api-docs.ts';

describe('the element API docs', () => {
  it('are up to date in the README (run `npm run docs:elements` after changing ELEMENT_API)', async () => {
    const readme = await readFile(readmePath, 'utf8');
    expect(await renderReadme(readme)).toBe(readme);
  });

  it('name every attribute, event, detail field, part and custom property', () => {
    const docs = Object.values(elementApiDocs()).join('\n');
    const names = [
      ...Object.values(ELEMENT_API).flatMap((doc) => [
        ...doc.attributes.map((attribute) => attribute.name),
        ...doc.events.flatMap((event) => [event.name, ...event.detail.map((field) => field.name)]),
        ...doc.parts.map((part) => part.name),
      ]),
      ...COMMON_ATTRIBUTES.map((attribute) => attribute.name),
      ...CSS_PROPERTIES.map((property) => property.name),
    ];
    for (const name of names) expect(docs).toContain(`| \`${name}\` |`);
  });

  it('escapes the pipes of union types inside table cells', () => {
    expect(elementApiDocs().attributes).toContain("`'en' \\| 'am'`");
  });

  it('replaces only what lies between the markers, and insists on them', () => {
    const blocks = { attributes: 'A', events: 'E', 'css-properties': 'C', parts: 'P' };
    const text = Object.keys(blocks)
      .map(
        (name) => `before\n<!-- element-api:${name}:start -->\nold\n<!-- element-api:${name}:end -->\nafter`,
      )
      .join('\n');
    const replaced = replaceDocsBlocks(text, blocks);
    expect(replaced).not.toContain('old');
    expect(replaced).toContain('<!-- element-api:parts:start -->\n\nP\n\n<!-- element-api:parts:end -->');
    expect(replaced.match(/before/g)).toHaveLength(4);
    expect(() => replaceDocsBlocks('no markers', blocks)).toThrow('element-api:attributes:start');
  });
});
