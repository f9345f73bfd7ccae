import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError, type Campaign } from '@lomi/core';
import { CampaignGrid } from '../campaign-grid/campaign-grid.tsx';
import { ComingSoonAction } from '../coming-soon-action/coming-soon-action.tsx';
import { useAccountApi } from '../session/use-account-api.ts';
import { useDocumentTitle } from '../layout/use-document-title.ts';
import { readPage, withPage } from '../page-param/page-param.ts';
import { Pager } from '../pager/pager.tsx';
import { ErrorState } from '../status/error-state.tsx';
import { LoadingState } from '../status/loading-state.tsx';
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

/**
 * The campaigns of the organizations the user owns, in any status, as a grid whose cards open each one's
 * creator dashboard (/my-campaign/{id}). Creating one is 'coming soon' (§1: our team sets campaigns up).
 */
export function MyCampaignsPage() {
  const t = useMyCampaignsText();
  useDocumentTitle(t('myCampaigns.documentTitle'));
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const title = useRef<HTMLHeadingElement>(null);
  const mine = useAccountApi(`campaigns/mine?page=${page}`, (account, signal) =>
    account.myCampaigns.list(page, { signal }),
  );

  const pastTheEnd = page > 1 && mine.error instanceof ApiError && mine.error.status === 400;
  useEffect(() => {
    if (pastTheEnd) setParams(withPage(params, 1), { replace: true });
  });

  const data = mine.data;
  return (
    <div className="page my-campaigns">
      <div className="my-campaigns__head">
        <h1 ref={title} className="page__title">
          {t('myCampaigns.title')}
        </h1>
        <ComingSoonAction label={t('myCampaigns.createCampaign')} note={t('myCampaigns.comingSoon')} />
      </div>
      <p className="my-campaigns__count" aria-live="polite">
        {data ? t('myCampaigns.count', { count: data.count }) : ''}
      </p>
      {/* The cards' titles are h3: this names their list in the outline. */}
      <h2 className="visually-hidden">{t('myCampaigns.list')}</h2>
      {mine.state === 'error' && !pastTheEnd && <ErrorState onRetry={mine.retry} />}
      {!data && mine.state === 'loading' && <LoadingState />}
      {data && (
        <div aria-busy={mine.state === 'loading'} data-state={mine.state}>
          {data.results.length === 0 ? (
            <p>{t('myCampaigns.empty')}</p>
          ) : (
            <CampaignGrid campaigns={data.results} label={t('myCampaigns.list')} hrefOf={dashboardOf} />
          )}
          <Pager
            page={page}
            lastPage={data.lastPage}
            onPageChange={(next) => {
              setParams(withPage(params, next));
              title.current?.scrollIntoView({ block: 'start' });
            }}
          />
        </div>
      )}
    </div>
  );
}
