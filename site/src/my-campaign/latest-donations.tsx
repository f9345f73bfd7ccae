import { useState } from 'react';
import { formatMoney, type MyCampaign } from '@lomi/core';
import { DonationItem } from '../campaign/donation-item.tsx';
import { useSiteLanguage } from '../language/language-context.ts';
import { useSiteText } from '../language/use-site-text.ts';
import { useMyCampaignText } from './my-campaign-text.ts';

/**
 * §2 donations list of the dashboard: the latest completed donations the poll brings (newest first, as on the
 * campaign page) and how many there are in all. A donation arriving while the page is open is announced
 * politely to screen readers; the ones already there when it opened are not.
 */
export function LatestDonations({
  campaign,
}: {
  campaign: Pick<MyCampaign, 'donations' | 'donation_count'>;
}) {
  const t = useMyCampaignText();
  const site = useSiteText();
  const { locale } = useSiteLanguage();
  const { donations, donation_count: count } = campaign;
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
      {donations.length === 0 ? (
        <p className="donations__empty">{t('myCampaign.donations.empty')}</p>
      ) : (
        <>
          <p className="donations__count">
            {site('campaign.donations.count', { count })}
            {count > donations.length &&
              ` · ${t('myCampaign.donations.latest', { shown: donations.length })}`}
          </p>
          <ol className="donations__list">
            {donations.map((donation) => (
              <DonationItem key={donation.id} donation={donation} />
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
