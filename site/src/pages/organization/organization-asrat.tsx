import { Link } from 'react-router';
import type { OrganizationDetail } from '@lomi/core';
import { useOwnedOrganizationIds } from '../../session/use-owned-organizations.ts';
import { AsratOwnerTools } from './asrat-owner-tools.tsx';
import { useOrganizationText } from './organization-text.ts';

/**
 * The organization page's Asrat (§2 "whether it accepts Asrat; an Asrat summary offers CSV and PDF reports"):
 * for everyone a link to the Asrat page; for the owner the year's summary, its reports and the printable QR
 * code. Nothing for an organization that does not accept Asrat.
 */
export function OrganizationAsrat({ organization }: { organization: OrganizationDetail }) {
  const t = useOrganizationText();
  const owner = useOwnedOrganizationIds().has(organization.id);
  if (!organization.accepts_asrat) return null;
  return (
    <section className="organization-asrat" aria-labelledby="organization-asrat">
      <h2 id="organization-asrat" className="organization-details__heading">
        {t('organization.asratSection.title')}
      </h2>
      <p>{t('organization.asratSection.text')}</p>
      <Link className="button button--primary" to={`/asrat/${organization.id}`}>
        {t('organization.asratSection.give')}
      </Link>
      {owner ? <AsratOwnerTools organizationId={organization.id} /> : null}
    </section>
  );
}
