import type { ComponentType } from 'react';
import { matchRoutes } from 'react-router';
import { lazyPage } from './lazy-page.ts';

/** Who may open a page (§2): everyone (default), signed-in users only, or logged-out visitors only. */
export type PageAccess = 'all' | 'login' | 'logged-out';

interface PageEntry {
  path: string;
  load: () => Promise<{ default: ComponentType }>;
  /** `login`: anonymous visitors go to /login and come back; `logged-out`: signed-in users go on or home. */
  access?: PageAccess;
}

/** Every page of the site: its path pattern and the code-split module that renders it. */
const PAGES: readonly PageEntry[] = [
  { path: '/', load: () => import('../pages/home/home-page.tsx') },
  { path: '/explore', load: () => import('../pages/explore/explore-page.tsx') },
  { path: '/campaign/:id', load: () => import('../pages/campaign/campaign-page.tsx') },
  { path: '/donation/success', load: () => import('../pages/donation/donation-success-page.tsx') },
  { path: '/donation/canceled/:id', load: () => import('../pages/donation/donation-canceled-page.tsx') },
  { path: '/donation/:id', load: () => import('../pages/donation/donation-page.tsx') },
  { path: '/receipts/:token', load: () => import('../pages/receipt/receipt-page.tsx') },
  { path: '/howitworks', load: () => import('../pages/how-it-works/how-it-works-page.tsx') },
  { path: '/embed', load: () => import('../pages/embed-docs/embed-docs-page.tsx') },
  { path: '/about', load: () => import('../pages/about/about-page.tsx') },
  { path: '/legal', load: () => import('../pages/legal/legal-index-page.tsx') },
  { path: '/legal/termsofservice', load: () => import('../pages/legal/terms-page.tsx') },
  { path: '/legal/privacypolicy', load: () => import('../pages/legal/privacy-page.tsx') },
  { path: '/legal/donationpolicy', load: () => import('../pages/legal/donation-policy-page.tsx') },
  { path: '/faq', load: () => import('../pages/faq/faq-page.tsx') },
  { path: '/help', load: () => import('../pages/help/help-page.tsx') },
  { path: '/organization/:id', load: () => import('../pages/organization/organization-page.tsx') },
  { path: '/asrat/:id', load: () => import('../pages/asrat/asrat-page.tsx') },
  {
    path: '/organization/:id/report',
    load: () => import('../pages/report-page/organization-report-page.tsx'),
  },
  { path: '/report/:id', load: () => import('../pages/report-page/campaign-report-page.tsx') },
  { path: '/login', access: 'logged-out', load: () => import('../pages/auth-pages/login-page.tsx') },
  { path: '/signup', access: 'logged-out', load: () => import('../pages/auth-pages/signup-page.tsx') },
  { path: '/user', access: 'login', load: () => import('../pages/profile/profile-page.tsx') },
  { path: '/saved', access: 'login', load: () => import('../pages/saved/saved-page.tsx') },
  {
    path: '/notifications',
    access: 'login',
    load: () => import('../pages/notifications/notifications-page.tsx'),
  },
  {
    path: '/mycampaigns',
    access: 'login',
    load: () => import('../pages/my-campaigns/my-campaigns-page.tsx'),
  },
  {
    path: '/create-campaign',
    access: 'login',
    load: () => import('../pages/create-campaign/create-campaign-page.tsx'),
  },
  { path: '/withdraw', access: 'login', load: () => import('../pages/withdraw/withdraw-page.tsx') },
  {
    path: '/campaign/:id/report',
    access: 'login',
    load: () => import('../pages/campaign-report/campaign-report-page.tsx'),
  },
  {
    path: '/my-campaign/:id',
    access: 'login',
    load: () => import('../pages/my-campaign/my-campaign-page.tsx'),
  },
  {
    path: '/create-organization',
    access: 'login',
    load: () => import('../pages/organization-form/create-organization-page.tsx'),
  },
  {
    path: '/edit-organization/:id',
    access: 'login',
    load: () => import('../pages/organization-form/edit-organization-page.tsx'),
  },
  {
    path: '/change-password',
    access: 'login',
    load: () => import('../pages/auth-pages/change-password-page.tsx'),
  },
  {
    path: '/delete-account',
    access: 'login',
    load: () => import('../pages/delete-account/delete-account-page.tsx'),
  },
  // The operator console (issue 14): its own chunks, its screens nested inside (console/console-screens.ts);
  // anonymous visitors log in first, and a user who is not an operator is told the console is not for them.
  { path: '/console/*', access: 'login', load: () => import('../console/console-route.ts') },
  { path: '*', load: () => import('../pages/not-found/not-found-page.tsx') },
];

/** The pages as code-split components (see `lazyPage`), in route order. */
export const pages = PAGES.map((page) => ({
  path: page.path,
  ...lazyPage(page.load),
  access: page.access ?? 'all',
}));

/**
 * Starts downloading the page for `pathname` right away, in parallel with the language catalogs, instead of
 * only once the app has rendered and React asks for it. The app waits for it before its first render, so the
 * page appears at once instead of behind a Suspense fallback. Never rejects: a failed download shows the
 * page's load error when it renders.
 */
export function preloadPage(pathname: string): Promise<void> {
  return matchRoutes(pages, pathname)?.[0]?.route.preload() ?? Promise.resolve();
}
