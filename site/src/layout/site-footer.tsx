import { Link } from 'react-router';
import { useSiteText } from '../language/use-site-text.ts';
import { SUPPORT_EMAIL, SUPPORT_PHONE, SUPPORT_PHONE_HREF } from './contact-details.ts';

/** The bottom of every page (§1): what Lomi is, the address, phone and support e-mail, and the main links. */
export function SiteFooter() {
  const t = useSiteText();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__about">
          <p className="site-footer__name">{t('site.name')}</p>
          <p>{t('footer.tagline')}</p>
        </div>
        <section className="site-footer__contact" aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__heading">
            {t('footer.contactHeading')}
          </h2>
          <dl className="site-footer__details">
            <div>
              <dt>{t('footer.address.label')}</dt>
              <dd>
                <address>{t('footer.address')}</address>
              </dd>
            </div>
            <div>
              <dt>{t('footer.phone.label')}</dt>
              <dd>
                <a href={SUPPORT_PHONE_HREF}>{SUPPORT_PHONE}</a>
              </dd>
            </div>
            <div>
              <dt>{t('footer.email.label')}</dt>
              <dd>
                <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
              </dd>
            </div>
          </dl>
        </section>
        <nav className="site-footer__links" aria-labelledby="footer-links">
          <h2 id="footer-links" className="site-footer__heading">
            {t('footer.linksHeading')}
          </h2>
          <ul>
            <li>
              <Link to="/explore">{t('layout.nav.explore')}</Link>
            </li>
            <li>
              <Link to="/howitworks">{t('layout.nav.howItWorks')}</Link>
            </li>
            <li>
              <Link to="/embed">{t('layout.nav.developers')}</Link>
            </li>
            <li>
              <Link to="/about">{t('footer.about')}</Link>
            </li>
            <li>
              <Link to="/faq">{t('footer.faq')}</Link>
            </li>
            <li>
              <Link to="/help">{t('footer.help')}</Link>
            </li>
            <li>
              <Link to="/legal">{t('footer.legal')}</Link>
            </li>
          </ul>
        </nav>
      </div>
      <p className="site-footer__copyright">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
