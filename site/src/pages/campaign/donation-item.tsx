import { donationDisplayStatus, formatCreatedAgo, formatDate, formatMoney, type Donation } from '@lomi/core';
import { useSiteLanguage } from '../../language/language-context.ts';
import { useSiteText } from '../../language/use-site-text.ts';

/** One donation: who (or 'Anonymous'), how much, when, the message, and Withdrawn / Completed / Pending. */
export function DonationItem({ donation }: { donation: Donation }) {
  const t = useSiteText();
  const { locale } = useSiteLanguage();
  const status = donationDisplayStatus(donation);
  return (
    <li className="donation" data-status={status}>
      <span className="donation__avatar" aria-hidden="true">
        {(donation.full_name ?? '♥').slice(0, 1)}
      </span>
      <div className="donation__body">
        <p className="donation__name">{donation.full_name ?? t('campaign.donations.anonymous')}</p>
        <p className="donation__details">
          <strong className="donation__amount">
            {formatMoney(donation.amount, donation.currency, locale)}
          </strong>
          {' · '}
          <time dateTime={donation.created} title={formatDate(donation.created, locale)}>
            {formatCreatedAgo(donation.created, locale)}
          </time>
        </p>
        {donation.message && <p className="donation__message">{donation.message}</p>}
      </div>
      <p className={`donation__status donation__status--${status}`}>
        <span className="visually-hidden">{t('campaign.donations.status')}: </span>
        {t(`campaign.donations.status.${status}`)}
      </p>
    </li>
  );
}
