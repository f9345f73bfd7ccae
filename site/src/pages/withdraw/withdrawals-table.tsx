import { formatDate, formatMoney, WITHDRAWAL_STATUSES, type Withdrawal } from '@lomi/core';
import { useLomiSettings } from '@lomi/react';
import { useAccountApi } from '../../session/use-account-api.ts';
import { ErrorState } from '../../shared/status/error-state.tsx';
import { LoadingState } from '../../shared/status/loading-state.tsx';
import { useWithdrawText } from './withdraw-text.ts';

const isKnownStatus = (status: string): status is Withdrawal['status'] =>
  (WITHDRAWAL_STATUSES as readonly string[]).includes(status);

/**
 * §2 /withdraw recent withdrawals: Requested Date, Amount, Currency, Status, Updated on, newest first; dates in
 * the page's language (the Ethiopian calendar in Amharic), amounts with thousands separators and two decimals.
 */
export function WithdrawalsTable() {
  const t = useWithdrawText();
  const { locale } = useLomiSettings();
  const list = useAccountApi('withdraw-mine', (account, signal) => account.withdrawals.mine({ signal }));
  const data = list.data;
  const date = (value: string) => formatDate(value, locale, { style: 'medium' });

  return (
    <section className="withdraw-section">
      <h2 id="withdraw-list-title" className="withdraw-section__title">
        {t('withdraw.list.title')}
      </h2>
      {list.state === 'error' && <ErrorState onRetry={list.retry} />}
      {!data && list.state === 'loading' && <LoadingState />}
      {data && data.withdrawals.length === 0 && (
        <div className="withdraw-list__empty">
          <p className="withdraw-list__empty-title">{t('withdraw.list.empty')}</p>
          <p>{t('withdraw.list.emptyHint')}</p>
        </div>
      )}
      {data && data.withdrawals.length > 0 && (
        <>
          {/* Scrolls sideways on a narrow screen; focusable so a keyboard can scroll it too. */}
          <div className="withdraw-table" role="region" aria-labelledby="withdraw-list-title" tabIndex={0}>
            <table aria-labelledby="withdraw-list-title">
              <thead>
                <tr>
                  <th scope="col">{t('withdraw.list.requested')}</th>
                  <th scope="col" className="withdraw-table__amount">
                    {t('withdraw.list.amount')}
                  </th>
                  <th scope="col">{t('withdraw.list.currency')}</th>
                  <th scope="col">{t('withdraw.list.status')}</th>
                  <th scope="col">{t('withdraw.list.updated')}</th>
                </tr>
              </thead>
              <tbody>
                {data.withdrawals.map((withdrawal) => (
                  <tr key={withdrawal.id}>
                    <td>{date(withdrawal.dateCreated)}</td>
                    <td className="withdraw-table__amount">
                      {formatMoney(withdrawal.amount, withdrawal.currency, locale)}
                    </td>
                    <td>{t(`withdraw.currency.${withdrawal.currency}`)}</td>
                    <td>
                      <span className={`withdraw-status withdraw-status--${withdrawal.status}`}>
                        {isKnownStatus(withdrawal.status)
                          ? t(`withdraw.status.${withdrawal.status}`)
                          : withdrawal.status}
                      </span>
                      {withdrawal.status === 'rejected' && withdrawal.rejectionReason && (
                        <span className="withdraw-status__note">
                          {t('withdraw.list.reason', { reason: withdrawal.rejectionReason })}
                        </span>
                      )}
                      {withdrawal.status === 'failed' && (
                        <span className="withdraw-status__note">{t('withdraw.list.failed')}</span>
                      )}
                    </td>
                    <td>{date(withdrawal.dateUpdated)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {data.count > data.withdrawals.length && (
            <p className="withdraw-list__more">
              {t('withdraw.list.more', { shown: data.withdrawals.length, count: data.count })}
            </p>
          )}
        </>
      )}
    </section>
  );
}
