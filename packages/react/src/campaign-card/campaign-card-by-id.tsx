import { CampaignError } from '../campaign-status/campaign-error.tsx';
import { useCampaign } from '../provider/use-campaign.ts';
import { useTranslate } from '../provider/use-translate.ts';
import { LomiRoot } from '../root/lomi-root.tsx';
import { CampaignCard, type CampaignCardViewer } from './campaign-card.tsx';

export interface CampaignCardByIdProps {
  /** Id of the campaign to show. */
  campaignId: number;
  /** Where the card links to; see {@link CampaignCard}. */
  href?: string;
  /** The signed-in visitor; see {@link CampaignCard}. */
  viewer?: CampaignCardViewer;
}

/**
 * {@link CampaignCard} for a campaign fetched through the provider's client. Shows a quiet skeleton while
 * loading and a translated message (with Try again) on failure; `data-state` tells which.
 */
export function CampaignCardById({ campaignId, href, viewer }: CampaignCardByIdProps) {
  const result = useCampaign(campaignId);
  const t = useTranslate();

  if (result.state === 'loading') {
    return (
      <LomiRoot
        as="article"
        className="lomi-card lomi-card--loading"
        part="card"
        data-state="loading"
        aria-busy="true"
      >
        <p className="lomi-visually-hidden" role="status">
          {t('campaign-state.loading')}
        </p>
        <div className="lomi-card__media lomi-skeleton" part="skeleton" aria-hidden="true" />
        <div className="lomi-card__body lomi-skeleton-group" aria-hidden="true">
          <div className="lomi-skeleton lomi-skeleton--line" part="skeleton" />
          <div className="lomi-skeleton lomi-skeleton--line lomi-skeleton--short" part="skeleton" />
          <div className="lomi-skeleton lomi-skeleton--bar" part="skeleton" />
        </div>
      </LomiRoot>
    );
  }
  if (result.state === 'error') {
    return (
      <LomiRoot className="lomi-card lomi-card--error" part="card" data-state="error">
        <CampaignError error={result.error} onRetry={result.retry} />
      </LomiRoot>
    );
  }
  return <CampaignCard campaign={result.campaign} href={href} viewer={viewer} />;
}
