import { useParams } from 'react-router';
import { useCampaign } from '@lomi/react';
import { useDocumentTitle } from '../layout/use-document-title.ts';
import { useSiteText } from '../language/use-site-text.ts';
import { ErrorState } from '../status/error-state.tsx';
import { LoadingState } from '../status/loading-state.tsx';
import { CampaignNotFound } from './campaign-not-found.tsx';
import { CampaignView } from './campaign-view.tsx';
import './campaign.css';

/** /campaign/{id} (§2 Campaign detail) with its loading, not-found and error states. */
export default function CampaignPage() {
  const { id = '' } = useParams();
  // Only plain digits are ids; anything else ("12abc", "-1") cannot exist, so no request is made.
  if (!/^\d{1,15}$/.test(id)) return <CampaignNotFound />;
  return <CampaignDetail key={id} id={Number(id)} />;
}

function CampaignDetail({ id }: { id: number }) {
  const t = useSiteText();
  const result = useCampaign(id);
  useDocumentTitle(result.state === 'ready' ? result.campaign.title : t('status.loading'));
  if (result.state === 'loading') return <LoadingState />;
  if (result.state === 'error') {
    // 400 (an id the API rejects) and 404 both mean there is no such campaign to show.
    if (result.error.status === 404 || result.error.status === 400) return <CampaignNotFound />;
    return (
      <div className="page">
        <h1 className="page__title">{t('campaign.error.title')}</h1>
        <ErrorState onRetry={result.retry} />
      </div>
    );
  }
  return <CampaignView campaign={result.campaign} />;
}
