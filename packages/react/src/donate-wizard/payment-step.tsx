import { CARD_METHOD_ID, wizardPaymentMethods } from '@lomi/core';
import { useTranslate } from '../provider/use-translate.ts';
import { WizardChoice } from './wizard-choice.tsx';
import type { WizardStepProps } from './wizard-step-props.ts';

/** Step 3: the payment methods of the chosen currency: Chapa for ETB, Card for USD (§2). */
export function PaymentStep({ idPrefix, form, onChange, errors }: WizardStepProps) {
  const t = useTranslate();
  return (
    <WizardChoice
      id={`${idPrefix}-method`}
      legend={t('donate-wizard.method')}
      options={wizardPaymentMethods(form.currency).map((id) =>
        id === CARD_METHOD_ID
          ? { value: id, label: t('donate-wizard.method-card'), hint: t('donate-wizard.method-card-hint') }
          : { value: id, label: t('donate-wizard.method-chapa'), hint: t('donate-wizard.method-chapa-hint') },
      )}
      value={form.paymentMethodId}
      onChange={(paymentMethodId) => onChange({ paymentMethodId })}
      error={errors.paymentMethodId}
    />
  );
}
