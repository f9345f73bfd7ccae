import { Link } from 'react-router';
import { useDocumentTitle } from '../../layout/use-document-title.ts';
import { LoadingState } from '../../shared/status/loading-state.tsx';
import { HelpContact } from './help-contact.tsx';
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
          <HelpContact />
        </aside>
      </div>
    </div>
  );
}
