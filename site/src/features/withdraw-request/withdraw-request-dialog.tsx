import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  API_ERROR_CODES,
  ApiError,
  withdrawalRequestProblem,
  type Campaign,
  type Currency,
  type Withdrawal,
  type WithdrawalRequestProblem,
} from '@lomi/core';
import { useToast } from '@lomi/react';
import { useAccountApi } from '../../session/use-account-api.ts';
import { useAccountClient } from '../../session/use-account-client.ts';
import { SiteDialog } from '../../shared/site-dialog/site-dialog.tsx';
import { ErrorState } from '../../shared/status/error-state.tsx';
import { LoadingState } from '../../shared/status/loading-state.tsx';
import { CurrencyChoice } from './currency-choice.tsx';
import { useWithdrawRequestText, WithdrawRequestTextProvider } from './withdraw-request-text.ts';
import '../../shared/dialog-form/dialog-form.css';
import './withdraw-request.css';

export interface WithdrawRequestDialogProps {
  campaign: Pick<Campaign, 'id' | 'title'>;
  onClose: () => void;
  /** The server accepted the request (§8 'Withdrawal request sent!'): close the panel, read the campaign again. */
  onRequested: (withdrawal: Withdrawal) => void;
}

/** Why the request was not sent or not accepted: §5's problems, or no account to pay into. */
type Failure = WithdrawalRequestProblem | 'no-account';

/**
 * §2 withdraw panel (its own module and texts, loaded from 'Request a Withdraw'): what the campaign can pay
 * out in each currency, the choice of currency, where the money goes and when, and Request, which asks for the
 * whole balance of that currency (`POST /withdraw/request`). It waits for its texts before it mounts, so the
 * focus moves in once; it returns to 'Request a Withdraw' when the panel closes.
 */
export default function WithdrawRequestDialog(props: WithdrawRequestDialogProps) {
  return (
    <WithdrawRequestTextProvider>
      <WithdrawRequestPanel {...props} />
    </WithdrawRequestTextProvider>
  );
}

function WithdrawRequestPanel({ campaign, onClose, onRequested }: WithdrawRequestDialogProps) {
  const t = useWithdrawRequestText();
  const account = useAccountClient();
  const toast = useToast();
  const details = useAccountApi(`withdraw-request/${campaign.id}`, async (calls, signal) => {
    const [balance, payee] = await Promise.all([
      calls.myCampaigns.balance(campaign.id, { signal }),
      calls.withdrawals.account({ signal }),
    ]);
    return { balance, payee };
  });
  const [currency, setCurrency] = useState<Currency | ''>('');
  const [failure, setFailure] = useState<Failure | null>(null);
  const [sending, setSending] = useState(false);
  const firstCurrency = useRef<HTMLInputElement>(null);
  const data = details.data;
  const loaded = data !== undefined;
  const noAccount = loaded && (data.payee === null || failure === 'no-account');

  // The panel opens while the balances load, with the focus on itself; once they are shown, it moves on to
  // the first choice (unless the user has moved it already).
  useEffect(() => {
    if (loaded && document.activeElement?.getAttribute('role') === 'dialog') firstCurrency.current?.focus();
  }, [loaded]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || !data) return;
    if (noAccount) {
      setFailure('no-account');
      return;
    }
    const problem = withdrawalRequestProblem(currency, data.balance);
    if (problem || currency === '') {
      setFailure(problem ?? 'required');
      if (problem === 'required') firstCurrency.current?.focus();
      return;
    }
    setFailure(null);
    setSending(true);
    try {
      onRequested(await account.withdrawals.request({ campaignId: campaign.id, currency }));
    } catch (error) {
      setSending(false);
      const code = error instanceof ApiError ? error.code : undefined;
      if (code === API_ERROR_CODES.noBalance || code === API_ERROR_CODES.withdrawAccountMissing) {
        // Another tab or person got there first: show what is true now.
        setFailure(code === API_ERROR_CODES.noBalance ? 'no-balance' : 'no-account');
        details.retry();
      } else {
        // §8 shows this one as a toast; the panel stays open so the owner can try again.
        toast.show(t('withdrawRequest.failed'), { tone: 'error' });
      }
    }
  }

  const choiceError =
    failure === 'required'
      ? t('withdrawRequest.error.currency')
      : failure === 'no-balance'
        ? t('withdrawRequest.error.balance')
        : undefined;

  return (
    <SiteDialog
      title={t('withdrawRequest.title')}
      closeLabel={t('withdrawRequest.close')}
      description={<p>{t('withdrawRequest.intro', { title: campaign.title })}</p>}
      onClose={onClose}
    >
      {!loaded && details.state === 'loading' && <LoadingState />}
      {!loaded && details.state === 'error' && <ErrorState onRetry={details.retry} />}
      {loaded && (
        <form className="dialog-form withdraw-request" noValidate onSubmit={(event) => void submit(event)}>
          <CurrencyChoice
            balance={data.balance}
            value={currency}
            onChange={(chosen) => {
              setCurrency(chosen);
              setFailure(null);
            }}
            error={choiceError}
            firstRef={firstCurrency}
          />
          <p className="withdraw-request__note">{t('withdrawRequest.note.whole')}</p>
          <p className="withdraw-request__note">{t('withdrawRequest.note.timing')}</p>
          <p className="withdraw-request__note">{t('withdrawRequest.note.usd')}</p>
          {noAccount ? (
            <p
              className="withdraw-request__account withdraw-request__account--missing"
              role={failure === 'no-account' ? 'alert' : undefined}
            >
              {t('withdrawRequest.noAccount')}{' '}
              <Link to="/withdraw">{t('withdrawRequest.noAccount.link')}</Link>
            </p>
          ) : (
            data.payee && (
              <p className="withdraw-request__account">
                {t('withdrawRequest.account', {
                  bank: data.payee.bankName,
                  number: data.payee.accountNumber,
                })}{' '}
                <Link to="/withdraw">{t('withdrawRequest.account.change')}</Link>
              </p>
            )
          )}
          <div className="site-dialog__actions">
            <button type="button" className="button button--secondary" onClick={onClose}>
              {t('withdrawRequest.cancel')}
            </button>
            <button
              type="submit"
              className="button button--primary"
              aria-disabled={sending || noAccount || undefined}
            >
              {sending ? t('withdrawRequest.submitting') : t('withdrawRequest.submit')}
            </button>
          </div>
        </form>
      )}
    </SiteDialog>
  );
}
