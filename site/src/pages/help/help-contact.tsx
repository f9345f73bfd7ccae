import { useSiteText } from '../../language/use-site-text.ts';
import { PhoneAndEmailItems } from '../../layout/phone-and-email-items.tsx';
import { useSiteSettings } from '../../layout/use-site-settings.ts';
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
        <PhoneAndEmailItems
          phone={contact.phone}
          email={contact.email}
          phoneLabel={t('help.contact.phone')}
          emailLabel={t('help.contact.email')}
        />
      </dl>
      {demo && <p className="help-page__demo">{siteText('footer.demoNote')}</p>}
    </section>
  );
}
