import { formatDate } from '@lomi/core';
import { useLomiClient } from '@lomi/react';
import { useApi } from '../data/use-api.ts';
import { useSiteLanguage } from '../language/language-context.ts';
import { useSiteText } from '../language/use-site-text.ts';
import { useCampaignText } from './campaign-text.ts';

/**
 * §2: a campaign created by a charity shows the charity's card (logo, name, description, created date). Read
 * from `GET /charity/byid/{id}`; while it loads, and if it cannot be read (§8: fetch failures are only
 * logged), nothing is shown.
 */
export function CharityCard({ charityId }: { charityId: number }) {
  const t = useCampaignText();
  const siteText = useSiteText();
  const { locale } = useSiteLanguage();
  const client = useLomiClient();
  const result = useApi(`charity/${charityId}`, (api, signal) => api.charities.get(charityId, { signal }));
  const charity = result.data;
  if (!charity) return null;
  return (
    <section className="charity-card" aria-labelledby="charity-heading">
      <h2 id="charity-heading" className="charity-card__heading">
        {t('campaignDetail.charity.heading')}
      </h2>
      <div className="charity-card__identity">
        {charity.logo ? (
          // The name is printed right beside the logo, so the image itself adds nothing to read out.
          <img className="charity-card__logo" src={client.urls.media(charity.logo)} alt="" />
        ) : (
          <span className="charity-card__logo charity-card__logo--none">
            {siteText('campaign.organization.noLogo')}
          </span>
        )}
        <div>
          <p className="charity-card__name">{charity.name}</p>
          <p className="charity-card__created">
            <time dateTime={charity.dateCreated}>
              {t('campaignDetail.charity.created', { date: formatDate(charity.dateCreated, locale) })}
            </time>
          </p>
        </div>
      </div>
      <p className="charity-card__description">{charity.description}</p>
    </section>
  );
}
