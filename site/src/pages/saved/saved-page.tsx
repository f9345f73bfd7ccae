import { Link } from 'react-router';
import { createAccountClient } from '@lomi/core';
import { CampaignGrid } from '../../features/campaign-grid/campaign-grid.tsx';
import { useDocumentTitle } from '../../layout/use-document-title.ts';
import { PagedSection } from '../../shared/pager/paged-section.tsx';
import { usePagedList } from '../../shared/pager/use-paged-list.ts';
import { LoadingState } from '../../shared/status/loading-state.tsx';
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
  // Unsaving the last card of the last page leaves that page past the end: go back one page.
  const saved = usePagedList({
    key: 'saved',
    load: (client, page, signal) => createAccountClient(client).saved.list(page, { signal }),
    pastTheEnd: 'previous',
  });

  const data = saved.data;
  return (
    <div className="page saved">
      <h1 ref={saved.titleRef} className="page__title">
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
      <PagedSection
        list={saved}
        empty={
          <div className="saved__empty">
            <p>{t('saved.empty')}</p>
            <Link className="button button--primary" to="/explore">
              {t('saved.explore')}
            </Link>
          </div>
        }
      >
        {(results) => (
          <CampaignGrid
            campaigns={results.map((item) => item.campaign)}
            label={t('saved.list')}
            onSavedChange={saved.retry}
          />
        )}
      </PagedSection>
    </div>
  );
}
