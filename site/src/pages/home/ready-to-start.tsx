import { Link } from 'react-router';
import { ComingSoonButton } from '../../features/coming-soon/coming-soon-button.tsx';
import { useSiteText } from '../../language/use-site-text.ts';

/** "Ready to get started?" (§1): the disabled create-campaign button again and a link to how it works. */
export function ReadyToStart() {
  const t = useSiteText();
  return (
    <section className="home-ready" aria-labelledby="ready-title">
      <h2 id="ready-title" className="home-ready__title">
        {t('home.ready.title')}
      </h2>
      <p className="home-ready__text">{t('home.ready.text')}</p>
      <div className="home-ready__actions">
        <ComingSoonButton />
        <Link to="/howitworks" className="button button--secondary">
          {t('home.ready.howItWorks')}
        </Link>
      </div>
    </section>
  );
}
