import { formatDate } from '@lomi/core';
import { useApi } from '../../shared/data/use-api.ts';
import { useSiteLanguage } from '../../language/language-context.ts';
import { OrganizationIdentity } from '../../features/organization-identity/organization-identity.tsx';
import { useCampaignText } from './campaign-text.ts';

/**
 * §2: a campaign created by a charity shows the charity's card (logo, name, description, created date). Read
 * from `GET /charity/byid/{id}`; while it loads, and if it cannot be read (§8: fetch failures are only
 * logged), nothing is shown.
 */
export function CharityCard({ charityId }: { charityId: number }) {
  const t = useCampaignText();
  const { locale } = useSiteLanguage();
  const result = useApi(`charity/${charityId}`, (api, signal) => api.charities.get(charityId, { signal }));
  const charity = result.data;
  if (!charity) return null;
  return (
    <section className="charity-card" aria-labelledby="charity-heading">
      <h2 id="charity-heading" className="charity-card__heading">
        {t('campaignDetail.charity.heading')}
      </h2>
      <OrganizationIdentity logo={charity.logo} name={<p className="charity-card__name">{charity.name}</p>}>
        <p className="charity-card__created">
          <time dateTime={charity.dateCreated}>
            {t('campaignDetail.charity.created', { date: formatDate(charity.dateCreated, locale) })}
          </time>
        </p>
      </OrganizationIdentity>
      <p className="charity-card__description">{charity.description}</p>
    </section>
  );
}
