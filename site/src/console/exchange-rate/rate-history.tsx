import { intlDateLocale, type ExchangeRateEntry } from '@lomi/core';
import { useSiteLanguage } from '../../language/language-context.ts';
import { useExchangeRateText } from './exchange-rate-text.ts';

/** One page of the rates recorded, newest first: the rate, who set it and from when. */
export function RateHistory({ rates }: { rates: readonly ExchangeRateEntry[] }) {
  const t = useExchangeRateText();
  const { locale } = useSiteLanguage();
  if (rates.length === 0) return <p>{t('rate.history.empty')}</p>;
  const when = new Intl.DateTimeFormat(intlDateLocale(locale), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <table className="console-table">
      <thead>
        <tr>
          <th scope="col">{t('rate.history.rate')}</th>
          <th scope="col">{t('rate.history.who')}</th>
          <th scope="col">{t('rate.history.when')}</th>
        </tr>
      </thead>
      <tbody>
        {rates.map((rate) => (
          <tr key={rate.id}>
            <td>{rate.etb_per_unit}</td>
            <td>{rate.set_by ? rate.set_by.username : t('rate.history.seed')}</td>
            <td>
              <time dateTime={rate.effective_at}>{when.format(new Date(rate.effective_at))}</time>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
