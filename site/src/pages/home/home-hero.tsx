import { Link } from 'react-router';
import { ComingSoonButton } from '../../features/coming-soon/coming-soon-button.tsx';
import { useSiteText } from '../../language/use-site-text.ts';

/** The opening block: "Open your heart to those in need", the disabled create button and the way to browse. */
export function HomeHero() {
  const t = useSiteText();
  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      <div className="home-hero__inner">
        <h1 id="home-hero-title" className="home-hero__title">
          {t('home.hero.title')}
        </h1>
        <p className="home-hero__text">{t('home.hero.text')}</p>
        <div className="home-hero__actions">
          <ComingSoonButton />
          <Link to="/explore" className="button button--secondary">
            {t('home.hero.browse')}
          </Link>
        </div>
      </div>
    </section>
  );
}
