import { useState } from 'react';
import { useApi } from '../../shared/data/use-api.ts';
import { useSiteText } from '../../language/use-site-text.ts';
import { Pager } from '../../shared/pager/pager.tsx';
import { ErrorState } from '../../shared/status/error-state.tsx';
import { LoadingState } from '../../shared/status/loading-state.tsx';
import { DonationItem } from './donation-item.tsx';

interface CampaignDonationsProps {
  campaignId: number;
  /** Bumped when the list should be read again (a new donation), keeping the page the visitor is on. */
  version?: number;
}

/** The campaign's donations, newest first, ten a page, each with its status. */
export function CampaignDonations({ campaignId, version = 0 }: CampaignDonationsProps) {
  const t = useSiteText();
  const [page, setPage] = useState(1);
  // A new donation is the newest, so it appears on page 1: go back there when the list is refreshed.
  const [shownVersion, setShownVersion] = useState(version);
  if (shownVersion !== version) {
    setShownVersion(version);
    setPage(1);
  }
  const donations = useApi(`donations?campaign=${campaignId}&page=${page}#${version}`, (client, signal) =>
    client.donations.list({ campaignId, page }, { signal }),
  );
  const data = donations.data;
  return (
    <section className="donations" aria-labelledby="donations-heading" data-state={donations.state}>
      <h2 id="donations-heading">{t('campaign.donations.heading')}</h2>
      {donations.state === 'error' && <ErrorState onRetry={donations.retry} />}
      {!data && donations.state === 'loading' && <LoadingState />}
      {data &&
        (data.count === 0 ? (
          <p className="donations__empty">{t('campaign.donations.empty')}</p>
        ) : (
          <div aria-busy={donations.state === 'loading'}>
            <p className="donations__count">{t('campaign.donations.count', { count: data.count })}</p>
            <ol className="donations__list">
              {data.results.map((donation) => (
                <DonationItem key={donation.id} donation={donation} />
              ))}
            </ol>
            <Pager page={page} lastPage={data.lastPage} onPageChange={setPage} />
          </div>
        ))}
    </section>
  );
}
