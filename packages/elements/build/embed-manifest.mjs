// Rollup plugins around `dist/manifest.json`, the build's record of which content-hashed files make up each
// element. The embed build writes it; the loader build reads it to inject the tag -> chunk map; the
// size-limit config reads it to measure exactly what a page downloads.
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { parseElementCatalogId } from './element-catalogs.ts';

export const manifestFileName = 'manifest.json';
/** A @lomi/core catalog: `i18n/messages/<feature>/<locale>.json`. */
const catalog = /[\\/]i18n[\\/]messages[\\/]([\w-]+)[\\/]([\w-]+)\.json$/;

/**
 * Writes `manifest.json`:
 * - `elements[tag]`: `entry`, its chunk; `files`, that chunk and every chunk it imports statically,
 *   transitively (what the loader fetches); `lazy`, the chunks the element imports later on its own (the
 *   donate button's dialog); `messages[locale]`, the element's catalog in that language, its features
 *   merged (`element-catalogs.ts`), which the loader fetches beside its code;
 * - `messages[locale][feature]`: each feature catalog's chunks, which an element loads on its own (a `lang`
 *   set later).
 * @param {{ version: string, loader: string, features: Record<string, readonly string[]> }} options
 * @returns {import('rollup').Plugin}
 */
export function writeEmbedManifest({ version, loader, features }) {
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
      const isCatalog = (fileName) => catalog.test(byFile.get(fileName)?.facadeModuleId ?? '');
      const messages = {};
      for (const chunk of chunks) {
        const match = chunk.facadeModuleId?.match(catalog);
        if (!match) continue;
        const [, feature, locale] = match;
        messages[locale] ??= {};
        messages[locale][feature] = [...closure(chunk.fileName)];
      }
      const elementCatalogs = {};
      for (const chunk of chunks) {
        const catalogOf = parseElementCatalogId(chunk.facadeModuleId);
        if (!catalogOf) continue;
        elementCatalogs[catalogOf.tag] ??= {};
        elementCatalogs[catalogOf.tag][catalogOf.locale] = [...closure(chunk.fileName)];
      }
      const elements = {};
      for (const chunk of chunks) {
        if (!chunk.isEntry || parseElementCatalogId(chunk.facadeModuleId)) continue;
        const files = [...closure(chunk.fileName)];
        const lazy = new Set();
        for (const file of files) {
          for (const imported of byFile.get(file)?.dynamicImports ?? []) {
            if (!isCatalog(imported)) closure(imported, lazy);
          }
        }
        if (!features[chunk.name] || !elementCatalogs[chunk.name]) {
          this.error(`Entry "${chunk.name}" has no message features in ELEMENT_FEATURES.`);
        }
        elements[chunk.name] = {
          entry: chunk.fileName,
          files,
          lazy: [...lazy].filter((file) => !files.includes(file)),
          messages: elementCatalogs[chunk.name],
        };
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
 * Names a catalog chunk `messages-<feature>-<locale>-<hash>.js` (an element's merged one
 * `messages-lomi-<tag>-<locale>-<hash>.js`), a chunk an element imports on demand after
 * its module (`donate-dialog-chunk-<hash>.js`), and every other chunk, code elements share (preact, r2wc,
 * core, the provider, the embed root), `runtime-<hash>.js`.
 */
export function chunkFileName(chunkInfo) {
  const match = chunkInfo.facadeModuleId?.match(catalog);
  if (match) return `messages-${match[1]}-${match[2]}-[hash].js`;
  const elementCatalog = parseElementCatalogId(chunkInfo.facadeModuleId);
  if (elementCatalog) return `messages-${elementCatalog.tag}-${elementCatalog.locale}-[hash].js`;
  return chunkInfo.isDynamicEntry ? '[name]-[hash].js' : 'runtime-[hash].js';
}

/**
 * Replaces `__LOMI_CHUNKS__` in the loader with the map tag -> chunk files (entry first) from the manifest
 * in `dir`, and `__LOMI_CATALOGS__` with the map tag -> locale -> catalog chunk files.
 * @param {{ dir: string }} options
 * @returns {import('rollup').Plugin}
 */
export function injectChunkMap({ dir }) {
  let chunkMap = '';
  let catalogMap = '';
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
      const relative = (files) => files.map((file) => `./${basename(file)}`);
      catalogMap = JSON.stringify(
        Object.fromEntries(
          Object.entries(manifest.elements).map(([tag, { messages }]) => [
            tag,
            Object.fromEntries(Object.entries(messages).map(([locale, files]) => [locale, relative(files)])),
          ]),
        ),
      );
    },
    transform(code) {
      return code.includes('__LOMI_CHUNKS__') || code.includes('__LOMI_CATALOGS__')
        ? {
            code: code.replaceAll('__LOMI_CHUNKS__', chunkMap).replaceAll('__LOMI_CATALOGS__', catalogMap),
            map: null,
          }
        : null;
    },
  };
}
