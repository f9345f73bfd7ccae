import { Link } from 'react-router';
import { formatDate, formatMoney, type Withdrawal } from '@lomi/core';
import { useSiteLanguage } from '../../language/language-context.ts';
import { useAccountApi } from '../../session/use-account-api.ts';
import { ErrorState } from '../../shared/status/error-state.tsx';
import { LoadingState } from '../../shared/status/loading-state.tsx';
import { useMyCampaignText } from './my-campaign-text.ts';

/**
 * This campaign's withdrawals on the dashboard (issue 15 #2): the owner's recent withdrawals
 * (`GET /withdraw/mine`) of this campaign, newest first, each with its status and what it means (paid on,
 * the reason of a rejection, a failed payout to be paid again); /withdraw lists them all.
 */
export function CampaignWithdrawals({ campaignId }: { campaignId: number }) {
  const t = useMyCampaignText();
  const list = useAccountApi('withdraw-mine', (account, signal) => account.withdrawals.mine({ signal }));
  const withdrawals = list.data?.withdrawals.filter((withdrawal) => withdrawal.campaignId === campaignId);
  return (
    <section className="my-campaign__withdrawals" aria-labelledby="my-campaign-withdrawals">
      <h2 id="my-campaign-withdrawals">{t('myCampaign.withdrawals.heading')}</h2>
      {list.state === 'error' && !withdrawals && <ErrorState onRetry={list.retry} />}
      {!withdrawals && list.state === 'loading' && <LoadingState />}
      {withdrawals && withdrawals.length === 0 && <p>{t('myCampaign.withdrawals.empty')}</p>}
      {withdrawals && withdrawals.length > 0 && (
        <ul className="my-campaign__withdrawal-list" aria-labelledby="my-campaign-withdrawals">
          {withdrawals.map((withdrawal) => (
            <WithdrawalItem key={withdrawal.id} withdrawal={withdrawal} />
          ))}
        </ul>
      )}
      <p>
        <Link to="/withdraw">{t('myCampaign.withdrawals.all')}</Link>
      </p>
    </section>
  );
}

function WithdrawalItem({ withdrawal }: { withdrawal: Withdrawal }) {
  const t = useMyCampaignText();
  const { locale } = useSiteLanguage();
  const date = (iso: string) => formatDate(iso, locale, { style: 'medium' });
  return (
    <li className="my-campaign__withdrawal" data-status={withdrawal.status}>
      <span className="my-campaign__withdrawal-amount">
        {formatMoney(withdrawal.amount, withdrawal.currency, locale)}
      </span>{' '}
      <span className="my-campaign__withdrawal-status">
        {t(`myCampaign.withdrawals.status.${withdrawal.status}`)}
      </span>
      <span className="my-campaign__withdrawal-detail">
        {t('myCampaign.withdrawals.requested', { date: date(withdrawal.dateCreated) })}
        {withdrawal.status === 'paid' &&
          withdrawal.paidAt &&
          ` · ${t('myCampaign.withdrawals.paidAt', { date: date(withdrawal.paidAt) })}`}
      </span>
      {withdrawal.status === 'rejected' && withdrawal.rejectionReason && (
        <span className="my-campaign__withdrawal-detail">
          {t('myCampaign.withdrawals.reason', { reason: withdrawal.rejectionReason })}
        </span>
      )}
      {withdrawal.status === 'failed' && (
        <span className="my-campaign__withdrawal-detail">{t('myCampaign.withdrawals.failed')}</span>
      )}
    </li>
  );
}
