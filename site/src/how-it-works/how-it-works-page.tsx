import { Link } from 'react-router';
import type { SiteMessageKey } from '../i18n/site-messages.ts';
import { useDocumentTitle } from '../layout/use-document-title.ts';
import { useSiteText } from '../language/use-site-text.ts';
import './how-it-works.css';

/** The seven steps of §2 /howitworks, from finding a campaign to sharing it. */
const STEPS = [1, 2, 3, 4, 5, 6, 7].map((step) => ({
  title: `howItWorks.step${step}.title` as SiteMessageKey,
  text: `howItWorks.step${step}.text` as SiteMessageKey,
}));

/** /howitworks: how a donation works, step by step (the header links here). */
export default function HowItWorksPage() {
  const t = useSiteText();
  useDocumentTitle(t('howItWorks.documentTitle'));
  return (
    <div className="page how-it-works">
      <h1 className="page__title">{t('howItWorks.title')}</h1>
      <p className="how-it-works__intro">{t('howItWorks.intro')}</p>
      <ol className="how-it-works__steps">
        {STEPS.map((step) => (
          <li key={step.title} className="how-it-works__step">
            <h2 className="how-it-works__title">{t(step.title)}</h2>
            <p>{t(step.text)}</p>
          </li>
        ))}
      </ol>
      <Link to="/explore" className="button button--primary">
        {t('howItWorks.explore')}
      </Link>
    </div>
  );
}
