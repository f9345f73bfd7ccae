/**
 * The route of the site's router (react-router, site/src/app/pages.ts) that renders `pathname`, chosen the way
 * react-router's `matchRoutes` chooses among sibling routes: every pattern that matches (case-insensitive,
 * trailing slashes ignored, `:param` one segment, `*` the rest) ranked by its score (static segments over
 * params over splats), the earlier one on a tie. Only what the site's patterns use is supported: static
 * segments, `:param` and a final `*`.
 */
export function matchSiteRoute<Route extends { path: string }>(
  routes: readonly Route[],
  pathname: string,
): Route | undefined {
  const decoded = decodePath(pathname);
  let best: { route: Route; score: number } | undefined;
  for (const route of routes) {
    const path = route.path.startsWith('/') ? route.path : `/${route.path}`;
    if (!compile(path).test(decoded)) continue;
    const score = computeScore(path);
    if (!best || score > best.score) best = { route, score };
  }
  return best?.route;
}

const compiled = new Map<string, RegExp>();

// react-router's compilePath for an absolute pattern that must match to the end.
function compile(path: string): RegExp {
  let regex = compiled.get(path);
  if (!regex) {
    let source =
      '^' +
      path
        .replace(/(?<!\/)\/*\*?$/, '')
        .replace(/^\/*/, '/')
        .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
        .replace(/\/:[\w-]+/g, '/([^\\/]+)');
    if (path.endsWith('*')) source += path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
    else source += '\\/*$';
    regex = new RegExp(source, 'i');
    compiled.set(path, regex);
  }
  return regex;
}

// react-router's computeScore: more segments, and static ones, rank first; a splat ranks last.
function computeScore(path: string): number {
  const segments = path.split('/');
  const initial = segments.length + (segments.includes('*') ? -2 : 0);
  return segments
    .filter((segment) => segment !== '*')
    .reduce((score, segment) => score + (/^:[\w-]+$/.test(segment) ? 3 : segment === '' ? 1 : 10), initial);
}

function decodePath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}
