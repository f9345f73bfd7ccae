import { Link } from 'react-router';
import { useDocumentTitle } from '../layout/use-document-title.ts';
import { SUPPORT_EMAIL, SUPPORT_PHONE, SUPPORT_PHONE_HREF } from '../layout/contact-details.ts';
import { LoadingState } from '../status/loading-state.tsx';
import { HelpQuestionForm } from './help-question-form.tsx';
import { SupportTextProvider, useSupportText } from './support-text.ts';
import './help.css';

/** /help (§2): the ask-a-question form, the other ways to reach the team, and a link to the FAQ. */
export default function HelpPage() {
  return (
    <SupportTextProvider fallback={<LoadingState />}>
      <Help />
    </SupportTextProvider>
  );
}

function Help() {
  const t = useSupportText();
  useDocumentTitle(t('help.documentTitle'));
  return (
    <div className="page help-page">
      <h1 className="page__title">{t('help.title')}</h1>
      <p className="help-page__intro">{t('help.intro')}</p>
      <div className="help-page__layout">
        <section className="help-page__ask" aria-labelledby="help-form-title">
          <h2 id="help-form-title" className="help-page__heading">
            {t('help.form.title')}
          </h2>
          <HelpQuestionForm labelledBy="help-form-title" />
        </section>
        <aside className="help-page__aside">
          <section aria-labelledby="help-faq-title">
            <h2 id="help-faq-title" className="help-page__heading">
              {t('help.faq.title')}
            </h2>
            <Link to="/faq" className="button button--secondary">
              {t('help.faqLink')}
            </Link>
          </section>
          <section aria-labelledby="help-contact-title">
            <h2 id="help-contact-title" className="help-page__heading">
              {t('help.contact.title')}
            </h2>
            <dl className="help-page__contact">
              <div>
                <dt>{t('help.contact.phone')}</dt>
                <dd>
                  <a href={SUPPORT_PHONE_HREF}>{SUPPORT_PHONE}</a>
                </dd>
              </div>
              <div>
                <dt>{t('help.contact.email')}</dt>
                <dd>
                  <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
                </dd>
              </div>
            </dl>
          </section>
        </aside>
      </div>
    </div>
  );
}
