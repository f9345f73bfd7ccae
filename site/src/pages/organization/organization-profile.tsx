import { Link } from 'react-router';
import { formatDate, formatMoney, formatNumber, type OrganizationDetail } from '@lomi/core';
import { useSiteLanguage } from '../../language/language-context.ts';
import { OrganizationIdentity } from '../../features/organization-identity/organization-identity.tsx';
import { useOrganizationText } from './organization-text.ts';

/** Only http(s) websites become links; anything else an organization typed is shown as plain text. */
function websiteHref(website: string): string | null {
  const candidate = /^https?:\/\//i.test(website) ? website : `https://${website}`;
  try {
    const url = new URL(candidate);
    return url.hostname.includes('.') ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The organization itself (§2 organization public page): logo, name, about, contact details (contact person,
 * e-mail, phone, website, address), since when it is on Lomi, whether it accepts Asrat, and its totals.
 */
export function OrganizationProfile({ organization }: { organization: OrganizationDetail }) {
  const t = useOrganizationText();
  const { locale } = useSiteLanguage();
  const website = organization.website.trim();
  const href = website ? websiteHref(website) : null;
  return (
    <>
      <header className="organization-header">
        <OrganizationIdentity
          logo={organization.logo}
          size="large"
          name={
            <h1 id="organization-name" className="page__title organization-header__name">
              {organization.name}
            </h1>
          }
        >
          <p className="organization-header__badge">{t('organization.approved')}</p>
        </OrganizationIdentity>
      </header>
      <div className="organization-details">
        <div className="organization-details__main">
          <section aria-labelledby="organization-about">
            <h2 id="organization-about" className="organization-details__heading">
              {t('organization.about')}
            </h2>
            <p className="organization-details__description">{organization.description}</p>
          </section>
          <section aria-labelledby="organization-totals">
            <h2 id="organization-totals" className="organization-details__heading">
              {t('organization.totals')}
            </h2>
            <ul className="organization-totals">
              <li>
                <strong>{formatNumber(organization.campaign_count, locale)}</strong>{' '}
                {t('organization.totals.campaigns', { count: organization.campaign_count })}
              </li>
              <li>
                <strong>{formatMoney(organization.collected_amount, 'ETB', locale)}</strong>{' '}
                {t('organization.totals.raised')}
              </li>
            </ul>
          </section>
        </div>
        <section className="organization-details__contact" aria-labelledby="organization-contact">
          <h2 id="organization-contact" className="organization-details__heading">
            {t('organization.contact')}
          </h2>
          <dl className="organization-contact">
            {organization.contact_person_name ? (
              <div>
                <dt>{t('organization.contactPerson')}</dt>
                <dd>{organization.contact_person_name}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t('organization.email')}</dt>
              <dd>
                <a href={`mailto:${organization.email}`}>{organization.email}</a>
              </dd>
            </div>
            <div>
              <dt>{t('organization.phone')}</dt>
              <dd>
                <a href={`tel:${organization.phone_number.replace(/[^\d+]/g, '')}`}>
                  {organization.phone_number}
                </a>
              </dd>
            </div>
            {website ? (
              <div>
                <dt>{t('organization.website')}</dt>
                <dd>
                  {href ? (
                    <a
                      href={href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t('organization.websiteLabel', { website })}
                    >
                      {website}
                    </a>
                  ) : (
                    website
                  )}
                </dd>
              </div>
            ) : null}
            {organization.address ? (
              <div>
                <dt>{t('organization.address')}</dt>
                <dd>
                  <address>{organization.address}</address>
                </dd>
              </div>
            ) : null}
            <div>
              <dt>{t('organization.created')}</dt>
              <dd>
                <time dateTime={organization.created_at}>{formatDate(organization.created_at, locale)}</time>
              </dd>
            </div>
            <div>
              <dt>{t('organization.asrat')}</dt>
              <dd>{t(organization.accepts_asrat ? 'organization.asrat.yes' : 'organization.asrat.no')}</dd>
            </div>
          </dl>
          <Link className="organization-details__report" to={`/organization/${organization.id}/report`}>
            {t('organization.report')}
          </Link>
        </section>
      </div>
    </>
  );
}
