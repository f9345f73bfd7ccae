// `npm run docs:elements`: rewrites the tables of packages/elements/README.md (attributes, events, CSS
// custom properties, parts) from ELEMENT_API, between the README's `<!-- element-api:…:start/end -->`
// markers, padded by Prettier as `npm run lint` expects. A unit test fails while they differ.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { elementApiDocs, replaceDocsBlocks, type DocsBlock } from '../src/element-api/element-api-docs.ts';

export const readmePath = fileURLToPath(new URL('../README.md', import.meta.url));

/**
 * The README `current` with fresh tables. Only the blocks are formatted (a table's padding depends on
 * nothing around it), so the rest of the README is left exactly as it is.
 */
export async function renderReadme(current: string): Promise<string> {
  const options = { ...(await resolveConfig(readmePath)), filepath: readmePath };
  const blocks = Object.entries(elementApiDocs()).map(
    async ([name, markdown]) => [name, (await format(markdown, options)).trim()] as const,
  );
  return replaceDocsBlocks(
    current,
    Object.fromEntries(await Promise.all(blocks)) as Record<DocsBlock, string>,
  );
}

if (import.meta.main) {
  const current = await readFile(readmePath, 'utf8');
  const next = await renderReadme(current);
  if (next === current) {
    console.log('packages/elements/README.md: the element API tables are up to date.');
  } else {
    await writeFile(readmePath, next);
    console.log('packages/elements/README.md: the element API tables were rewritten.');
  }
}
