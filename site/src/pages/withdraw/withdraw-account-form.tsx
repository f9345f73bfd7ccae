import { useId, useState, type FormEvent } from 'react';
import {
  errorKind,
  ApiError,
  sanitizePhoneInput,
  WITHDRAW_ACCOUNT_TYPES,
  withdrawAccountErrors,
  withdrawAccountForm,
  type WithdrawAccount,
  type WithdrawAccountErrors,
  type WithdrawAccountField,
  type WithdrawAccountForm as FormValues,
} from '@lomi/core';
import { FormField } from '../../shared/form-field/form-field.tsx';
import { useFocusFirstInvalid } from '../../shared/form-field/use-focus-first-invalid.ts';
import { useAccountClient } from '../../session/use-account-client.ts';
import { useWithdrawText } from './withdraw-text.ts';

/** What became of the last save, for the section's live messages. */
export type WithdrawAccountOutcome = 'created' | 'updated' | 'failed' | 'conflict';

export interface WithdrawAccountFormProps {
  /** The saved account to change, or null to save the first one. */
  account: WithdrawAccount | null;
  /** A save ended: with the account the server now holds, or how it failed. */
  onOutcome: (outcome: WithdrawAccountOutcome, account?: WithdrawAccount) => void;
  /** The user changed a field (an earlier outcome no longer describes the form). */
  onEdit: () => void;
}

const FIELDS: readonly WithdrawAccountField[] = [
  'accountName',
  'accountNumber',
  'bankName',
  'accountType',
  'phoneNumber',
];

/** The fields a refused request named, as form problems (its texts are §5's English; the form shows its own). */
function serverErrors(error: unknown): WithdrawAccountErrors {
  if (!(error instanceof ApiError) || errorKind(error) !== 'invalid' || !error.errors) return {};
  const errors: WithdrawAccountErrors = {};
  for (const field of FIELDS) if (error.errors[field]) errors[field] = 'invalid';
  return errors;
}

/**
 * §2 /withdraw account form: account name, number, bank, saving or checking, phone. §5: a field is flagged
 * only once it holds something invalid (after it was left, so typing is not interrupted), never while empty;
 * Submit (none saved) or Update (one saved) stays unavailable until every field is filled and valid.
 */
export function WithdrawAccountForm({ account, onOutcome, onEdit }: WithdrawAccountFormProps) {
  const t = useWithdrawText();
  const calls = useAccountClient().withdrawals;
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const typeErrorId = useId();
  const incompleteId = useId();
  const [values, setValues] = useState<FormValues>(() => withdrawAccountForm(account));
  // A saved account's fields are checked as they change; a new one's once each is left.
  const [touched, setTouched] = useState<ReadonlySet<WithdrawAccountField>>(
    () => new Set(account ? FIELDS : []),
  );
  const [rejected, setRejected] = useState<WithdrawAccountErrors>({});
  const [saving, setSaving] = useState(false);

  const problems = withdrawAccountErrors(values);
  const complete = Object.keys(problems).length === 0;
  const shownProblem = (field: WithdrawAccountField) =>
    rejected[field] ?? (touched.has(field) && problems[field] === 'invalid' ? 'invalid' : undefined);
  const error = (field: WithdrawAccountField) =>
    shownProblem(field) ? t(`withdraw.account.error.${field}`) : undefined;

  function change(field: WithdrawAccountField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setRejected(({ [field]: _, ...others }) => others);
    onEdit();
  }
  const leave = (field: WithdrawAccountField) => setTouched((current) => new Set(current).add(field));

  // A flagged field is focused once its message is rendered, so it is read out with it; an empty one (§5 does
  // not flag it) and the radios (their message belongs to the group) at once.
  function focusFirstProblem(errors: WithdrawAccountErrors) {
    const field = FIELDS.find((name) => errors[name]);
    if (!field) return;
    if (errors[field] === 'invalid' && field !== 'accountType') focusFirstInvalid();
    else formRef.current?.querySelector<HTMLInputElement>(`[name="${field}"]`)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    if (!complete) {
      setTouched(new Set(FIELDS));
      focusFirstProblem({ ...problems, ...rejected });
      return;
    }
    setSaving(true);
    try {
      const saved = account ? await calls.updateAccount(values) : await calls.createAccount(values);
      setValues(withdrawAccountForm(saved));
      onOutcome(account ? 'updated' : 'created', saved);
    } catch (failure) {
      if (errorKind(failure) === 'conflict') {
        onOutcome('conflict');
      } else {
        const fields = serverErrors(failure);
        setRejected(fields);
        focusFirstProblem(fields);
        onOutcome('failed');
      }
    } finally {
      setSaving(false);
    }
  }

  const typeError = error('accountType');
  return (
    <form
      ref={formRef}
      className="withdraw-form"
      noValidate
      aria-busy={saving}
      onSubmit={(event) => void submit(event)}
    >
      <FormField
        block="dialog-form"
        name="accountName"
        label={t('withdraw.account.name')}
        hint={t('withdraw.account.nameHint')}
        value={values.accountName}
        onChange={(value) => change('accountName', value)}
        onBlur={() => leave('accountName')}
        error={error('accountName')}
        required
      />
      <FormField
        block="dialog-form"
        name="accountNumber"
        label={t('withdraw.account.number')}
        hint={t('withdraw.account.numberHint')}
        value={values.accountNumber}
        onChange={(value) => change('accountNumber', value)}
        onBlur={() => leave('accountNumber')}
        error={error('accountNumber')}
        spellCheck={false}
        required
      />
      <FormField
        block="dialog-form"
        name="bankName"
        label={t('withdraw.account.bank')}
        hint={t('withdraw.account.bankHint')}
        value={values.bankName}
        onChange={(value) => change('bankName', value)}
        onBlur={() => leave('bankName')}
        error={error('bankName')}
        required
      />
      <fieldset className="withdraw-form__types" aria-describedby={typeError ? typeErrorId : undefined}>
        <legend className="dialog-form__label">{t('withdraw.account.type')}</legend>
        <div className="withdraw-form__options">
          {WITHDRAW_ACCOUNT_TYPES.map((type) => (
            <label key={type} className="withdraw-form__option">
              <input
                type="radio"
                name="accountType"
                value={type}
                checked={values.accountType === type}
                onChange={() => change('accountType', type)}
                required
              />
              {t(`withdraw.account.type.${type}`)}
            </label>
          ))}
        </div>
        {typeError && (
          <p id={typeErrorId} className="dialog-form__error">
            {typeError}
          </p>
        )}
      </fieldset>
      <FormField
        block="dialog-form"
        name="phoneNumber"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="911223344"
        label={t('withdraw.account.phone')}
        hint={t('withdraw.account.phoneHint')}
        value={values.phoneNumber}
        onChange={(value) => change('phoneNumber', sanitizePhoneInput(value))}
        onBlur={() => leave('phoneNumber')}
        error={error('phoneNumber')}
        prefix={
          <span className="dialog-form__prefix" aria-hidden="true">
            +251
          </span>
        }
        required
      />
      <div className="withdraw-form__actions">
        {/* aria-disabled, not disabled: the button stays focusable and says why it does nothing yet. */}
        <button
          type="submit"
          className="button button--primary"
          aria-disabled={!complete || saving || undefined}
          aria-describedby={complete ? undefined : incompleteId}
        >
          {saving
            ? t('withdraw.account.saving')
            : t(account ? 'withdraw.account.update' : 'withdraw.account.submit')}
        </button>
        {!complete && (
          <p id={incompleteId} className="withdraw-form__incomplete">
            {t('withdraw.account.incomplete')}
          </p>
        )}
      </div>
    </form>
  );
}
