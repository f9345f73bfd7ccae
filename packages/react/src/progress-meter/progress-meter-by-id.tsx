import { CampaignError } from '../campaign-status/campaign-error.tsx';
import { useCampaign } from '../provider/use-campaign.ts';
import { useTranslate } from '../provider/use-translate.ts';
import { LomiRoot } from '../root/lomi-root.tsx';
import { ProgressMeterView } from './progress-meter-view.tsx';

export interface ProgressMeterByIdProps {
  /** Id of the campaign whose progress to show. */
  campaignId: number;
}

/** {@link ProgressMeter} for a campaign fetched through the provider's client; `data-state` tells where it is. */
export function ProgressMeterById({ campaignId }: ProgressMeterByIdProps) {
  const result = useCampaign(campaignId);
  const t = useTranslate();

  if (result.state === 'loading') {
    return (
      <LomiRoot
        className="lomi-progress-meter lomi-progress-meter--loading"
        data-state="loading"
        aria-busy="true"
      >
        <p className="lomi-visually-hidden" role="status">
          {t('campaign-state.loading')}
        </p>
        <div className="lomi-progress lomi-skeleton-group" aria-hidden="true">
          <div className="lomi-skeleton lomi-skeleton--line" part="skeleton" />
          <div className="lomi-skeleton lomi-skeleton--bar" part="skeleton" />
        </div>
      </LomiRoot>
    );
  }
  if (result.state === 'error') {
    return (
      <LomiRoot className="lomi-progress-meter" data-state="error">
        <CampaignError error={result.error} onRetry={result.retry} />
      </LomiRoot>
    );
  }
  return (
    <LomiRoot className="lomi-progress-meter" data-state="ready">
      <ProgressMeterView
        collected={result.campaign.collected_amount}
        target={result.campaign.target_amount}
        currency="ETB"
      />
    </LomiRoot>
  );
}
