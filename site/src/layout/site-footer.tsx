import { Link } from 'react-router';
import { useSiteLanguage } from '../language/language-context.ts';
import { useSiteText } from '../language/use-site-text.ts';
import { PhoneAndEmailItems } from './phone-and-email-items.tsx';
import { useSiteSettings } from './use-site-settings.ts';

/**
 * The bottom of every page (§1): what Lomi is, the address, phone and support e-mail, and the main links. The
 * contact details are the deployment's settings (LOMI_CONTACT_*): an unset one is left out, and demo values
 * are said to be examples.
 */
export function SiteFooter() {
  const t = useSiteText();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__about">
          <h2 className="site-footer__name">{t('site.name')}</h2>
          <p>{t('footer.tagline')}</p>
        </div>
        <FooterContact />
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

function FooterContact() {
  const t = useSiteText();
  const { locale } = useSiteLanguage();
  const settings = useSiteSettings();
  const contact = settings?.contact;
  if (!contact || (!contact.address && !contact.phone && !contact.email)) return null;
  const demo = settings.demo.some((item) => item !== 'partners');
  return (
    <section className="site-footer__contact" aria-labelledby="footer-contact">
      <h2 id="footer-contact" className="site-footer__heading">
        {t('footer.contactHeading')}
      </h2>
      <dl className="site-footer__details">
        {contact.address && (
          <div>
            <dt>{t('footer.address.label')}</dt>
            <dd>
              <address>{contact.address[locale]}</address>
            </dd>
          </div>
        )}
        <PhoneAndEmailItems
          phone={contact.phone}
          email={contact.email}
          phoneLabel={t('footer.phone.label')}
          emailLabel={t('footer.email.label')}
        />
      </dl>
      {demo && <p className="site-footer__demo">{t('footer.demoNote')}</p>}
    </section>
  );
}
