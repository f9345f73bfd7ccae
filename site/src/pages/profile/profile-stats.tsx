import { useId } from 'react';
import { formatMoney, formatNumber } from '@lomi/core';
import { useLomiSettings } from '@lomi/react';
import { useAccountApi } from '../../session/use-account-api.ts';
import { ErrorState } from '../../shared/status/error-state.tsx';
import { LoadingState } from '../../shared/status/loading-state.tsx';
import { useProfileText } from './profile-text.ts';

/** §2 Profile stat tiles from `GET /api/me/stats/`: Campaigns Created, Donated in ETB and USD, Donations. */
export function ProfileStats() {
  const t = useProfileText();
  const { locale } = useLomiSettings();
  const titleId = useId();
  const stats = useAccountApi('me/stats', (account, signal) => account.me.stats({ signal }));
  const data = stats.data;
  const tiles = data && [
    { label: t('profile.stats.campaigns'), value: formatNumber(data.campaigns, locale) },
    { label: t('profile.stats.etb'), value: formatMoney(data.etbDonatedAmount, 'ETB', locale) },
    { label: t('profile.stats.usd'), value: formatMoney(data.usdDonatedAmount, 'USD', locale) },
    { label: t('profile.stats.donations'), value: formatNumber(data.donations, locale) },
  ];
  return (
    <section className="profile-section" aria-labelledby={titleId} data-state={stats.state}>
      <h2 id={titleId} className="profile-section__title">
        {t('profile.stats.title')}
      </h2>
      {stats.state === 'error' && <ErrorState onRetry={stats.retry} />}
      {!tiles && stats.state === 'loading' && <LoadingState />}
      {tiles && (
        <dl className="profile-stats">
          {tiles.map((tile) => (
            <div key={tile.label} className="profile-stats__tile">
              <dt className="profile-stats__label">{tile.label}</dt>
              <dd className="profile-stats__value">{tile.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
