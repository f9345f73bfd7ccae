import { parseSync } from 'vite';

const PRELOAD = 'preloadInDocumentLanguage';

/**
 * Whether a module fetches a page catalog as soon as it is evaluated: a statement at its top level calls
 * `preloadInDocumentLanguage` (site/src/page-text/create-page-catalog.tsx), imported under any name. Such a
 * module is in fact a side effect of every chunk holding it, so vite.config.ts keeps it out of the shared
 * `common` chunk, and the route preloads announce its catalog with every page whose chunks hold it.
 * `id` names the language (by its extension); `code` is the module's source.
 */
export function preloadsCatalogOnLoad(id: string, code: string): boolean {
  if (!code.includes(PRELOAD)) return false;
  const { program, errors } = parseSync(id, code);
  if (errors.length > 0) throw new Error(`${id} does not parse: ${errors[0]!.message}`);
  const names = new Set<string>();
  for (const statement of program.body) {
    if (statement.type !== 'ImportDeclaration') continue;
    for (const specifier of statement.specifiers) {
      const imported = specifier.type === 'ImportSpecifier' ? specifier.imported : undefined;
      const importedName = imported?.type === 'Identifier' ? imported.name : imported?.value;
      if (importedName === PRELOAD) names.add(specifier.local.name);
    }
  }
  return program.body.some(
    (statement) =>
      statement.type === 'ExpressionStatement' &&
      statement.expression.type === 'CallExpression' &&
      statement.expression.callee.type === 'Identifier' &&
      names.has(statement.expression.callee.name),
  );
}
