import { DonationItem } from '../campaign/donation-item.tsx';
import { useAccountApi } from '../../session/use-account-api.ts';
import { ErrorState } from '../../shared/status/error-state.tsx';
import { LoadingState } from '../../shared/status/loading-state.tsx';

interface OlderDonationsProps {
  campaignId: number;
  /** The page to show, from 2 (page 1 is the poll's). */
  page: number;
}

/**
 * A page past the first of the dashboard's donation list (`GET /api/campaigns/mine/{id}/donations`), read
 * when it is shown. Only page 1 follows the poll: a page further back is being read, so it does not shift
 * under the owner as donations come in. While the next page loads, the one shown stays, dimmed.
 */
export function OlderDonations({ campaignId, page }: OlderDonationsProps) {
  const donations = useAccountApi(
    `my-campaign-donations?campaign=${campaignId}&page=${page}`,
    (account, signal) => account.myCampaigns.donations(campaignId, page, { signal }),
  );
  const data = donations.data;
  return (
    <div aria-busy={donations.state === 'loading'} data-state={donations.state}>
      {donations.state === 'error' && <ErrorState onRetry={donations.retry} />}
      {!data && donations.state === 'loading' && <LoadingState />}
      {data && (
        <ol className="donations__list">
          {data.results.map((donation) => (
            <DonationItem key={donation.id} donation={donation} />
          ))}
        </ol>
      )}
    </div>
  );
}
