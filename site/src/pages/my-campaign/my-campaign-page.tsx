import { Link, useParams } from 'react-router';
import { parsePositiveId } from '@lomi/core';
import { CampaignTextProvider } from '../campaign/campaign-text.ts';
import { useDocumentTitle } from '../../layout/use-document-title.ts';
import { useSiteText } from '../../language/use-site-text.ts';
import { ErrorState } from '../../shared/status/error-state.tsx';
import { LoadingState } from '../../shared/status/loading-state.tsx';
import { LiveStatus } from './live-status.tsx';
import { MyCampaignTextProvider, useMyCampaignText } from './my-campaign-text.ts';
import { MyCampaignView } from './my-campaign-view.tsx';
import { usePolledCampaign } from './use-polled-campaign.ts';
import '../campaign/campaign.css';
import './my-campaign.css';

const MY_CAMPAIGNS_PATH = '/mycampaigns';

/**
 * /my-campaign/{id} (§2 Creator dashboard; login only, see app/pages.ts): the owner's campaign, polled every
 * 2 s, with its loading, not-found (someone else's or no such campaign) and error states. Built from the
 * campaign page's parts, so its texts come with the campaign page's catalog and the dashboard's own.
 */
export default function MyCampaignRoute() {
  const { id = '' } = useParams();
  const campaignId = parsePositiveId(id);
  return (
    <CampaignTextProvider fallback={<LoadingState />}>
      <MyCampaignTextProvider fallback={<LoadingState />}>
        {/* Only an id by @lomi/core's rule can exist; for anything else nothing is asked. */}
        {campaignId === undefined ? <UnknownId /> : <Dashboard key={campaignId} campaignId={campaignId} />}
      </MyCampaignTextProvider>
    </CampaignTextProvider>
  );
}

function Dashboard({ campaignId }: { campaignId: number }) {
  const t = useMyCampaignText();
  const site = useSiteText();
  const polled = usePolledCampaign(campaignId);
  useDocumentTitle(
    'campaign' in polled
      ? t('myCampaign.documentTitle', { title: polled.campaign.title })
      : {
          loading: site('status.loading'),
          failed: t('myCampaign.error.title'),
          'not-found': t('myCampaign.notFound.title'),
        }[polled.status],
  );

  if (polled.status === 'not-found') return <DashboardNotFound />;
  if (polled.status === 'loading') {
    return (
      <div className="page my-campaign" data-state="loading">
        <h1 className="page__title">{t('myCampaign.eyebrow')}</h1>
        <LoadingState />
      </div>
    );
  }
  if (polled.status === 'failed') {
    return (
      <div className="page my-campaign" data-state="error">
        <h1 className="page__title">{t('myCampaign.error.title')}</h1>
        <ErrorState onRetry={polled.retry} />
      </div>
    );
  }
  return (
    <article
      className="page campaign my-campaign"
      data-state={polled.status}
      aria-labelledby="my-campaign-title"
    >
      <p className="my-campaign__back">
        <Link to={MY_CAMPAIGNS_PATH}>{t('myCampaign.back')}</Link>
      </p>
      <div className="my-campaign__head">
        <div>
          <p className="my-campaign__eyebrow">{t('myCampaign.eyebrow')}</p>
          <h1 id="my-campaign-title" className="page__title">
            {polled.campaign.title}
          </h1>
        </div>
        <LiveStatus status={polled.status} updatedAt={polled.updatedAt} />
      </div>
      <MyCampaignView campaign={polled.campaign} />
    </article>
  );
}

/** An id that cannot exist (not plain digits). */
function UnknownId() {
  const t = useMyCampaignText();
  useDocumentTitle(t('myCampaign.notFound.title'));
  return <DashboardNotFound />;
}

/** Someone else's campaign or none at all: the same answer, so nothing tells which ids exist. */
function DashboardNotFound() {
  const t = useMyCampaignText();
  return (
    <div className="page my-campaign" data-state="not-found">
      <h1 className="page__title">{t('myCampaign.notFound.title')}</h1>
      <p>{t('myCampaign.notFound.text')}</p>
      <Link to={MY_CAMPAIGNS_PATH} className="button button--primary">
        {t('myCampaign.notFound.back')}
      </Link>
    </div>
  );
}
