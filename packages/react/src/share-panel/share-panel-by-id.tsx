import { campaignShareUrl, type ShareEventDetail } from '@lomi/core';
import { CampaignError } from '../campaign-status/campaign-error.tsx';
import { useCampaign } from '../provider/use-campaign.ts';
import { useTranslate } from '../provider/use-translate.ts';
import { LomiRoot } from '../root/lomi-root.tsx';
import { SharePanel } from './share-panel.tsx';

export interface SharePanelByIdProps {
  /** Id of the campaign to share. */
  campaignId: number;
  /** The link to share. Default: the campaign's page on the current origin (`/campaign/{id}`). */
  url?: string;
  /** See {@link SharePanel}. */
  onShare?: (detail: ShareEventDetail) => void;
}

/**
 * {@link SharePanel} for a campaign fetched through the provider's client (for its title). Shows a quiet
 * skeleton while loading and a translated message (with Try again) on failure; `data-state` tells which.
 */
export function SharePanelById({ campaignId, url, onShare }: SharePanelByIdProps) {
  const result = useCampaign(campaignId);
  const t = useTranslate();

  if (result.state === 'loading') {
    return (
      <LomiRoot className="lomi-share lomi-share--loading" data-state="loading" aria-busy="true">
        <p className="lomi-visually-hidden" role="status">
          {t('campaign-state.loading')}
        </p>
        <div className="lomi-skeleton-group" aria-hidden="true">
          <div className="lomi-skeleton lomi-skeleton--line lomi-skeleton--short" />
          <div className="lomi-skeleton lomi-share__skeleton-links" />
          <div className="lomi-skeleton lomi-share__skeleton-links" />
        </div>
      </LomiRoot>
    );
  }
  if (result.state === 'error') {
    return (
      <LomiRoot className="lomi-share" data-state="error">
        <CampaignError error={result.error} onRetry={result.retry} />
      </LomiRoot>
    );
  }
  return (
    <SharePanel
      campaignId={campaignId}
      url={url ?? campaignShareUrl(window.location.origin, campaignId)}
      title={result.campaign.title}
      onShare={onShare}
    />
  );
}
