import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkFolderMaps, parseFolderMaps } from './folder-map.ts';

const root = resolve(import.meta.dirname, '../..');

/** The folders a newcomer opens first: each must have a map in its README that matches it. */
const MUST_BE_MAPPED = [
  'packages/core/src',
  'packages/react/src',
  'packages/elements/src',
  'packages/server/src',
  'packages/server/src/routes',
  'site/src',
];

function trackedReadmes(): string[] {
  return execFileSync('git', ['ls-files', '*README.md'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((path) => path.endsWith('README.md'));
}

describe('folder maps in READMEs', () => {
  it('reads the folders listed in the first column after a marker, and stops at the table’s end', () => {
    const text = [
      'Intro',
      '<!-- folder-map: src -->',
      '',
      '| Folder | What |',
      '| --- | --- |',
      '| `api/` | the `client/` call |',
      '| `a/`, `b-c/` | two |',
      '',
      '| `later/` | not part of the map |',
    ].join('\n');
    expect(parseFolderMaps(text)).toEqual([{ path: 'src', listed: ['api', 'a', 'b-c'] }]);
  });

  it('names what a map lists that does not exist and what exists that it does not list', () => {
    const dir = mkdtempSync(join(tmpdir(), 'folder-map-'));
    for (const name of ['kept', 'new', '.hidden', 'node_modules'])
      mkdirSync(join(dir, 'src', name), { recursive: true });
    writeFileSync(join(dir, 'README.md'), '<!-- folder-map: src -->\n| `kept/` | x |\n| `gone/` | y |\n');
    expect(checkFolderMaps(dir, ['README.md'])).toEqual([
      { readme: 'README.md', folder: 'src', listed: ['kept', 'gone'], missing: ['gone'], unlisted: ['new'] },
    ]);
  });

  it('match the folders in every README of the repository', () => {
    const wrong = checkFolderMaps(root, trackedReadmes()).filter(
      (map) => map.missing.length > 0 || map.unlisted.length > 0,
    );
    expect(
      wrong.map(({ readme, folder, missing, unlisted }) => ({ readme, folder, missing, unlisted })),
    ).toEqual([]);
  });

  it('exist for the folders a newcomer opens first', () => {
    const mapped = checkFolderMaps(root, trackedReadmes()).map((map) => map.folder);
    expect(MUST_BE_MAPPED.filter((folder) => !mapped.includes(folder))).toEqual([]);
  });
});
