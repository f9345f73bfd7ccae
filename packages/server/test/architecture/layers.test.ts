import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The server's two layers (packages/server/README.md, "Layers"): src/routes/ is HTTP only, the feature folders
// hold the domain, and only repositories speak SQL. These checks read the sources, so a file that breaks a
// rule fails here with its name, whatever its tests do.

const srcDir = fileURLToPath(new URL('../../src', import.meta.url));

/** Every .ts file under src/, as a path relative to it with forward slashes. */
function sourceFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts')) files.push(relative(srcDir, path).split(sep).join('/'));
    }
  };
  walk(srcDir);
  return files.sort();
}

const read = (file: string) => readFileSync(join(srcDir, file), 'utf8');

// Query builders, `sql` templates, raw compiled queries, schema changes and transactions: what running SQL
// looks like in this code base (Kysely).
const RUNS_SQL =
  /\.(?:selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|selectNoFrom|executeQuery)\(|\bsql(?:<[^>]*>)?`|\bsql\.(?:raw|ref|lit|id|join|table|val)\(|CompiledQuery\.raw\(|\.schema\.(?:create|alter|drop)\w*\(|\.transaction\(\)/;

/**
 * The database layer itself, which runs SQL without being a repository:
 * - migrations change the schema, each at its own version, and must not depend on today's repositories;
 * - the seed (seed.ts and each feature's seed-<feature>.ts) writes (and with `--reset` empties) every content
 *   table in bulk for the demo;
 * - the PGlite dialect is the driver: it sends BEGIN/COMMIT and every compiled query.
 */
const SQL_OUTSIDE_REPOSITORIES = [
  /^db\/migrations\/\d{4}-[a-z0-9-]+\.ts$/,
  /^db\/seed\/seed(?:-[a-z]+)?\.ts$/,
  /^db\/pglite-dialect\.ts$/,
];

const isRepository = (file: string) => file.endsWith('-repository.ts');

/** A relative import (or re-export) of a source file: the file it names, under src/, and what it brings. */
interface SourceImport {
  target: string;
  /** False for `import type …`, `import { type A }` and `export type … from`: nothing exists at run time. */
  bringsValues: boolean;
}

function bringsValues(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) {
    if (node.isTypeOnly) return false;
    const clause = node.exportClause;
    return !clause || !ts.isNamedExports(clause) || clause.elements.some((element) => !element.isTypeOnly);
  }
  const clause = node.importClause;
  if (!clause) return true;
  if (clause.isTypeOnly) return false;
  if (clause.name) return true;
  const bindings = clause.namedBindings;
  if (!bindings) return false;
  return ts.isNamespaceImport(bindings) || bindings.elements.some((element) => !element.isTypeOnly);
}

/** The relative imports of `file` (static, dynamic and `export … from`), parsed by the TypeScript compiler. */
function importsOf(file: string): SourceImport[] {
  const source = ts.createSourceFile(file, read(file), ts.ScriptTarget.Latest);
  const found: SourceImport[] = [];
  const add = (specifier: string, values: boolean) => {
    if (!specifier.startsWith('.')) return;
    const target = relative(srcDir, resolve(dirname(join(srcDir, file)), specifier))
      .split(sep)
      .join('/');
    found.push({ target, bringsValues: values });
  };
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      add(node.moduleSpecifier.text, bringsValues(node));
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      add(node.arguments[0].text, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('server layers', () => {
  const files = sourceFiles();

  it('finds the sources', () => {
    expect(files).toContain('app.ts');
    expect(files.filter((file) => file.startsWith('routes/')).length).toBeGreaterThan(20);
  });

  it('runs SQL only in repositories (and in the database layer listed above)', () => {
    const offenders = files.filter(
      (file) =>
        RUNS_SQL.test(read(file)) &&
        !isRepository(file) &&
        !SQL_OUTSIDE_REPOSITORIES.some((exception) => exception.test(file)),
    );
    expect(offenders).toEqual([]);
  });

  it('keeps every exception to the SQL rule real', () => {
    for (const exception of SQL_OUTSIDE_REPOSITORIES) {
      expect(
        files.some((file) => exception.test(file) && RUNS_SQL.test(read(file))),
        String(exception),
      ).toBe(true);
    }
  });

  it('keeps repositories out of the HTTP layer', () => {
    expect(files.filter((file) => file.startsWith('routes/') && isRepository(file))).toEqual([]);
  });

  it('lets nothing but app.ts import from routes/ (the domain, payments, static files and the seed never do)', () => {
    const offenders = files
      .filter((file) => !file.startsWith('routes/') && file !== 'app.ts')
      .flatMap((file) =>
        importsOf(file)
          .filter(({ target }) => target.startsWith('routes/'))
          .map(({ target }) => `${file} → ${target}`),
      );
    expect(offenders).toEqual([]);
  });

  it('gives routes their repositories as plugin options: routes/ imports repositories only as types', () => {
    const offenders = files
      .filter((file) => file.startsWith('routes/'))
      .flatMap((file) => [
        ...importsOf(file)
          .filter(({ target, bringsValues: values }) => isRepository(target) && values)
          .map(({ target }) => `${file} imports ${target}`),
        ...[...read(file).matchAll(/new (\w+Repository)\(/g)].map(([, name]) => `${file} builds ${name}`),
      ]);
    expect(offenders).toEqual([]);
  });
});
