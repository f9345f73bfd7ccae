import { Link, NavLink } from 'react-router';
import { LanguageSwitch } from '../language/language-switch.tsx';
import { useSiteText } from '../language/use-site-text.ts';
import { LomiLogo } from './lomi-logo.tsx';

/** The top bar of every page (§2 "Header"): logo, Explore, How it works, For developers (the embed SDK's
 * docs) and the language switch. */
export function SiteHeader() {
  const t = useSiteText();
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
        </nav>
        <LanguageSwitch />
      </div>
    </header>
  );
}
