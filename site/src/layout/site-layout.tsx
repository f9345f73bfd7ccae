import { Suspense, useRef } from 'react';
import { Outlet } from 'react-router';
import { useSiteText } from '../language/use-site-text.ts';
import { LoadingState } from '../status/loading-state.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { useRouteFocus } from './use-route-focus.ts';
import './layout.css';

/** The frame of every page: skip link, header, the route's content in `main`, footer. */
export function SiteLayout() {
  const t = useSiteText();
  const main = useRef<HTMLElement>(null);
  useRouteFocus(main);
  return (
    <>
      <a className="skip-link" href="#main">
        {t('layout.skipToContent')}
      </a>
      <SiteHeader />
      <main id="main" ref={main} tabIndex={-1} className="site-main">
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </>
  );
}
