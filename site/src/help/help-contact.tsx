import { useSiteText } from '../language/use-site-text.ts';
import { phoneHref } from '../layout/phone-href.ts';
import { useSiteSettings } from '../layout/use-site-settings.ts';
import { useSupportText } from './support-text.ts';

/**
 * The help center's "other ways to reach us": the deployment's phone and e-mail (LOMI_CONTACT_*), as in the
 * footer. An unset one is left out, the block is absent when neither is set (the form is then the way), and
 * demo values are said to be examples.
 */
export function HelpContact() {
  const t = useSupportText();
  const siteText = useSiteText();
  const settings = useSiteSettings();
  if (!settings || (!settings.contact.phone && !settings.contact.email)) return null;
  const { contact } = settings;
  const demo = settings.demo.some((item) => item === 'phone' || item === 'email');
  return (
    <section aria-labelledby="help-contact-title">
      <h2 id="help-contact-title" className="help-page__heading">
        {t('help.contact.title')}
      </h2>
      <dl className="help-page__contact">
        {contact.phone && (
          <div>
            <dt>{t('help.contact.phone')}</dt>
            <dd>
              <a href={phoneHref(contact.phone)}>{contact.phone}</a>
            </dd>
          </div>
        )}
        {contact.email && (
          <div>
            <dt>{t('help.contact.email')}</dt>
            <dd>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </dd>
          </div>
        )}
      </dl>
      {demo && <p className="help-page__demo">{siteText('footer.demoNote')}</p>}
    </section>
  );
}
