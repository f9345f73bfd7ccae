import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError, type Campaign } from '@lomi/core';
import { CampaignCard } from '@lomi/react';
import { useApi } from '../data/use-api.ts';
import type { OrganizationMessageKey } from './organization-text.ts';
import { Pager } from '../pager/pager.tsx';
import { campaignPath } from '../routing/campaign-path.ts';
import { SpaLinks } from '../routing/spa-links.tsx';
import { ErrorState } from '../status/error-state.tsx';
import { LoadingState } from '../status/loading-state.tsx';
import { campaignChip, type CampaignChip } from './campaign-chip.ts';
import { useOrganizationText } from './organization-text.ts';
import '../campaign-grid/campaign-grid.css';

const CHIP_TEXT: Record<CampaignChip, OrganizationMessageKey> = {
  active: 'organization.status.active',
  'goal-reached': 'organization.status.goalReached',
  ended: 'organization.status.ended',
  completed: 'organization.status.completed',
  closed: 'organization.status.closed',
};

/** `?page=` of the list: a whole number from 1, else the first page. */
function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/**
 * The organization's campaigns (§2 "campaign list with status chips"), ten a page through
 * `GET /api/campaigns/?organization_id=`, each card with a chip saying where it stands.
 */
export function OrganizationCampaigns({ organizationId }: { organizationId: number }) {
  const t = useOrganizationText();
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const result = useApi(`organization/${organizationId}/campaigns?page=${page}`, (client, signal) =>
    client.campaigns.list({ organizationId, page }, { signal }),
  );
  const list = result.data;
  // A page after the last one (an old link, campaigns that ended since) is a 400: show the first page instead.
  const pastTheEnd =
    result.state === 'error' && page > 1 && result.error instanceof ApiError && result.error.status === 400;
  useEffect(() => {
    if (pastTheEnd) goTo(1);
  });

  function goTo(next: number) {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 1) updated.delete('page');
        else updated.set('page', String(next));
        return updated;
      },
      { preventScrollReset: true },
    );
  }

  return (
    <section
      className="organization-campaigns"
      aria-labelledby="organization-campaigns"
      data-state={result.state}
    >
      <h2 id="organization-campaigns" className="organization-campaigns__title">
        {t('organization.campaigns.title')}
      </h2>
      {list ? (
        <p className="organization-campaigns__count">
          {t('organization.campaigns.count', { count: list.count })}
        </p>
      ) : null}
      {result.state === 'error' ? (
        <>
          <p className="organization-campaigns__error">{t('organization.campaigns.error')}</p>
          <ErrorState onRetry={result.retry} />
        </>
      ) : list ? (
        list.results.length === 0 ? (
          <p className="organization-campaigns__empty">{t('organization.campaigns.empty')}</p>
        ) : (
          <>
            <CampaignList campaigns={list.results} label={t('organization.campaigns.title')} />
            <Pager page={page} lastPage={list.lastPage} onPageChange={goTo} />
          </>
        )
      ) : (
        <LoadingState />
      )}
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
