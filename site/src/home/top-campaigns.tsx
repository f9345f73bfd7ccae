import { Link } from 'react-router';
import type { Campaign } from '@lomi/core';
import { CampaignGrid } from '../campaign-grid/campaign-grid.tsx';
import { useApi } from '../data/use-api.ts';
import { useSiteText } from '../language/use-site-text.ts';
import { ErrorState } from '../status/error-state.tsx';
import { LoadingState } from '../status/loading-state.tsx';

/** How many campaigns the home page shows; the full list is one click away on /explore. */
const SHOWN = 6;

/** The campaigns that raised the most, ahead of the rest. Ties keep the API's order. */
function byRaised(campaigns: readonly Campaign[]): Campaign[] {
  return [...campaigns].sort((a, b) => b.collected_amount - a.collected_amount).slice(0, SHOWN);
}

/** "Top Raising Campaigns" (§1): cards of the campaigns with the most raised, and a link to browse all. */
export function TopCampaigns() {
  const t = useSiteText();
  const campaigns = useApi('home/top-campaigns', (client, signal) =>
    client.campaigns.list({ page: 1 }, { signal }),
  );
  return (
    <section className="home-section" aria-labelledby="top-campaigns-title" data-state={campaigns.state}>
      <div className="home-section__header">
        <h2 id="top-campaigns-title" className="home-section__title">
          {t('home.top.title')}
        </h2>
        <Link to="/explore" className="home-section__more">
          {t('home.top.browseAll')}
        </Link>
      </div>
      {campaigns.state === 'loading' && <LoadingState />}
      {campaigns.state === 'error' && <ErrorState onRetry={campaigns.retry} />}
      {campaigns.state === 'ready' &&
        (campaigns.data.results.length === 0 ? (
          <p className="home-section__empty">{t('home.top.empty')}</p>
        ) : (
          <CampaignGrid campaigns={byRaised(campaigns.data.results)} label={t('home.top.title')} />
        ))}
    </section>
  );
}
