import { useSiteText } from '../../language/use-site-text.ts';
import './pager.css';

interface PagerProps {
  /** Current page, from 1. */
  page: number;
  /** Last page, at least 1 (`ceil(count / 10)`). */
  lastPage: number;
  onPageChange: (page: number) => void;
}

/**
 * Previous / next buttons around "page / last page" (§2 Explore); renders nothing when there is one page.
 * The end buttons are `aria-disabled`, not `disabled`, so keyboard focus is not dropped on the body when the
 * visitor reaches the first or last page.
 */
export function Pager({ page, lastPage, onPageChange }: PagerProps) {
  const t = useSiteText();
  if (lastPage <= 1) return null;
  const atStart = page <= 1;
  const atEnd = page >= lastPage;
  return (
    <nav className="pager" aria-label={t('pager.label')}>
      <button
        type="button"
        className="button button--secondary pager__button"
        aria-label={t('pager.previousLabel')}
        aria-disabled={atStart}
        onClick={() => {
          if (!atStart) onPageChange(page - 1);
        }}
      >
        <span aria-hidden="true">←</span> {t('pager.previous')}
      </button>
      <p className="pager__status" aria-live="polite">
        <span aria-hidden="true">
          {page} / {lastPage}
        </span>
        <span className="visually-hidden">{t('pager.status', { page, lastPage })}</span>
      </p>
      <button
        type="button"
        className="button button--secondary pager__button"
        aria-label={t('pager.nextLabel')}
        aria-disabled={atEnd}
        onClick={() => {
          if (!atEnd) onPageChange(page + 1);
        }}
      >
        {t('pager.next')} <span aria-hidden="true">→</span>
      </button>
    </nav>
  );
}
