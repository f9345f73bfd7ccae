import { useSearchParams } from 'react-router';
import { categoryLabel } from '../../features/category/category-label.ts';
import { CampaignGrid } from '../../features/campaign-grid/campaign-grid.tsx';
import { useApi } from '../../shared/data/use-api.ts';
import { useDocumentTitle } from '../../layout/use-document-title.ts';
import { useSiteText } from '../../language/use-site-text.ts';
import { PagedSection } from '../../shared/pager/paged-section.tsx';
import { usePagedList } from '../../shared/pager/use-paged-list.ts';
import { CategoryFilter } from './category-filter.tsx';
import { exploreParams, readExploreQuery, type ExploreQuery } from './explore-query.ts';
import { FeaturedCampaigns } from './featured-campaigns.tsx';
import { SearchBox } from './search-box.tsx';
import './explore.css';

/**
 * /explore (§2): the featured carousel, search, category filter, the number of matching campaigns, a pager and
 * the card grid.
 */
export default function ExplorePage() {
  const t = useSiteText();
  useDocumentTitle(t('explore.documentTitle'));
  const [params, setParams] = useSearchParams();
  const query = readExploreQuery(params);
  const { search, categories } = query;

  // A page past the end (an old link, or fewer results since) starts again at page 1.
  const campaigns = usePagedList({
    key: `explore?search=${search}&category=${categories.join(',')}`,
    load: (client, page, signal) => client.campaigns.list({ page, search, category: categories }, { signal }),
    paramsFor: (page, current) => exploreParams({ ...query, page }, current),
  });
  const categoryList = useApi('categories', (client, signal) => client.categories.list({ signal }));

  function show(next: Partial<ExploreQuery>) {
    setParams(exploreParams({ ...query, page: 1, ...next }, params));
  }

  const data = campaigns.data;
  const selectedNames = (categoryList.data?.results ?? [])
    .filter((category) => categories.includes(category.id))
    .map((category) => categoryLabel(t, category));

  return (
    <div className="page explore">
      <h1 className="page__title">{t('explore.title')}</h1>
      <FeaturedCampaigns />
      <div className="explore__toolbar">
        <SearchBox key={search} initial={search} onSearch={(next) => show({ search: next })} />
        {categoryList.data && (
          <CategoryFilter
            categories={categoryList.data.results}
            selected={categories}
            onApply={(ids) => show({ categories: ids })}
          />
        )}
      </div>
      {selectedNames.length > 0 && (
        <ul className="explore__chips" aria-label={t('explore.filter.title')}>
          {selectedNames.map((name) => (
            <li key={name} className="explore__chip">
              {name}
            </li>
          ))}
        </ul>
      )}
      <h2 ref={campaigns.titleRef} className="visually-hidden">
        {t('explore.results')}
      </h2>
      <div className="explore__summary">
        <p className="explore__count" aria-live="polite">
          {data ? t('explore.count', { count: data.count }) : ''}
        </p>
        {data && campaigns.state === 'loading' && (
          <p className="explore__updating" role="status">
            {t('explore.updating')}
          </p>
        )}
        {(search !== '' || categories.length > 0) && (
          <button
            type="button"
            className="explore__clear"
            onClick={() => show({ search: '', categories: [] })}
          >
            {t('explore.clearFilters')}
          </button>
        )}
      </div>
      <PagedSection
        list={campaigns}
        className="explore__results"
        empty={<p className="explore__empty">{t('explore.empty')}</p>}
      >
        {(results) => <CampaignGrid campaigns={results} label={t('explore.results')} />}
      </PagedSection>
    </div>
  );
}
