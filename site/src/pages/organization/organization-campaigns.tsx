import type { Campaign } from '@lomi/core';
import { CampaignCard } from '@lomi/react';
import type { OrganizationMessageKey } from './organization-text.ts';
import { PagedSection } from '../../shared/pager/paged-section.tsx';
import { usePagedList } from '../../shared/pager/use-paged-list.ts';
import { campaignPath } from '../../routing/campaign-path.ts';
import { SpaLinks } from '../../routing/spa-links.tsx';
import { campaignChip, type CampaignChip } from './campaign-chip.ts';
import { useOrganizationText } from './organization-text.ts';
import '../../features/campaign-grid/campaign-grid.css';

const CHIP_TEXT: Record<CampaignChip, OrganizationMessageKey> = {
  active: 'organization.status.active',
  'goal-reached': 'organization.status.goalReached',
  ended: 'organization.status.ended',
  completed: 'organization.status.completed',
  closed: 'organization.status.closed',
};

/**
 * The organization's campaigns (§2 "campaign list with status chips"), ten a page through
 * `GET /api/campaigns/?organization_id=`, each card with a chip saying where it stands.
 */
export function OrganizationCampaigns({ organizationId }: { organizationId: number }) {
  const t = useOrganizationText();
  // A page after the last one (an old link, campaigns that ended since) shows the first page instead.
  const list = usePagedList({
    key: `organization/${organizationId}/campaigns`,
    load: (client, page, signal) => client.campaigns.list({ organizationId, page }, { signal }),
  });

  return (
    <section
      className="organization-campaigns"
      aria-labelledby="organization-campaigns"
      data-state={list.state}
    >
      <h2 id="organization-campaigns" className="organization-campaigns__title">
        {t('organization.campaigns.title')}
      </h2>
      {list.data ? (
        <p className="organization-campaigns__count">
          {t('organization.campaigns.count', { count: list.data.count })}
        </p>
      ) : null}
      <PagedSection
        list={list}
        errorMessage={<p className="organization-campaigns__error">{t('organization.campaigns.error')}</p>}
        empty={<p className="organization-campaigns__empty">{t('organization.campaigns.empty')}</p>}
      >
        {(results) => <CampaignList campaigns={results} label={t('organization.campaigns.title')} />}
      </PagedSection>
    </section>
  );
}

function CampaignList({ campaigns, label }: { campaigns: readonly Campaign[]; label: string }) {
  const t = useOrganizationText();
  return (
    <SpaLinks>
      <ul className="campaign-grid" aria-label={label}>
        {campaigns.map((campaign) => {
          const chip = campaignChip(campaign);
          return (
            <li key={campaign.id} className="campaign-grid__item organization-campaign">
              <CampaignCard campaign={campaign} href={campaignPath(campaign.id)} />
              <p className={`status-chip status-chip--${chip}`}>
                {t('organization.status.label', { status: t(CHIP_TEXT[chip]) })}
              </p>
            </li>
          );
        })}
      </ul>
    </SpaLinks>
  );
}
