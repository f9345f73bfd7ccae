import { useCallback, useState } from 'react';
import { useParams } from 'react-router';
import { errorKind, parsePositiveId } from '@lomi/core';
import { useApi } from '../../shared/data/use-api.ts';
import { useDocumentTitle } from '../../layout/use-document-title.ts';
import { useSiteText } from '../../language/use-site-text.ts';
import { ErrorState } from '../../shared/status/error-state.tsx';
import { LoadingState } from '../../shared/status/loading-state.tsx';
import { CampaignNotFound } from './campaign-not-found.tsx';
import { CampaignTextProvider } from './campaign-text.ts';
import { CampaignView } from './campaign-view.tsx';
import './campaign.css';

/** /campaign/{id} (§2 Campaign detail) with its loading, not-found and error states. */
export default function CampaignPage() {
  const { id = '' } = useParams();
  // Only an id by @lomi/core's rule can exist ("12abc", "-1", "0" cannot), so no request is made for the rest.
  const campaignId = parsePositiveId(id);
  if (campaignId === undefined) return <CampaignNotFound />;
  return <CampaignDetail key={campaignId} id={campaignId} />;
}

function CampaignDetail({ id }: { id: number }) {
  const t = useSiteText();
  // Bumped after a donation succeeds or the owner edits the campaign: the campaign and its donations are read
  // again, while the page (and the focus in it) stays on screen, since useApi keeps the previous answer during
  // a new read.
  const [version, setVersion] = useState(0);
  const result = useApi(`campaign/${id}#${version}`, (client, signal) =>
    client.campaigns.get(id, { signal }),
  );
  const refresh = useCallback(() => setVersion((value) => value + 1), []);
  const campaign = result.data;
  useDocumentTitle(campaign ? campaign.title : t('status.loading'));

  let content;
  if (campaign) content = <CampaignView campaign={campaign} version={version} onChanged={refresh} />;
  else if (result.state === 'loading') content = <LoadingState />;
  else {
    // An id the API rejects and an unknown one both mean there is no such campaign to show.
    const kind = errorKind(result.error);
    content =
      kind === 'not-found' || kind === 'invalid' ? (
        <CampaignNotFound />
      ) : (
        <div className="page">
          <h1 className="page__title">{t('campaign.error.title')}</h1>
          <ErrorState onRetry={result.retry} />
        </div>
      );
  }
  // The provider is rendered from the start, so the page's texts download side by side with the campaign.
  return <CampaignTextProvider fallback={<LoadingState />}>{content}</CampaignTextProvider>;
}
