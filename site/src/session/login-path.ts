/** The query parameter of /login and /signup naming where to go after signing in. */
export const NEXT_PARAM = 'next';

/** `/login?next=<path>`: the login page that comes back to `path` afterwards. */
export function loginPath(path: string, page: '/login' | '/signup' = '/login'): string {
  return path === '/' ? page : `${page}?${NEXT_PARAM}=${encodeURIComponent(path)}`;
}

/**
 * Where to go after signing in: the `next` parameter when it is a path on this site, else home. Anything
 * else (`//evil.example`, `https://…`, `/\evil`) is refused, so a link cannot send a user off-site.
 */
export function nextPath(search: string): string {
  const next = new URLSearchParams(search).get(NEXT_PARAM);
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return '/';
  if (next === '/login' || next === '/signup' || next.startsWith('/login?') || next.startsWith('/signup?')) {
    return '/';
  }
  return next;
}
