import { useSiteText } from '../language/use-site-text.ts';

interface ErrorStateProps {
  /** Called by the "Try again" button. */
  onRetry: () => void;
}

/** A failed load: says so in the visitor's language and offers to try again. */
export function ErrorState({ onRetry }: ErrorStateProps) {
  const t = useSiteText();
  return (
    <div className="status status--error" role="alert" data-state="error">
      <p>{t('status.error')}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {t('status.retry')}
      </button>
    </div>
  );
}
