import type { ApiError, MessageKey } from '@lomi/core';
import { useTranslate } from '../provider/use-translate.ts';

export interface CampaignErrorProps {
  error: ApiError;
  /** Fetch again; shown as a button when given. */
  onRetry?: () => void;
}

/** The quiet, translated message a `…ById` component shows when its campaign cannot be loaded. */
export function CampaignError({ error, onRetry }: CampaignErrorProps) {
  const t = useTranslate();
  return (
    <div className="lomi-status lomi-status--error" part="error" role="alert" data-error-code={error.code}>
      <p className="lomi-status__text">{t(errorMessageKey(error))}</p>
      {onRetry && error.status !== 404 ? (
        <button type="button" className="lomi-status__retry" part="retry-button" onClick={onRetry}>
          {t('campaign-state.retry')}
        </button>
      ) : null}
    </div>
  );
}

function errorMessageKey(error: ApiError): MessageKey {
  if (error.status === 404) return 'campaign-state.not-found';
  if (error.isNetworkError) return 'campaign-state.offline';
  return 'campaign-state.error';
}
