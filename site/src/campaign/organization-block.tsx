import { Link } from 'react-router';
import type { CampaignOrganization } from '@lomi/core';
import { useLomiClient } from '@lomi/react';
import { useSiteText } from '../language/use-site-text.ts';
import { organizationPath } from '../routing/organization-path.ts';

/** Who runs the campaign (§2): logo ('No Logo' without one), name, description and 'View Profile'. */
export function OrganizationBlock({ organization }: { organization: CampaignOrganization }) {
  const t = useSiteText();
  const client = useLomiClient();
  return (
    <section className="organization-block" aria-labelledby="organization-heading">
      <h2 id="organization-heading" className="organization-block__heading">
        {t('campaign.organization.heading')}
      </h2>
      <div className="organization-block__identity">
        {organization.logo ? (
          // The name is printed right beside the logo, so the image itself adds nothing to read out.
          <img className="organization-block__logo" src={client.urls.media(organization.logo)} alt="" />
        ) : (
          <span className="organization-block__logo organization-block__logo--none">
            {t('campaign.organization.noLogo')}
          </span>
        )}
        <p className="organization-block__name">{organization.name}</p>
      </div>
      <p className="organization-block__description">{organization.description}</p>
      <Link className="button button--secondary" to={organizationPath(organization.id)}>
        {t('campaign.organization.viewProfile')}
      </Link>
    </section>
  );
}
