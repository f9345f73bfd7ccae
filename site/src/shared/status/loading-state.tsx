import { useSiteText } from '../../language/use-site-text.ts';

/** A quiet, announced "Loading…" for a page or a block that waits for data or code. */
export function LoadingState() {
  const t = useSiteText();
  return (
    <p className="status status--loading" role="status" data-state="loading">
      <span className="status__spinner" aria-hidden="true" />
      {t('status.loading')}
    </p>
  );
}
