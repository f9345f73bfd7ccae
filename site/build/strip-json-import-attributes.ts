import type { Plugin } from 'vite';

const DYNAMIC_JSON_IMPORT =
  /import\(\s*(['"][^'"]+\.json['"])\s*,\s*\{\s*with:\s*\{\s*type:\s*['"]json['"]\s*\}\s*\}\s*\)/g;

/**
 * Dev server only: removes `{ with: { type: 'json' } }` from dynamic JSON imports. @lomi/core needs the
 * attribute (Node runs it directly), but Vite's dev server serves JSON as JavaScript modules while leaving
 * the attribute in dynamic imports, so Chrome rejects the catalog (vitejs/vite#19095). Builds are unaffected.
 */
export function stripJsonImportAttributes(): Plugin {
  return {
    name: 'lomi-site-strip-json-import-attributes',
    apply: 'serve',
    transform(code, id) {
      if (id.includes('/node_modules/') || !code.includes('type:')) return null;
      const stripped = code.replace(DYNAMIC_JSON_IMPORT, 'import($1)');
      return stripped === code ? null : { code: stripped, map: null };
    },
  };
}
