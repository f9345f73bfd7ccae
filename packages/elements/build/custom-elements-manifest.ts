// Rollup plugin: writes `custom-elements.json` (the Custom Elements Manifest that package.json's
// `customElements` field points to, served at /embed/custom-elements.json) from ELEMENT_API, naming each
// element's content-hashed entry chunk as the module that defines it.
import type { Plugin } from 'rollup';
import { customElementsManifest } from '../src/element-api/custom-elements-manifest.ts';

export const customElementsFileName = 'custom-elements.json';

/** `dir`: the output folder relative to the package (`dist`), prefixed to each module's path. */
export function writeCustomElementsManifest({ dir }: { dir: string }): Plugin {
  return {
    name: 'lomi-custom-elements-manifest',
    generateBundle(_options, bundle) {
      const entries = new Map<string, string>();
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk' && output.isEntry) entries.set(output.name, output.fileName);
      }
      const manifest = customElementsManifest((tag) => {
        const fileName = entries.get(tag);
        // A documented element the build does not make would send tools to a file that does not exist.
        if (!fileName) this.error(`<${tag}> is in ELEMENT_API but the build has no entry chunk for it.`);
        return `${dir}/${fileName}`;
      });
      this.emitFile({
        type: 'asset',
        fileName: customElementsFileName,
        source: `${JSON.stringify(manifest, null, 2)}\n`,
      });
    },
  };
}
