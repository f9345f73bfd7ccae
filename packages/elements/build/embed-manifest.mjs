// Rollup plugins around `dist/manifest.json`, the build's record of which content-hashed files make up each
// element. The embed build writes it; the loader build reads it to inject the tag -> chunk map; the
// size-limit config reads it to measure exactly what a page downloads.
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';

export const manifestFileName = 'manifest.json';
const catalog = /[\\/]i18n[\\/]messages[\\/]([\w-]+)\.json$/;

/**
 * Writes `manifest.json`: for each element (tag = entry name) its entry chunk and every chunk it imports
 * statically, transitively; and the language catalog chunks, fetched on demand by locale.
 * @param {{ version: string, loader: string }} options
 * @returns {import('rollup').Plugin}
 */
export function writeEmbedManifest({ version, loader }) {
  return {
    name: 'lomi-write-embed-manifest',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (fileName, files = new Set()) => {
        if (files.has(fileName)) return files;
        files.add(fileName);
        for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, files);
        return files;
      };
      const elements = {};
      const messages = {};
      for (const chunk of chunks) {
        const locale = chunk.facadeModuleId?.match(catalog)?.[1];
        if (locale) messages[locale] = [...closure(chunk.fileName)];
        else if (chunk.isEntry)
          elements[chunk.name] = { entry: chunk.fileName, files: [...closure(chunk.fileName)] };
      }
      const manifest = { version, loader, elements, messages };
      this.emitFile({
        type: 'asset',
        fileName: manifestFileName,
        source: `${JSON.stringify(manifest, null, 2)}\n`,
      });
    },
  };
}

/**
 * Names a language catalog chunk `messages-<locale>-<hash>.js` and the chunk rollup splits off for the code
 * every element shares (preact, r2wc, core, the provider, the embed root) `runtime-<hash>.js`.
 */
export function chunkFileName(chunkInfo) {
  const locale = chunkInfo.facadeModuleId?.match(catalog)?.[1];
  return locale ? `messages-${locale}-[hash].js` : 'runtime-[hash].js';
}

/**
 * Replaces `__LOMI_CHUNKS__` in the loader with the map tag -> chunk files (entry first) from the manifest
 * in `dir`.
 * @param {{ dir: string }} options
 * @returns {import('rollup').Plugin}
 */
export function injectChunkMap({ dir }) {
  let chunkMap = '';
  const manifestPath = join(dir, manifestFileName);
  return {
    name: 'lomi-inject-chunk-map',
    async buildStart() {
      this.addWatchFile(manifestPath);
      const manifest = JSON.parse(await readFile(manifestPath, 'utf8'));
      const map = Object.fromEntries(
        Object.entries(manifest.elements).map(([tag, { files }]) => [
          tag,
          files.map((file) => `./${basename(file)}`),
        ]),
      );
      chunkMap = JSON.stringify(map);
    },
    transform(code) {
      return code.includes('__LOMI_CHUNKS__')
        ? { code: code.replaceAll('__LOMI_CHUNKS__', chunkMap), map: null }
        : null;
    },
  };
}
