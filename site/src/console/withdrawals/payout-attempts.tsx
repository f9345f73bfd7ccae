import {
  formatCreatedAgo,
  formatDate,
  formatMoney,
  type ConsoleWithdrawal,
  type PayoutAttempt,
} from '@lomi/core';
import { useSiteLanguage } from '../../language/language-context.ts';
import { useWithdrawalsText } from './withdrawals-text.ts';

/** The history of a withdrawal's payout attempts: each try, its rail, what it paid into, and its result. */
export function PayoutAttempts({ withdrawal }: { withdrawal: ConsoleWithdrawal }) {
  const t = useWithdrawalsText();
  return (
    <section aria-labelledby="console-withdrawal-attempts">
      <h2 id="console-withdrawal-attempts">{t('attempts.title')}</h2>
      {withdrawal.attempts.length === 0 ? (
        <p>{t('attempts.none')}</p>
      ) : (
        <div className="console-withdrawals__table-scroll">
          <table className="console-withdrawals__attempts">
            <caption>{t('attempts.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('attempts.when')}</th>
                <th scope="col">{t('attempts.rail')}</th>
                <th scope="col">{t('attempts.amount')}</th>
                <th scope="col">{t('attempts.account')}</th>
                <th scope="col">{t('attempts.reference')}</th>
                <th scope="col">{t('attempts.status')}</th>
              </tr>
            </thead>
            <tbody>
              {withdrawal.attempts.map((attempt) => (
                <AttemptRow key={attempt.id} attempt={attempt} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function AttemptRow({ attempt }: { attempt: PayoutAttempt }) {
  const t = useWithdrawalsText();
  const { locale } = useSiteLanguage();
  const amount = formatMoney(attempt.amount, attempt.currency, locale);
  const settled = attempt.settledAt ? formatCreatedAgo(new Date(attempt.settledAt), locale) : '';
  return (
    <tr data-status={attempt.status}>
      <td>{formatDate(attempt.createdAt, locale, { style: 'medium' })}</td>
      <td>{t(`rail.${attempt.rail}`)}</td>
      <td>{attempt.etbPerUnit ? t('attempts.rate', { amount, rate: attempt.etbPerUnit }) : amount}</td>
      <td>
        {attempt.accountName} · {attempt.bankName} {attempt.accountNumber}
      </td>
      <td>
        {attempt.reference}
        {attempt.providerRef && (
          <>
            <br />
            {t('attempts.providerRef', { ref: attempt.providerRef })}
          </>
        )}
      </td>
      <td>
        {attempt.status === 'pending'
          ? t('attempts.status.pending')
          : attempt.status === 'succeeded'
            ? t('attempts.status.succeeded', { settled })
            : t('attempts.status.failed', { settled, reason: attempt.failureReason ?? '' })}
      </td>
    </tr>
  );
}
