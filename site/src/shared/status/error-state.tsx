import { useSiteText } from '../../language/use-site-text.ts';
import { StatusNotice } from './status-notice.tsx';

interface ErrorStateProps {
  /** Called by the "Try again" button. */
  onRetry: () => void;
}

/** A failed load: says so in the visitor's language and offers to try again. */
export function ErrorState({ onRetry }: ErrorStateProps) {
  const t = useSiteText();
  return <StatusNotice message={t('status.error')} action={{ label: t('status.retry'), onClick: onRetry }} />;
}
