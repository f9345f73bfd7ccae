import type { ComponentType } from 'react';
import type { SiteMessageKey } from '../i18n/site-messages.ts';
import { useSiteText } from '../language/use-site-text.ts';
import { EntotoLogo, SelamLogo, TanaLogo } from './partner-logos.tsx';

/** The partners shown on the home page (§1: three partner logo links). */
const PARTNERS: ReadonlyArray<{ name: SiteMessageKey; href: string; Logo: ComponentType }> = [
  { name: 'partner.selam', href: 'https://selam-mobile-money.example/', Logo: SelamLogo },
  { name: 'partner.tana', href: 'https://tana-trust.example/', Logo: TanaLogo },
  { name: 'partner.entoto', href: 'https://entoto-network.example/', Logo: EntotoLogo },
];

/** The partners block: three logo links, each opening the partner's site in a new tab. */
export function Partners() {
  const t = useSiteText();
  return (
    <section className="home-section" aria-labelledby="partners-title">
      <h2 id="partners-title" className="home-section__title">
        {t('home.partners.title')}
      </h2>
      <ul className="partners">
        {PARTNERS.map(({ name, href, Logo }) => (
          <li key={name}>
            <a
              className="partners__link"
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('home.partners.visit', { name: t(name) })}
            >
              <Logo />
              <span className="partners__name">{t(name)}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
