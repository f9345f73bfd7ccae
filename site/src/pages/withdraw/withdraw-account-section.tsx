import { useState } from 'react';
import type { WithdrawAccount } from '@lomi/core';
import { useAccountApi } from '../../session/use-account-api.ts';
import { useAccountClient } from '../../session/use-account-client.ts';
import { ErrorState } from '../../shared/status/error-state.tsx';
import { LoadingState } from '../../shared/status/loading-state.tsx';
import { WithdrawAccountForm, type WithdrawAccountOutcome } from './withdraw-account-form.tsx';
import { useWithdrawText } from './withdraw-text.ts';

/**
 * The withdrawal account: read once (none saved yet is an empty form with Submit), then kept as the server
 * last answered. The outcome of each save is announced: success politely, failure at once.
 */
export function WithdrawAccountSection() {
  const t = useWithdrawText();
  const calls = useAccountClient().withdrawals;
  const fetched = useAccountApi('withdraw-account', (account, signal) =>
    account.withdrawals.account({ signal }),
  );
  const [saved, setSaved] = useState<WithdrawAccount | null>(null);
  const [outcome, setOutcome] = useState<WithdrawAccountOutcome | null>(null);
  // Bumped when the form must start over with an account it did not save itself.
  const [formKey, setFormKey] = useState(0);

  async function showAccountSavedElsewhere() {
    try {
      const current = await calls.account();
      if (!current) throw new Error('The server refused a second account but has none.');
      setSaved(current);
      setFormKey((key) => key + 1);
    } catch {
      setOutcome('failed');
    }
  }

  function onOutcome(next: WithdrawAccountOutcome, account?: WithdrawAccount) {
    setOutcome(next);
    if (account) setSaved(account);
    // Another tab (or a double submit elsewhere) saved one first: show it, to be updated instead.
    if (next === 'conflict') void showAccountSavedElsewhere();
  }

  const ready = saved !== null || fetched.state === 'ready';
  const account = saved ?? fetched.data ?? null;
  const success = outcome === 'created' || outcome === 'updated';
  const failure = outcome === 'failed' || outcome === 'conflict';
  return (
    <section className="withdraw-section" aria-labelledby="withdraw-account-title">
      <h2 id="withdraw-account-title" className="withdraw-section__title">
        {t('withdraw.account.title')}
      </h2>
      {!ready && fetched.state === 'error' && <ErrorState onRetry={fetched.retry} />}
      {!ready && fetched.state === 'loading' && <LoadingState />}
      {ready && (
        <WithdrawAccountForm
          key={formKey}
          account={account}
          onOutcome={onOutcome}
          onEdit={() => setOutcome((current) => (current === 'conflict' ? current : null))}
        />
      )}
      {/* Both regions are always there, so a message appearing in them is announced. */}
      <p className="withdraw-section__saved" role="status">
        {success ? t(`withdraw.account.${outcome}`) : ''}
      </p>
      <div role="alert">
        {failure && (
          <p className="withdraw-section__failed">
            {t(outcome === 'conflict' ? 'withdraw.account.conflict' : 'withdraw.account.failed')}
          </p>
        )}
      </div>
    </section>
  );
}
