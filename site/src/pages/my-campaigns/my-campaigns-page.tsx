import { createAccountClient, type Campaign, type CampaignStatus } from '@lomi/core';
import { CampaignGrid } from '../../features/campaign-grid/campaign-grid.tsx';
import { ComingSoonAction } from '../../features/coming-soon-action/coming-soon-action.tsx';
import { useDocumentTitle } from '../../layout/use-document-title.ts';
import { PagedSection } from '../../shared/pager/paged-section.tsx';
import { usePagedList } from '../../shared/pager/use-paged-list.ts';
import { LoadingState } from '../../shared/status/loading-state.tsx';
import { myCampaignPath } from './my-campaign-path.ts';
import { MyCampaignsTextProvider, useMyCampaignsText } from './my-campaigns-text.ts';
import './my-campaigns.css';

/** /mycampaigns (§2; login only, see app/pages.ts); the page's texts are fetched with it. */
export default function MyCampaignsRoute() {
  return (
    <MyCampaignsTextProvider fallback={<LoadingState />}>
      <MyCampaignsPage />
    </MyCampaignsTextProvider>
  );
}

const dashboardOf = (campaign: Campaign) => myCampaignPath(campaign.id);

/** The owner sees where each campaign stands, the team's review included (in review, rejected). */
function StatusChip({ status }: { status: CampaignStatus }) {
  const t = useMyCampaignsText();
  return (
    <p className="my-campaigns__status" data-status={status}>
      {t('myCampaigns.status', { status: t(`myCampaigns.status.${status}`) })}
    </p>
  );
}

const statusOf = (campaign: Campaign) => <StatusChip status={campaign.status} />;

/**
 * The campaigns of the organizations the user owns, in any status, as a grid whose cards open each one's
 * creator dashboard (/my-campaign/{id}). Creating one is 'coming soon' (§1: our team sets campaigns up).
 */
export function MyCampaignsPage() {
  const t = useMyCampaignsText();
  useDocumentTitle(t('myCampaigns.documentTitle'));
  const mine = usePagedList({
    key: 'campaigns/mine',
    load: (client, page, signal) => createAccountClient(client).myCampaigns.list(page, { signal }),
  });

  const data = mine.data;
  return (
    <div className="page my-campaigns">
      <div className="my-campaigns__head">
        <h1 ref={mine.titleRef} className="page__title">
          {t('myCampaigns.title')}
        </h1>
        <ComingSoonAction label={t('myCampaigns.createCampaign')} note={t('myCampaigns.comingSoon')} />
      </div>
      <p className="my-campaigns__count" aria-live="polite">
        {data ? t('myCampaigns.count', { count: data.count }) : ''}
      </p>
      {/* The cards' titles are h3: this names their list in the outline. */}
      <h2 className="visually-hidden">{t('myCampaigns.list')}</h2>
      <PagedSection list={mine} empty={<p>{t('myCampaigns.empty')}</p>}>
        {(results) => (
          <CampaignGrid
            campaigns={results}
            label={t('myCampaigns.list')}
            hrefOf={dashboardOf}
            footerOf={statusOf}
          />
        )}
      </PagedSection>
    </div>
  );
}
