import { resolve, dirname } from 'node:path';
import { parseSync, Visitor, type ESTree } from 'vite';

/** Who may open a page, as `access` in site/src/app/pages.ts says (`all` when it says nothing). */
export type RouteAccess = 'all' | 'login' | 'logged-out';

/** One entry of the site's page list: its path pattern and the file of the module that renders it. */
export interface PageRoute {
  path: string;
  access: RouteAccess;
  /** Absolute path of the page module. */
  module: string;
}

const accessValues: readonly string[] = ['all', 'login', 'logged-out'] satisfies RouteAccess[];

/**
 * Reads the routes of site/src/app/pages.ts (`pagesFile`, its source `source`) from its syntax: every object
 * literal with a `load` is a page and must have a literal `path`, an optional literal `access`, and a `load`
 * that is `() => import('<literal>')`. Anything else throws, naming the line, so the route preloads never
 * silently miss a page; so does a dynamic import outside those entries.
 */
export function readPageRoutes(pagesFile: string, source: string): PageRoute[] {
  const { program, errors } = parseSync(pagesFile, source);
  if (errors.length > 0) throw new Error(`${pagesFile} does not parse: ${errors[0]!.message}`);
  const routes: PageRoute[] = [];
  let dynamicImports = 0;
  const fail = (node: ESTree.Node, problem: string): never => {
    const line = source.slice(0, node.start).split('\n').length;
    throw new Error(
      `${pagesFile}:${line}: ${problem}. The route preloads (site/build/route-preloads-plugin.ts) read each ` +
        "page as `{ path: '…', access?: '…', load: () => import('…') }`.",
    );
  };

  new Visitor({
    ImportExpression: () => void dynamicImports++,
    ObjectExpression: (node) => {
      const properties = new Map<string, ESTree.Node>();
      for (const property of node.properties) {
        if (property.type === 'Property' && property.key.type === 'Identifier') {
          properties.set(property.key.name, property.value);
        }
      }
      if (!properties.has('load')) return;
      const path = stringLiteral(properties.get('path'));
      if (path === undefined) return fail(node, 'a page without a literal `path`');
      const access = properties.has('access') ? stringLiteral(properties.get('access')) : 'all';
      if (access === undefined || !accessValues.includes(access)) {
        return fail(node, `the page ${path} has an \`access\` that is not one of ${accessValues.join(', ')}`);
      }
      const specifier = importedSpecifier(properties.get('load'));
      if (specifier === undefined) return fail(node, `the page ${path} has no \`load: () => import('…')\``);
      routes.push({ path, access: access as RouteAccess, module: resolve(dirname(pagesFile), specifier) });
    },
  }).visit(program);

  if (routes.length === 0) throw new Error(`${pagesFile} lists no pages.`);
  if (dynamicImports !== routes.length) {
    throw new Error(
      `${pagesFile} has ${dynamicImports} dynamic imports but ${routes.length} page entries: every page must ` +
        "be `{ path: '…', load: () => import('…') }` so the route preloads know its module.",
    );
  }
  return routes;
}

function stringLiteral(node: ESTree.Node | undefined): string | undefined {
  return node?.type === 'Literal' && typeof node.value === 'string' ? node.value : undefined;
}

/** `'x'` of `() => import('x')` (or `() => { return import('x'); }`). */
function importedSpecifier(node: ESTree.Node | undefined): string | undefined {
  if (node?.type !== 'ArrowFunctionExpression' || node.params.length > 0) return undefined;
  let body: ESTree.Node = node.body;
  if (body.type === 'BlockStatement') {
    const [only] = body.body;
    if (body.body.length !== 1 || only?.type !== 'ReturnStatement' || !only.argument) return undefined;
    body = only.argument;
  }
  return body.type === 'ImportExpression' ? stringLiteral(body.source) : undefined;
}
