import {
  DONATION_MAX_MINOR,
  DONATION_MESSAGE_MAX_LENGTH,
  DONOR_NAME_MAX_LENGTH,
  donateDialogStepErrors,
  donationCurrency,
  formatMoney,
  needsPhone,
  sanitizeAmountInput,
  type DonateDialogForm,
} from '@lomi/core';
import { useLomiSettings } from '../provider/use-lomi-settings.ts';
import { useTranslate } from '../provider/use-translate.ts';
import { PhoneField } from './phone-field.tsx';

/** Fields whose error is shown: those the donor has left at least once. */
export type TouchedFields = Partial<Record<'amount' | 'phone' | 'fullName', true>>;

export interface AmountStepProps {
  idPrefix: string;
  form: DonateDialogForm;
  touched: TouchedFields;
  onChange: (patch: Partial<DonateDialogForm>) => void;
  onTouch: (field: keyof TouchedFields) => void;
}

/** Step 1: amount, the +251 phone (not for the card), anonymous, full name and an optional message. */
export function AmountStep({ idPrefix, form, touched, onChange, onTouch }: AmountStepProps) {
  const t = useTranslate();
  const { locale } = useLomiSettings();
  const errors = donateDialogStepErrors(1, form);
  const currency = form.method ? donationCurrency(form.method) : 'ETB';
  const shown = (field: keyof TouchedFields) => {
    const key = touched[field] ? errors[field] : undefined;
    return key ? t(key, { max: formatMoney(DONATION_MAX_MINOR, currency, locale) }) : null;
  };
  const amountError = shown('amount');
  const nameError = shown('fullName');
  return (
    <div className="lomi-fields">
      <div className="lomi-field" part="field">
        <label className="lomi-label" htmlFor={`${idPrefix}-amount`}>
          {t('donate-dialog.amount', { currency })}
        </label>
        <input
          id={`${idPrefix}-amount`}
          className="lomi-input"
          part="input"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={form.amount}
          onChange={(event) => onChange({ amount: sanitizeAmountInput(event.target.value) })}
          onBlur={() => onTouch('amount')}
          aria-invalid={amountError ? true : undefined}
          aria-describedby={amountError ? `${idPrefix}-amount-error` : undefined}
          data-lomi-autofocus=""
        />
        {amountError ? (
          <p id={`${idPrefix}-amount-error`} className="lomi-error">
            {amountError}
          </p>
        ) : null}
      </div>
      {form.method && needsPhone(form.method) ? (
        <PhoneField
          id={`${idPrefix}-phone`}
          value={form.phone}
          onChange={(phone) => onChange({ phone })}
          onBlur={() => onTouch('phone')}
          error={shown('phone')}
        />
      ) : null}
      <div className="lomi-check">
        <input
          id={`${idPrefix}-anonymous`}
          type="checkbox"
          checked={form.anonymous}
          onChange={(event) => onChange({ anonymous: event.target.checked })}
        />
        <label htmlFor={`${idPrefix}-anonymous`}>{t('donate-dialog.anonymous')}</label>
      </div>
      <div className="lomi-field" part="field">
        <label className="lomi-label" htmlFor={`${idPrefix}-full-name`}>
          {t('donate-dialog.full-name')}
        </label>
        <input
          id={`${idPrefix}-full-name`}
          className="lomi-input"
          part="input"
          type="text"
          autoComplete="name"
          maxLength={DONOR_NAME_MAX_LENGTH}
          value={form.fullName}
          disabled={form.anonymous}
          onChange={(event) => onChange({ fullName: event.target.value })}
          onBlur={() => onTouch('fullName')}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? `${idPrefix}-full-name-error` : undefined}
        />
        {nameError ? (
          <p id={`${idPrefix}-full-name-error`} className="lomi-error">
            {nameError}
          </p>
        ) : null}
      </div>
      <div className="lomi-field" part="field">
        <label className="lomi-label" htmlFor={`${idPrefix}-message`}>
          {t('donate-dialog.message')}
        </label>
        <textarea
          id={`${idPrefix}-message`}
          className="lomi-input lomi-textarea"
          part="input"
          rows={3}
          maxLength={DONATION_MESSAGE_MAX_LENGTH}
          value={form.message}
          onChange={(event) => onChange({ message: event.target.value })}
        />
      </div>
    </div>
  );
}
