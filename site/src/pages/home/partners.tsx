import type { PartnerLink } from '@lomi/core';
import { useSiteText } from '../../language/use-site-text.ts';
import { useSiteSettings } from '../../layout/use-site-settings.ts';

/**
 * The partners block (§1: partner logo links), from the deployment's settings (LOMI_PARTNER_LINKS): each
 * link opens the partner's site in a new tab; none configured, no block. Demo partners are said to be
 * examples.
 */
export function Partners() {
  const t = useSiteText();
  const settings = useSiteSettings();
  if (!settings || settings.partners.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="partners-title">
      <h2 id="partners-title" className="home-section__title">
        {t('home.partners.title')}
      </h2>
      {settings.demo.includes('partners') && <p className="partners__demo">{t('home.partners.demoNote')}</p>}
      <ul className="partners">
        {settings.partners.map((partner) => (
          <li key={partner.url}>
            <a
              className="partners__link"
              href={partner.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('home.partners.visit', { name: partner.name })}
            >
              <PartnerMark partner={partner} />
              <span className="partners__name">{partner.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The partner's initial in a circle: a plain mark, since no logo is downloaded from elsewhere. */
function PartnerMark({ partner }: { partner: PartnerLink }) {
  const initial = [...partner.name.trim()][0]?.toLocaleUpperCase() ?? '?';
  return (
    <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="22" fill="#0b6e4f" />
      <text x="24" y="31" textAnchor="middle" fontSize="22" fontWeight="700" fill="#fff">
        {initial}
      </text>
    </svg>
  );
}
