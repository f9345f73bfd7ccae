import { useEffect, useEffectEvent, useId, useState, type FormEvent } from 'react';
import {
  createConsoleClient,
  formatMoney,
  isApiRail,
  type ConsoleWithdrawal,
  type ConsoleWithdrawalAccount,
  type PayoutRail,
  type PayWithdrawalRequest,
} from '@lomi/core';
import { useSiteLanguage } from '../../language/language-context.ts';
import { useApi } from '../../shared/data/use-api.ts';
import { FormField } from '../../shared/form-field/form-field.tsx';
import { SiteDialog } from '../../shared/site-dialog/site-dialog.tsx';
import { matchingBank } from './matching-bank.ts';
import { useWithdrawalsText } from './withdrawals-text.ts';

/** The longest bank transfer reference kept (a bank's references are far shorter). */
const REFERENCE_MAX_LENGTH = 100;

interface PayDialogProps {
  withdrawal: ConsoleWithdrawal;
  /** The account to pay into (the dialog is not offered without one). */
  account: ConsoleWithdrawalAccount;
  /** Paying a failed withdrawal again. */
  retry: boolean;
  busy: boolean;
  /** What the server said when paying failed for another reason than a race. */
  problem: string | null;
  onPay: (request: PayWithdrawalRequest) => void;
  onCancel: () => void;
}

/**
 * Pays an approved (or failed) withdrawal in ETB: the rail (`GET …/payout-rails/`); for an API rail the
 * rail's bank, chosen for the operator when the account's bank name matches one; for `manual` the bank
 * transfer's reference; then an explicit confirmation naming the amount and the account.
 */
export function PayDialog({ withdrawal, account, retry, busy, problem, onPay, onCancel }: PayDialogProps) {
  const t = useWithdrawalsText();
  const { locale } = useSiteLanguage();
  const rails = useApi('console-payout-rails', (client, signal) =>
    createConsoleClient(client).withdrawals.rails({ signal }),
  );
  const [rail, setRail] = useState<PayoutRail | null>(null);
  const [bankCode, setBankCode] = useState('');
  const [reference, setReference] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [problems, setProblems] = useState<{
    rail?: string;
    bank?: string;
    reference?: string;
    confirm?: string;
  }>({});
  const ids = { rail: useId(), confirm: useId(), confirmError: useId() };

  const amount = formatMoney(withdrawal.amount, withdrawal.currency, locale);
  const etb = withdrawal.etbEstimate !== null ? formatMoney(withdrawal.etbEstimate, 'ETB', locale) : null;
  const named = { name: account.accountName, number: account.accountNumber };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = {
      ...(rail ? {} : { rail: t('pay.rail.required') }),
      ...(rail && isApiRail(rail) && bankCode === '' ? { bank: t('pay.bank.required') } : {}),
      ...(rail === 'manual' && reference.trim() === '' ? { reference: t('pay.reference.required') } : {}),
      ...(confirmed ? {} : { confirm: t('pay.confirm.required') }),
    };
    setProblems(found);
    if (!rail || Object.keys(found).length > 0) return;
    onPay(isApiRail(rail) ? { rail, bankCode } : { rail, reference: reference.trim() });
  }

  return (
    <SiteDialog
      title={t(retry ? 'pay.retryTitle' : 'pay.title', { amount })}
      closeLabel={t('dialog.close')}
      description={
        <>
          <p>{t('pay.to', { ...named, bank: account.bankName })}</p>
          {withdrawal.currency === 'USD' && etb && (
            <p className="console-withdrawals__usd">{t('pay.usd', { etb })}</p>
          )}
        </>
      }
      onClose={onCancel}
    >
      <form className="dialog-form" noValidate onSubmit={submit}>
        {rails.data ? (
          <fieldset
            className="console-withdrawals__choices"
            aria-describedby={problems.rail ? ids.rail : undefined}
            aria-invalid={problems.rail ? true : undefined}
          >
            <legend className="dialog-form__label">{t('pay.rail')}</legend>
            {rails.data.map((choice, index) => (
              <div key={choice} className="console-withdrawals__choice">
                <input
                  type="radio"
                  id={`${ids.rail}-${choice}`}
                  name="rail"
                  value={choice}
                  checked={rail === choice}
                  aria-describedby={`${ids.rail}-${choice}-hint`}
                  onChange={() => {
                    setRail(choice);
                    setBankCode('');
                    setProblems({});
                  }}
                  {...(index === 0 ? { 'data-lomi-autofocus': true } : {})}
                />
                <label htmlFor={`${ids.rail}-${choice}`}>{t(`rail.${choice}`)}</label>
                <p id={`${ids.rail}-${choice}-hint`} className="dialog-form__hint">
                  {t(isApiRail(choice) ? 'pay.rail.api.hint' : 'pay.rail.manual.hint')}
                </p>
              </div>
            ))}
            {problems.rail && (
              <p id={ids.rail} className="dialog-form__error">
                {problems.rail}
              </p>
            )}
          </fieldset>
        ) : (
          <p role={rails.state === 'error' ? 'alert' : 'status'}>
            {t(rails.state === 'error' ? 'pay.rails.failed' : 'pay.rails.loading')}
          </p>
        )}
        {rail && isApiRail(rail) && (
          <BankSelect
            key={rail}
            rail={rail}
            bankName={account.bankName}
            value={bankCode}
            error={problems.bank}
            onChange={(code) => {
              setBankCode(code);
              setProblems(({ bank: _bank, ...rest }) => rest);
            }}
          />
        )}
        {rail === 'manual' && (
          <FormField
            block="dialog-form"
            label={t('pay.reference')}
            hint={t('pay.reference.hint')}
            name="reference"
            maxLength={REFERENCE_MAX_LENGTH}
            autoComplete="off"
            required
            value={reference}
            onChange={setReference}
            error={problems.reference}
          />
        )}
        <div className="console-withdrawals__confirm">
          <input
            type="checkbox"
            id={ids.confirm}
            checked={confirmed}
            onChange={(event) => setConfirmed(event.target.checked)}
            aria-invalid={problems.confirm ? true : undefined}
            aria-describedby={problems.confirm ? ids.confirmError : undefined}
          />
          <label htmlFor={ids.confirm}>{t('pay.confirm', { amount, ...named })}</label>
          {problems.confirm && (
            <p id={ids.confirmError} className="dialog-form__error">
              {problems.confirm}
            </p>
          )}
        </div>
        {problem && (
          <p className="console-withdrawals__problem" role="alert">
            {problem}
          </p>
        )}
        <div className="console-withdrawals__dialog-actions">
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {t('dialog.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? t('pay.busy') : t('pay.submit', { amount })}
          </button>
        </div>
      </form>
    </SiteDialog>
  );
}

interface BankSelectProps {
  rail: PayoutRail;
  /** The owner's bank name: the rail's bank of that name is chosen once the banks are read. */
  bankName: string;
  value: string;
  error: string | undefined;
  onChange: (code: string) => void;
}

/** The rail's banks and wallets (`GET …/payout-banks/?rail=`), the account's bank chosen when it matches. */
function BankSelect({ rail, bankName, value, error, onChange }: BankSelectProps) {
  const t = useWithdrawalsText();
  const id = useId();
  const banks = useApi(`console-payout-banks-${rail}`, (client, signal) =>
    createConsoleClient(client).withdrawals.banks(rail, { signal }),
  );
  const matched = banks.data ? matchingBank(banks.data, bankName)?.code : undefined;
  const choose = useEffectEvent(onChange);
  // Chosen once, when the banks arrive; the operator's own choice is kept after that.
  useEffect(() => {
    if (matched !== undefined) choose(matched);
  }, [matched]);

  if (!banks.data) {
    return (
      <p role={banks.state === 'error' ? 'alert' : 'status'}>
        {t(banks.state === 'error' ? 'pay.banks.failed' : 'pay.banks.loading')}
      </p>
    );
  }
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="dialog-form__field">
      <label className="dialog-form__label" htmlFor={id}>
        {t('pay.bank')}
      </label>
      <p id={`${id}-hint`} className="dialog-form__hint">
        {t('pay.bank.hint')}
      </p>
      <select
        id={id}
        className="dialog-form__input"
        value={value}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t('pay.bank.choose')}</option>
        {banks.data.map((bank) => (
          <option key={bank.code} value={bank.code}>
            {bank.name}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="dialog-form__error">
          {error}
        </p>
      )}
    </div>
  );
}
