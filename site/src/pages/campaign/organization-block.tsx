import { Link } from 'react-router';
import type { CampaignOrganization } from '@lomi/core';
import { useSiteText } from '../../language/use-site-text.ts';
import { OrganizationIdentity } from '../../features/organization-identity/organization-identity.tsx';
import { organizationPath } from '../../routing/organization-path.ts';

/** Who runs the campaign (§2): logo ('No Logo' without one), name, description and 'View Profile'. */
export function OrganizationBlock({ organization }: { organization: CampaignOrganization }) {
  const t = useSiteText();
  return (
    <section className="organization-block" aria-labelledby="organization-heading">
      <h2 id="organization-heading" className="organization-block__heading">
        {t('campaign.organization.heading')}
      </h2>
      <OrganizationIdentity
        logo={organization.logo}
        name={<p className="organization-block__name">{organization.name}</p>}
      />
      <p className="organization-block__description">{organization.description}</p>
      <Link className="button button--secondary" to={organizationPath(organization.id)}>
        {t('campaign.organization.viewProfile')}
      </Link>
    </section>
  );
}
