import { sanitizeDigits, wizardPaymentMethods, type Currency } from '@lomi/core';
import { useTranslate } from '../provider/use-translate.ts';
import { WizardChoice } from './wizard-choice.tsx';
import { WizardField } from './wizard-field.tsx';
import type { WizardStepProps } from './wizard-step-props.ts';

/** Step 0: the currency (only those the campaign has a goal in) and the amount, whole units. */
export function AmountStep({
  idPrefix,
  form,
  onChange,
  errors,
  currencies,
}: WizardStepProps & { currencies: Currency[] }) {
  const t = useTranslate();
  function chooseCurrency(currency: Currency) {
    // A method of the other currency no longer applies (§2: methods are filtered by currency).
    const method = form.paymentMethodId;
    onChange({
      currency,
      paymentMethodId: method !== null && wizardPaymentMethods(currency).includes(method) ? method : null,
    });
  }
  return (
    <div className="lomi-fields">
      {currencies.length > 1 ? (
        <WizardChoice
          id={`${idPrefix}-currency`}
          legend={t('donate-wizard.currency')}
          options={currencies.map((currency) => ({
            value: currency,
            label: t(currency === 'USD' ? 'donate-wizard.currency-usd' : 'donate-wizard.currency-etb'),
          }))}
          value={form.currency}
          onChange={chooseCurrency}
        />
      ) : null}
      <WizardField
        id={`${idPrefix}-amount`}
        label={t('donate-wizard.amount', { currency: form.currency })}
        value={form.amount}
        onChange={(value) => onChange({ amount: sanitizeDigits(value) })}
        error={errors.amount}
        inputMode="numeric"
        autoComplete="off"
        data-lomi-focus=""
      />
    </div>
  );
}
