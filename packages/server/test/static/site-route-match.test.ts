import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { matchSiteRoute } from '../../src/static/site-route-match.ts';

// The patterns of site/src/app/pages.ts, in its order (the catch-all last).
const routes = [
  '/',
  '/explore',
  '/campaign/:id',
  '/donation/success',
  '/donation/canceled/:id',
  '/donation/:id',
  '/organization/:id',
  '/organization/:id/report',
  '/report/:id',
  '/login',
  '/user',
  '*',
].map((path) => ({ path }));

const match = (pathname: string) => matchSiteRoute(routes, pathname)?.path;

describe('matchSiteRoute', () => {
  it('finds static and parameter routes', () => {
    expect(match('/')).toBe('/');
    expect(match('/explore')).toBe('/explore');
    expect(match('/campaign/12')).toBe('/campaign/:id');
    expect(match('/organization/3/report')).toBe('/organization/:id/report');
  });

  it('ranks a static segment over a parameter, whatever the order', () => {
    expect(match('/donation/success')).toBe('/donation/success');
    expect(match('/donation/41')).toBe('/donation/:id');
    expect(match('/donation/canceled/41')).toBe('/donation/canceled/:id');
    const reversed = [...routes].reverse();
    expect(matchSiteRoute(reversed, '/donation/success')?.path).toBe('/donation/success');
  });

  it('ignores case and trailing slashes, and decodes the path', () => {
    expect(match('/Explore/')).toBe('/explore');
    expect(match('/campaign/12/')).toBe('/campaign/:id');
    expect(match('/expl%6Fre')).toBe('/explore');
  });

  it('sends anything else to the catch-all, and finds nothing without one', () => {
    expect(match('/explore/more')).toBe('*');
    expect(match('/campaign')).toBe('*');
    expect(match('/campaign/1/2')).toBe('*');
    expect(match('/%E0%A4%A')).toBe('*');
    expect(matchSiteRoute(routes.slice(0, -1), '/nowhere')).toBeUndefined();
  });

  it("agrees with react-router's matchRoutes, which the site renders with", () => {
    // As in site/src/app/app.tsx: the pages are children of a layout route without a path.
    const tree: RouteObject[] = [{ children: routes.map(({ path }) => ({ path })) }];
    const paths = [
      '/',
      '/explore',
      '/EXPLORE/',
      '/campaign/7',
      '/campaign/7/',
      '/campaign/',
      '/donation/success',
      '/donation/success/x',
      '/donation/canceled/3',
      '/donation/3',
      '/organization/2/report',
      '/organization/2/reports',
      '/report/9',
      '/login',
      '/user/',
      '/a/b/c',
      '/campaign/%20',
    ];
    for (const pathname of paths) {
      const expected = matchRoutes(tree, pathname)?.at(-1)?.route.path;
      expect(match(pathname), pathname).toBe(expected);
    }
  });
});
