/** The query parameter of /login and /signup naming where to go after signing in. */
export const NEXT_PARAM = 'next';

/** `/login?next=<path>`: the login page that comes back to `path` afterwards. */
export function loginPath(path: string, page: '/login' | '/signup' = '/login'): string {
  return path === '/' ? page : `${page}?${NEXT_PARAM}=${encodeURIComponent(path)}`;
}

// The URL parser drops tabs and newlines and reads `\` as `/`, so "/<tab>/x" or "/\x" would reach the router
// as "//x", another origin. Refused before parsing rather than trusted to the parser's clean-up.
function hasUnsafeCharacter(text: string): boolean {
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || char === '\\') return true;
  }
  return false;
}

/**
 * Where to go after signing in: the `next` parameter when it is a path on this site, else home. It is
 * resolved against this origin and handed on in its parsed form, so whatever the router receives is the
 * same-origin path the browser would open; anything else (`//evil.example`, `https://…`, `/\evil`,
 * `/<tab>/evil`, `/.//evil`, or what the URL parser cannot read at all, like `//a%3Ab`) goes home, so a link
 * cannot send a user off-site or break the page.
 */
export function nextPath(search: string): string {
  const next = new URLSearchParams(search).get(NEXT_PARAM);
  if (!next || !next.startsWith('/') || hasUnsafeCharacter(next)) return '/';
  const { origin } = window.location;
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    // "//a%3Ab" reads as a host that is no valid host name: the parser throws instead of answering a URL.
    return '/';
  }
  // Dot segments can still leave "//host" as the path ("/.//evil"), which the router would read as an origin.
  if (url.origin !== origin || url.pathname.startsWith('//')) return '/';
  const page = url.pathname.replace(/(?<!\/)\/+$/, '');
  if (page === '/login' || page === '/signup') return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
