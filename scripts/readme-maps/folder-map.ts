import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/**
 * A README may map a folder's subfolders in a table announced by a marker line:
 *
 *     <!-- folder-map: src -->
 *     | Folder | What belongs there |
 *     | ------ | ------------------ |
 *     | `api-client/` | … |
 *
 * The path is relative to the README. Every `name/` in backticks in the table's first column is a listed
 * folder (a cell may list several); the map is right when it lists exactly the folders that exist.
 */
const MARKER = /^<!-- folder-map: (\S+) -->$/;
const LISTED_FOLDER = /`([\w.-]+)\/`/g;
/** Folders that are build output or tooling, never part of a map. */
const NOT_MAPPED = new Set(['node_modules', 'dist', 'coverage', 'storybook-static', 'test-results']);

export interface FolderMap {
  /** The README, relative to the repository root. */
  readme: string;
  /** The mapped folder, relative to the repository root. */
  folder: string;
  listed: string[];
}

export interface FolderMapMismatch extends FolderMap {
  /** Listed in the map, but no such folder exists. */
  missing: string[];
  /** A folder that exists but the map does not list. */
  unlisted: string[];
}

/** The maps one README's text declares, with the folders each lists (path relative to the README's folder). */
export function parseFolderMaps(text: string): { path: string; listed: string[] }[] {
  const lines = text.split('\n');
  const maps: { path: string; listed: string[] }[] = [];
  lines.forEach((line, index) => {
    const marker = MARKER.exec(line.trim());
    if (!marker) return;
    const listed: string[] = [];
    for (const row of lines.slice(index + 1)) {
      if (!row.trimStart().startsWith('|')) {
        if (listed.length > 0 || row.trim() !== '') break;
        continue;
      }
      const firstCell = row.split('|')[1] ?? '';
      for (const match of firstCell.matchAll(LISTED_FOLDER)) listed.push(match[1]!);
    }
    maps.push({ path: marker[1]!, listed });
  });
  return maps;
}

/** The subfolders a map must list: every folder but hidden ones and build output. */
export function subfolders(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && !NOT_MAPPED.has(entry.name))
    .map((entry) => entry.name)
    .sort();
}

/** Compares each map of each README with the folder it maps. */
export function checkFolderMaps(root: string, readmes: string[]): FolderMapMismatch[] {
  return readmes.flatMap((readme) =>
    parseFolderMaps(readFileSync(join(root, readme), 'utf8')).map(({ path, listed }) => {
      const folder = join(dirname(join(root, readme)), path);
      const present = subfolders(folder);
      return {
        readme,
        folder: relative(root, folder),
        listed,
        missing: listed.filter((name) => !present.includes(name)),
        unlisted: present.filter((name) => !listed.includes(name)),
      };
    }),
  );
}
