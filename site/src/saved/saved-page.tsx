import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '@lomi/core';
import { CampaignGrid } from '../campaign-grid/campaign-grid.tsx';
import { useAccountApi } from '../session/use-account-api.ts';
import { useDocumentTitle } from '../layout/use-document-title.ts';
import { readPage, withPage } from '../page-param/page-param.ts';
import { Pager } from '../pager/pager.tsx';
import { ErrorState } from '../status/error-state.tsx';
import { LoadingState } from '../status/loading-state.tsx';
import { SavedTextProvider, useSavedText } from './saved-text.ts';
import './saved.css';

/** /saved (§2; login only, see app/pages.ts); the page's texts are fetched with it. */
export default function SavedRoute() {
  return (
    <SavedTextProvider fallback={<LoadingState />}>
      <SavedPage />
    </SavedTextProvider>
  );
}

/**
 * 'Saved Campaigns' with their count and cards, last saved first, 10 a page. Unsaving a card (its heart)
 * refetches the list, so the card leaves it (§4 save toggle).
 */
export function SavedPage() {
  const t = useSavedText();
  useDocumentTitle(t('saved.documentTitle'));
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const title = useRef<HTMLHeadingElement>(null);
  const saved = useAccountApi(`saved?page=${page}`, (account, signal) =>
    account.saved.list(page, { signal }),
  );

  // Unsaving the last card of the last page leaves that page empty (a 400 from the API): go back one page.
  const pastTheEnd = page > 1 && saved.error instanceof ApiError && saved.error.status === 400;
  useEffect(() => {
    if (pastTheEnd) setParams(withPage(params, page - 1), { replace: true });
  });

  const data = saved.data;
  return (
    <div className="page saved">
      <h1 ref={title} className="page__title">
        {t('saved.title')}
      </h1>
      <div className="saved__summary">
        <p className="saved__count" aria-live="polite">
          {data ? t('saved.count', { count: data.count }) : ''}
        </p>
        {data && saved.state === 'loading' && (
          <p className="saved__updating" role="status">
            {t('saved.updating')}
          </p>
        )}
      </div>
      {/* The cards' titles are h3: this names their list in the outline. */}
      <h2 className="visually-hidden">{t('saved.list')}</h2>
      {saved.state === 'error' && !pastTheEnd && <ErrorState onRetry={saved.retry} />}
      {!data && saved.state === 'loading' && <LoadingState />}
      {data && (
        <div aria-busy={saved.state === 'loading'} data-state={saved.state}>
          {data.results.length === 0 ? (
            <div className="saved__empty">
              <p>{t('saved.empty')}</p>
              <Link className="button button--primary" to="/explore">
                {t('saved.explore')}
              </Link>
            </div>
          ) : (
            <CampaignGrid
              campaigns={data.results.map((item) => item.campaign)}
              label={t('saved.list')}
              onSavedChange={saved.retry}
            />
          )}
          <Pager
            page={page}
            lastPage={data.lastPage}
            onPageChange={(next) => {
              setParams(withPage(params, next));
              title.current?.scrollIntoView({ block: 'start' });
            }}
          />
        </div>
      )}
    </div>
  );
}
