import type { SiteMessageKey } from '../../i18n/site-messages.ts';
import { useSiteText } from '../../language/use-site-text.ts';

/** How a campaign comes to be while self-service creation is not open (§1): the team does it with the creator. */
const STEPS: ReadonlyArray<{ title: SiteMessageKey; text: SiteMessageKey; icon: string }> = [
  { title: 'home.steps.contact.title', text: 'home.steps.contact.text', icon: 'M4 6h16v12H4z M4 6l8 7 8-7' },
  {
    title: 'home.steps.setup.title',
    text: 'home.steps.setup.text',
    icon: 'M5 19l4-1 10-10-3-3L6 15z M14 6l3 3',
  },
  {
    title: 'home.steps.live.title',
    text: 'home.steps.live.text',
    icon: 'M12 3l2.6 5.6 6 .7-4.5 4.1 1.2 6L12 16.5 6.7 19.4l1.2-6L3.4 9.3l6-.7z',
  },
];

/** The three creator steps: contact the team, the team sets up the campaign, it goes live. */
export function CreatorSteps() {
  const t = useSiteText();
  return (
    <section className="home-section" aria-labelledby="creator-steps-title">
      <h2 id="creator-steps-title" className="home-section__title">
        {t('home.steps.title')}
      </h2>
      <ol className="creator-steps">
        {STEPS.map((step, index) => (
          <li key={step.title} className="creator-steps__step">
            <span className="creator-steps__number" aria-hidden="true">
              {index + 1}
            </span>
            <svg
              className="creator-steps__icon"
              viewBox="0 0 24 24"
              width="32"
              height="32"
              aria-hidden="true"
              focusable="false"
            >
              <path
                d={step.icon}
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinejoin="round"
              />
            </svg>
            <h3 className="creator-steps__title">{t(step.title)}</h3>
            <p className="creator-steps__text">{t(step.text)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
