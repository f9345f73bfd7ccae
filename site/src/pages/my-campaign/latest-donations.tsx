import { useState } from 'react';
import { formatMoney, PAGE_SIZE, type MyCampaign } from '@lomi/core';
import { DonationItem } from '../campaign/donation-item.tsx';
import { useSiteLanguage } from '../../language/language-context.ts';
import { useSiteText } from '../../language/use-site-text.ts';
import { Pager } from '../../shared/pager/pager.tsx';
import { useMyCampaignText } from './my-campaign-text.ts';
import { OlderDonations } from './older-donations.tsx';

/**
 * §2 donations list of the dashboard: its completed donations, newest first, ten a page, and how many there
 * are in all. Page 1 is what the poll brings, so it stays live; the pager reads the older pages. A donation
 * arriving while the page is open is announced politely to screen readers, whichever page is shown; the ones
 * already there when it opened are not.
 */
export function LatestDonations({
  campaign,
}: {
  campaign: Pick<MyCampaign, 'id' | 'donations' | 'donation_count'>;
}) {
  const t = useMyCampaignText();
  const site = useSiteText();
  const { locale } = useSiteLanguage();
  const { donations, donation_count: count } = campaign;
  const [page, setPage] = useState(1);
  const newest = donations[0];
  const [seenId, setSeenId] = useState(newest?.id ?? null);
  const [announcement, setAnnouncement] = useState('');
  if (newest && newest.id !== seenId) {
    setSeenId(newest.id);
    setAnnouncement(
      t('myCampaign.donations.new', {
        name: newest.full_name ?? site('campaign.donations.anonymous'),
        amount: formatMoney(newest.amount, newest.currency, locale),
      }),
    );
  }
  return (
    <section className="donations" aria-labelledby="my-campaign-donations">
      <h2 id="my-campaign-donations">{t('myCampaign.donations.heading')}</h2>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {count === 0 ? (
        <p className="donations__empty">{t('myCampaign.donations.empty')}</p>
      ) : (
        <>
          <p className="donations__count">{site('campaign.donations.count', { count })}</p>
          {page === 1 ? (
            <ol className="donations__list">
              {donations.map((donation) => (
                <DonationItem key={donation.id} donation={donation} />
              ))}
            </ol>
          ) : (
            <OlderDonations campaignId={campaign.id} page={page} />
          )}
          {/* The poll's count, so a donation that opens a new page shows it at once. */}
          <Pager page={page} lastPage={Math.max(1, Math.ceil(count / PAGE_SIZE))} onPageChange={setPage} />
        </>
      )}
    </section>
  );
}
