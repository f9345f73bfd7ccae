import { useState } from 'react';
import {
  ApiError,
  createConsoleClient,
  errorKind,
  formatMoney,
  type ConsoleWithdrawal,
  type ConsoleWithdrawalCalls,
} from '@lomi/core';
import { useLomiClient, useToast } from '@lomi/react';
import { useSiteLanguage } from '../../language/language-context.ts';
import { ApproveDialog } from './approve-dialog.tsx';
import { PayDialog } from './pay-dialog.tsx';
import { RejectDialog } from './reject-dialog.tsx';
import { useWithdrawalsText } from './withdrawals-text.ts';

type Dialog = 'approve' | 'reject' | 'pay';

interface WithdrawalActionsProps {
  withdrawal: ConsoleWithdrawal;
  /** Called with the withdrawal as the server answered an action. */
  onChanged: (withdrawal: ConsoleWithdrawal) => void;
  /** Called after a 409 (another operator moved it first): the withdrawal is read again. */
  onStale: () => void;
}

/**
 * What an operator can do with a withdrawal in its status: approve or reject a pending one, pay an approved
 * one, pay a failed one again; nothing while a payout attempt waits for its rail. Each after a dialog.
 */
export function WithdrawalActions({ withdrawal, onChanged, onStale }: WithdrawalActionsProps) {
  const t = useWithdrawalsText();
  const { locale } = useSiteLanguage();
  const toast = useToast();
  const calls = createConsoleClient(useLomiClient()).withdrawals;
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const amount = formatMoney(withdrawal.amount, withdrawal.currency, locale);

  function open(next: Dialog) {
    setConflict(null);
    setProblem(null);
    setDialog(next);
  }

  async function run(call: (withdrawals: ConsoleWithdrawalCalls) => Promise<ConsoleWithdrawal>) {
    setBusy(true);
    try {
      const changed = await call(calls);
      setDialog(null);
      onChanged(changed);
      toast.show(doneText(changed));
    } catch (error) {
      if (error instanceof ApiError && errorKind(error) === 'conflict') {
        setDialog(null);
        setConflict(t('withdrawal.conflict', { message: error.message }));
        onStale();
      } else {
        setProblem(error instanceof ApiError && error.message ? error.message : t('withdrawal.failed'));
        if (dialog === 'approve') setDialog(null);
      }
    } finally {
      setBusy(false);
    }
  }

  function doneText(changed: ConsoleWithdrawal): string {
    switch (changed.status) {
      case 'approved': {
        const sent = changed.attempts.some((attempt) => attempt.status === 'pending');
        return t(sent ? 'withdrawal.done.sent' : 'withdrawal.done.approve');
      }
      case 'rejected':
        return t('withdrawal.done.reject');
      case 'paid':
        return t('withdrawal.done.paid');
      case 'failed': {
        const pending = changed.attempts.some((attempt) => attempt.status === 'pending');
        const last = changed.attempts.at(-1);
        return pending
          ? t('withdrawal.done.sent')
          : t('withdrawal.done.failedPayout', { reason: last?.failureReason ?? '' });
      }
      default:
        return t('withdrawal.done.sent');
    }
  }

  const { status, account } = withdrawal;
  const inProgress = withdrawal.attempts.some((attempt) => attempt.status === 'pending');
  const payable = (status === 'approved' || status === 'failed') && !inProgress && account !== null;

  return (
    <section aria-labelledby="console-withdrawal-actions">
      <h2 id="console-withdrawal-actions">{t('withdrawal.actions')}</h2>
      {conflict && (
        <p className="console-withdrawals__problem" role="alert">
          {conflict}
        </p>
      )}
      {problem && dialog === null && (
        <p className="console-withdrawals__problem" role="alert">
          {problem}
        </p>
      )}
      {status === 'pending' && (
        <div className="console-withdrawals__actions">
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => open('approve')}
          >
            {t('withdrawal.approve')}
          </button>
          <button
            type="button"
            className="button button--primary console-withdrawals__danger"
            disabled={busy}
            onClick={() => open('reject')}
          >
            {t('withdrawal.reject')}
          </button>
        </div>
      )}
      {payable && (
        <div className="console-withdrawals__actions">
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => open('pay')}
          >
            {t(status === 'failed' ? 'withdrawal.retry' : 'withdrawal.pay')}
          </button>
        </div>
      )}
      {inProgress && <p>{t('withdrawal.actions.inProgress')}</p>}
      {(status === 'paid' || status === 'rejected') && (
        <p>{t('withdrawal.actions.none', { status: t(`withdrawals.status.${status}`) })}</p>
      )}
      {dialog === 'approve' && (
        <ApproveDialog
          amount={amount}
          campaign={withdrawal.campaign.title}
          requester={withdrawal.requester.name}
          busy={busy}
          onCancel={() => setDialog(null)}
          onConfirm={() => void run((c) => c.approve(withdrawal.id))}
        />
      )}
      {dialog === 'reject' && (
        <RejectDialog
          amount={amount}
          busy={busy}
          problem={problem}
          onCancel={() => setDialog(null)}
          onConfirm={(reason) => void run((c) => c.reject(withdrawal.id, reason))}
        />
      )}
      {dialog === 'pay' && account && (
        <PayDialog
          withdrawal={withdrawal}
          account={account}
          retry={status === 'failed'}
          busy={busy}
          problem={problem}
          onCancel={() => setDialog(null)}
          onPay={(request) => void run((c) => c.pay(withdrawal.id, request))}
        />
      )}
    </section>
  );
}
