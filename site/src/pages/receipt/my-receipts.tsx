import { useId } from 'react';
import { Link } from 'react-router';
import { fetchMyReceipts, formatDate, formatMoney, receiptPagePath, receiptPdfUrl } from '@lomi/core';
import { useLomiClient, useLomiSettings } from '@lomi/react';
import { useApi } from '../../shared/data/use-api.ts';
import { ErrorState } from '../../shared/status/error-state.tsx';
import { LoadingState } from '../../shared/status/loading-state.tsx';
import { ReceiptTextProvider, useReceiptText } from './receipt-text.ts';
import './receipt.css';

/**
 * The profile's 'Your donation receipts': the signed-in donor's receipts (donations made while signed in),
 * newest first, each leading to its page and its PDF. Its texts load with it.
 */
export function MyReceipts() {
  return (
    <ReceiptTextProvider fallback={<LoadingState />}>
      <MyReceiptsView />
    </ReceiptTextProvider>
  );
}

function MyReceiptsView() {
  const t = useReceiptText();
  const client = useLomiClient();
  const { locale } = useLomiSettings();
  const titleId = useId();
  const mine = useApi('receipts/mine', (api, signal) => fetchMyReceipts(api, { signal }));
  const data = mine.data;
  return (
    <section className="profile-section my-receipts" aria-labelledby={titleId} data-state={mine.state}>
      <h2 id={titleId} className="profile-section__title">
        {t('receipt.mine.title')}
      </h2>
      {mine.state === 'error' && <ErrorState onRetry={mine.retry} />}
      {!data && mine.state === 'loading' && <LoadingState />}
      {data && data.receipts.length === 0 && <p>{t('receipt.mine.empty')}</p>}
      {data && data.receipts.length > 0 && (
        <ul className="my-receipts__list">
          {data.receipts.map((receipt) => (
            <li key={receipt.invoiceId} className="my-receipts__item">
              <Link to={receiptPagePath(receipt.token)}>{receipt.campaign.title}</Link>
              <span className="my-receipts__details">
                {formatMoney(receipt.total, receipt.currency, locale)} ·{' '}
                <time dateTime={receipt.completedAt}>{formatDate(receipt.completedAt, locale)}</time>
              </span>
              <a href={receiptPdfUrl(client, receipt.token)} download>
                PDF<span className="visually-hidden"> – {receipt.campaign.title}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      {data && data.count > data.receipts.length && (
        <p>{t('receipt.mine.more', { count: data.count, shown: data.receipts.length })}</p>
      )}
    </section>
  );
}
