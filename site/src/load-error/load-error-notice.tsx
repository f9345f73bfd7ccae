import { useSiteText } from '../language/use-site-text.ts';

interface LoadErrorNoticeProps {
  /** Called by the Reload button. */
  onReload: () => void;
}

/** What {@link LoadErrorBoundary} shows: the part could not be shown, and a button to reload the page. */
export function LoadErrorNotice({ onReload }: LoadErrorNoticeProps) {
  const t = useSiteText();
  return (
    <div className="status status--error" role="alert" data-state="error">
      <p>{t('loadError.message')}</p>
      <button type="button" className="button button--secondary" onClick={onReload}>
        {t('loadError.reload')}
      </button>
    </div>
  );
}
