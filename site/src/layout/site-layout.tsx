import { Suspense, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useSiteText } from '../language/use-site-text.ts';
import { LoadErrorBoundary } from '../shared/load-error/load-error-boundary.tsx';
import { LoadingState } from '../shared/status/loading-state.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { useRouteFocus } from './use-route-focus.ts';
import './layout.css';

/**
 * The frame of every page: skip link, header, the route's content in `main` (code-split pages, with a notice
 * if one fails to load), footer.
 */
export function SiteLayout() {
  const t = useSiteText();
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useRouteFocus(main);
  return (
    <>
      <a className="skip-link" href="#main">
        {t('layout.skipToContent')}
      </a>
      <SiteHeader />
      <main id="main" ref={main} tabIndex={-1} className="site-main">
        {/* A page whose code cannot be downloaded shows a notice; another page in the menu still opens. */}
        <LoadErrorBoundary resetKey={pathname}>
          <Suspense fallback={<LoadingState />}>
            <Outlet />
          </Suspense>
        </LoadErrorBoundary>
      </main>
      <SiteFooter />
    </>
  );
}
