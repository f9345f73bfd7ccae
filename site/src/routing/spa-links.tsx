import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router';

interface SpaLinksProps {
  children: ReactNode;
  className?: string;
}

/**
 * Turns plain same-origin `<a href>` clicks inside it into client-side navigations. The shared components
 * (`CampaignCard`) render ordinary links because they also run on other people's sites; inside the site those
 * links should not reload the whole app. Modified clicks (new tab, download) keep the browser's behaviour.
 */
export function SpaLinks({ children, className }: SpaLinksProps) {
  const navigate = useNavigate();
  function followInApp(event: MouseEvent<HTMLDivElement>) {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = event.target instanceof Element ? event.target.closest('a') : null;
    if (!anchor || anchor.hasAttribute('download') || (anchor.target && anchor.target !== '_self')) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    navigate(url.pathname + url.search + url.hash);
  }
  return (
    <div className={className} onClick={followInApp}>
      {children}
    </div>
  );
}
