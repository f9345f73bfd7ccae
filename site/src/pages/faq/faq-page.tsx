import { Link } from 'react-router';
import { formatPercent, PROCESSING_FEE_BASIS_POINTS } from '@lomi/core';
import { HelpQuestionForm } from '../help/help-question-form.tsx';
import { SupportTextProvider, useSupportText } from '../help/support-text.ts';
import type { SupportMessageKey } from '../help/support-text.ts';
import { useSiteLanguage } from '../../language/language-context.ts';
import { useDocumentTitle } from '../../layout/use-document-title.ts';
import { LoadingState } from '../../shared/status/loading-state.tsx';
import { FaqAccordion } from './faq-accordion.tsx';
import '../help/help.css';
import './faq.css';

/** The seven questions of §2/§9, in order. */
const QUESTIONS = [1, 2, 3, 4, 5, 6, 7] as const;

/** /faq (§2): seven questions, one open at a time, the ask-a-question form and a link to /help. */
export default function FaqPage() {
  return (
    <SupportTextProvider fallback={<LoadingState />}>
      <Faq />
    </SupportTextProvider>
  );
}

function Faq() {
  const t = useSupportText();
  const { locale } = useSiteLanguage();
  useDocumentTitle(t('faq.documentTitle'));
  // The fee is the one the server charges (@lomi/core), so the answer cannot drift from it.
  const fee = formatPercent(PROCESSING_FEE_BASIS_POINTS / 100, locale);
  const entries = QUESTIONS.map((n) => ({
    question: t(`faq.q${n}` satisfies SupportMessageKey),
    answer: t(`faq.a${n}` satisfies SupportMessageKey, { fee }),
  }));
  return (
    <div className="page faq-page">
      <h1 className="page__title">{t('faq.title')}</h1>
      <p className="faq-page__intro">{t('faq.intro')}</p>
      <FaqAccordion entries={entries} />
      <section className="faq-page__ask" aria-labelledby="faq-ask-title">
        <h2 id="faq-ask-title" className="faq-page__ask-title">
          {t('faq.ask.title')}
        </h2>
        <p className="faq-page__ask-text">{t('faq.ask.text')}</p>
        <HelpQuestionForm labelledBy="faq-ask-title" />
        <p className="faq-page__help">
          <Link to="/help">{t('faq.helpLink')}</Link>
        </p>
      </section>
    </div>
  );
}
