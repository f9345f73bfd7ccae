// Rollup plugins for plain files around the bundles: emptying the output folder (content-hashed names would
// otherwise pile up) and copying the demo host pages next to the bundles.
import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Deletes `dir` before the build starts.
 * @param {string} dir
 * @returns {import('rollup').Plugin}
 */
export function emptyDir(dir) {
  return {
    name: 'lomi-empty-dir',
    async buildStart() {
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Emits every file of `dir` whose name ends with `extension` as an asset of the same name.
 * @param {string} dir
 * @param {string} extension
 * @returns {import('rollup').Plugin}
 */
export function copyFiles(dir, extension) {
  return {
    name: 'lomi-copy-files',
    async generateBundle() {
      for (const name of await readdir(dir)) {
        if (!name.endsWith(extension)) continue;
        this.addWatchFile(join(dir, name));
        this.emitFile({ type: 'asset', fileName: name, source: await readFile(join(dir, name)) });
      }
    },
  };
}
