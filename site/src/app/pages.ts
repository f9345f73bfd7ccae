import { lazy } from 'react';
import { matchRoutes } from 'react-router';

/** Every page of the site: its path pattern and the code-split module that renders it. */
const PAGES = [
  { path: '/', load: () => import('../home/home-page.tsx') },
  { path: '/explore', load: () => import('../explore/explore-page.tsx') },
  { path: '/campaign/:id', load: () => import('../campaign/campaign-page.tsx') },
  { path: '/donation/success', load: () => import('../donation/donation-success-page.tsx') },
  { path: '/donation/canceled/:id', load: () => import('../donation/donation-canceled-page.tsx') },
  { path: '/donation/:id', load: () => import('../donation/donation-page.tsx') },
  { path: '/howitworks', load: () => import('../how-it-works/how-it-works-page.tsx') },
  { path: '/embed', load: () => import('../embed-docs/embed-docs-page.tsx') },
  { path: '*', load: () => import('../not-found/not-found-page.tsx') },
] as const;

/** The pages as lazy components, in route order. */
export const pages = PAGES.map((page) => ({ path: page.path, Page: lazy(page.load) }));

/**
 * Starts downloading the page for `pathname` right away, in parallel with the language catalogs, instead of
 * only once the app has rendered and React asks for it. The lazy component reuses the same request.
 */
export function preloadPage(pathname: string): void {
  const match = matchRoutes([...PAGES], pathname)?.[0]?.route;
  void match?.load();
}
