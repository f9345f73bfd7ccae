import { lazy, Suspense } from 'react';
import { Link, NavLink } from 'react-router';
import { LanguageSwitch } from '../language/language-switch.tsx';
import { useSiteText } from '../language/use-site-text.ts';
import { useSession } from '../session/use-session.ts';
import { HeaderMenuButton } from './header-menu-button.tsx';
import { LomiLogo } from './lomi-logo.tsx';
import './site-header.css';

const NotificationsLink = lazy(() =>
  import('./signed-in-actions.tsx').then((module) => ({ default: module.NotificationsLink })),
);
const AvatarInitial = lazy(() =>
  import('./signed-in-actions.tsx').then((module) => ({ default: module.AvatarInitial })),
);

/**
 * The top bar of every page (§2 "Header and menus"): logo, Explore, How it works, For developers; when signed
 * in also Saved, Notifications with the unread badge and the account menu, else Log in and Create account;
 * the language switch. On narrow screens the links move into the mobile menu.
 */
export function SiteHeader() {
  const t = useSiteText();
  const { status } = useSession();
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="site-header__brand" aria-label={t('layout.homeLink')}>
          <LomiLogo />
          <span className="site-header__name" aria-hidden="true">
            {t('site.name')}
          </span>
        </Link>
        <nav className="site-header__nav" aria-label={t('layout.nav.label')}>
          <NavLink to="/explore" className="site-header__link">
            {t('layout.nav.explore')}
          </NavLink>
          <NavLink to="/howitworks" className="site-header__link">
            {t('layout.nav.howItWorks')}
          </NavLink>
          <NavLink to="/embed" className="site-header__link">
            {t('layout.nav.developers')}
          </NavLink>
          {status === 'signed-in' && (
            <NavLink to="/saved" className="site-header__link">
              {t('layout.nav.saved')}
            </NavLink>
          )}
        </nav>
        <div className="site-header__actions">
          {status === 'signed-in' ? (
            <>
              {/* The space the bell will take, so nothing shifts when it arrives. */}
              <Suspense fallback={<span className="site-header__pending" />}>
                <NotificationsLink />
              </Suspense>
              <HeaderMenuButton
                kind="account"
                label={t('layout.account.menu')}
                className="site-header__account"
              >
                <Suspense fallback={null}>
                  <AvatarInitial />
                </Suspense>
              </HeaderMenuButton>
            </>
          ) : (
            <>
              <Link to="/login" className="site-header__link site-header__auth">
                {t('layout.account.login')}
              </Link>
              <Link to="/signup" className="site-header__signup site-header__auth">
                {t('layout.account.signup')}
              </Link>
            </>
          )}
          <LanguageSwitch />
          <HeaderMenuButton kind="mobile" label={t('layout.menu.open')} className="site-header__menu-button">
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </HeaderMenuButton>
        </div>
      </div>
    </header>
  );
}
