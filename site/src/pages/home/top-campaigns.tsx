import { Link } from 'react-router';
import { CampaignGrid } from '../../features/campaign-grid/campaign-grid.tsx';
import { useApi } from '../../shared/data/use-api.ts';
import { useSiteText } from '../../language/use-site-text.ts';
import { ErrorState } from '../../shared/status/error-state.tsx';
import { LoadingState } from '../../shared/status/loading-state.tsx';
import { loadTopRaising } from './load-top-raising.ts';

/** "Top Raising Campaigns" (§1): cards of the campaigns with the most raised, and a link to browse all. */
export function TopCampaigns() {
  const t = useSiteText();
  const campaigns = useApi('home/top-raising', loadTopRaising);
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
        (campaigns.data.length === 0 ? (
          <p className="home-section__empty">{t('home.top.empty')}</p>
        ) : (
          <CampaignGrid campaigns={campaigns.data} label={t('home.top.title')} />
        ))}
    </section>
  );
}
