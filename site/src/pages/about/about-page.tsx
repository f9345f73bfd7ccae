import { Link } from 'react-router';
import { createPageCatalog, type PageCatalogKey } from '../../shared/page-text/create-page-catalog.tsx';
import { useDocumentTitle } from '../../layout/use-document-title.ts';
import { LoadingState } from '../../shared/status/loading-state.tsx';
import './about.css';

/** The texts of /about, fetched when it is first shown. */
const aboutCatalog = createPageCatalog({
  en: () => import('../../i18n/about/en.json', { with: { type: 'json' } }),
  am: () => import('../../i18n/about/am.json', { with: { type: 'json' } }),
});
type AboutMessageKey = PageCatalogKey<typeof aboutCatalog>;

/** The three team members shown (§1: the page speaks of a team of ten and shows three). */
const MEMBERS = [1, 2, 3] as const;

/** /about (§2): why Lomi exists, how it works with organizations, the team, and how to reach it. */
export default function AboutPage() {
  return (
    <aboutCatalog.Provider fallback={<LoadingState />}>
      <About />
    </aboutCatalog.Provider>
  );
}

function About() {
  const t = aboutCatalog.useText();
  useDocumentTitle(t('about.documentTitle'));
  return (
    <div className="page about">
      <h1 className="page__title">{t('about.title')}</h1>
      <p className="about__lead">{t('about.lead')}</p>
      <div className="about__columns">
        <section aria-labelledby="about-mission">
          <h2 id="about-mission">{t('about.mission.title')}</h2>
          <p>{t('about.mission.text')}</p>
        </section>
        <section aria-labelledby="about-how">
          <h2 id="about-how">{t('about.how.title')}</h2>
          <p>{t('about.how.text')}</p>
        </section>
      </div>
      <section className="about__team" aria-labelledby="about-team">
        <h2 id="about-team">{t('about.team.title')}</h2>
        <p>{t('about.team.text')}</p>
        <ul className="about__members">
          {MEMBERS.map((n) => {
            const name = t(`about.team.member${n}.name` satisfies AboutMessageKey);
            return (
              <li key={n} className="about__member">
                {/* The initial stands in for a photo; the name is right below it. */}
                <span className="about__avatar" aria-hidden="true">
                  {[...name][0]}
                </span>
                <h3 className="about__name">{name}</h3>
                <p className="about__role">{t(`about.team.member${n}.role` satisfies AboutMessageKey)}</p>
                <p>{t(`about.team.member${n}.bio` satisfies AboutMessageKey)}</p>
              </li>
            );
          })}
        </ul>
      </section>
      <section className="about__contact" aria-labelledby="about-contact">
        <h2 id="about-contact">{t('about.contact.title')}</h2>
        <p>{t('about.contact.text')}</p>
        <div className="about__actions">
          <Link to="/help" className="button button--primary">
            {t('about.contact.help')}
          </Link>
          <Link to="/explore" className="button button--secondary">
            {t('about.contact.explore')}
          </Link>
        </div>
      </section>
    </div>
  );
}
