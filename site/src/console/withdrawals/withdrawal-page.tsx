import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  createConsoleClient,
  errorKind,
  formatMoney,
  parsePositiveId,
  type ConsoleWithdrawal,
} from '@lomi/core';
import { useSiteLanguage } from '../../language/language-context.ts';
import { useDocumentTitle } from '../../layout/use-document-title.ts';
import { useApi } from '../../shared/data/use-api.ts';
import { ErrorState } from '../../shared/status/error-state.tsx';
import { LoadingState } from '../../shared/status/loading-state.tsx';
import { consolePath } from '../console-path.ts';
import { useConsoleStyles } from '../use-console-styles.ts';
import { PayoutAttempts } from './payout-attempts.tsx';
import { WithdrawalActions } from './withdrawal-actions.tsx';
import { WithdrawalFacts } from './withdrawal-facts.tsx';
import { WithdrawalsTextProvider, useWithdrawalsText } from './withdrawals-text.ts';
import withdrawalsCss from './withdrawals.css?inline';
import dialogFormCss from '../../shared/dialog-form/dialog-form.css?inline';

/** How often a withdrawal whose payout waits for its rail is read again. */
const RAIL_POLL_MS = 10_000;

/** /console/withdrawals/:id: one withdrawal with the owner's account, its payout attempts and its actions. */
export default function WithdrawalPage() {
  useConsoleStyles('withdrawals', withdrawalsCss);
  useConsoleStyles('dialog-form', dialogFormCss);
  const { id = '' } = useParams();
  const withdrawalId = parsePositiveId(id);
  return (
    <WithdrawalsTextProvider fallback={<LoadingState />}>
      {withdrawalId === undefined ? (
        <NotFound />
      ) : (
        <WithdrawalDetail key={withdrawalId} withdrawalId={withdrawalId} />
      )}
    </WithdrawalsTextProvider>
  );
}

function NotFound() {
  const t = useWithdrawalsText();
  useDocumentTitle(t('withdrawals.title'));
  return (
    <section className="console-screen">
      <h1 className="page__title">{t('withdrawals.title')}</h1>
      <p>{t('withdrawal.notFound')}</p>
      <Link to={consolePath('withdrawals')}>{t('withdrawal.back')}</Link>
    </section>
  );
}

function WithdrawalDetail({ withdrawalId }: { withdrawalId: number }) {
  const t = useWithdrawalsText();
  const { locale } = useSiteLanguage();
  const read = useApi(`console-withdrawal-${withdrawalId}`, (client, signal) =>
    createConsoleClient(client).withdrawals.get(withdrawalId, { signal }),
  );
  // The answer of the last action, newer than the read it followed until the next read arrives.
  const [latest, setLatest] = useState<{
    after: ConsoleWithdrawal | undefined;
    withdrawal: ConsoleWithdrawal;
  } | null>(null);
  const withdrawal = latest && latest.after === read.data ? latest.withdrawal : read.data;
  const waiting = withdrawal?.attempts.some((attempt) => attempt.status === 'pending') ?? false;
  const { retry } = read;
  // While a rail has not answered, read it again now and then: its callback or the reconciliation settles it.
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(retry, RAIL_POLL_MS);
    return () => clearInterval(timer);
  }, [waiting, retry]);
  const heading = withdrawal
    ? t('withdrawal.heading', { amount: formatMoney(withdrawal.amount, withdrawal.currency, locale) })
    : t('withdrawals.title');
  useDocumentTitle(heading);

  if (read.state === 'error' && errorKind(read.error) === 'not-found') return <NotFound />;
  return (
    <section className="console-screen console-withdrawal" aria-labelledby="console-withdrawal-title">
      <Link to={consolePath('withdrawals')}>{t('withdrawal.back')}</Link>
      {read.state === 'error' && !withdrawal && <ErrorState onRetry={read.retry} />}
      {!withdrawal && read.state === 'loading' && <LoadingState />}
      {withdrawal && (
        <>
          <h1 id="console-withdrawal-title" className="page__title">
            {heading}
          </h1>
          <p className="console-withdrawals__status" data-status={withdrawal.status}>
            {t('withdrawal.status', { status: t(`withdrawals.status.${withdrawal.status}`) })}
          </p>
          <WithdrawalActions
            withdrawal={withdrawal}
            onChanged={(changed) => setLatest({ after: read.data, withdrawal: changed })}
            onStale={retry}
          />
          <WithdrawalFacts withdrawal={withdrawal} />
          <PayoutAttempts withdrawal={withdrawal} />
        </>
      )}
    </section>
  );
}
