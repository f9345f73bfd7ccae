import { DONATE_DIALOG_METHODS, paymentFlow, type MessageKey, type PaymentMethod } from '@lomi/core';
import { useTranslate } from '../provider/use-translate.ts';
import { MethodIcon } from './method-icon.tsx';

const HINTS: Record<ReturnType<typeof paymentFlow>, MessageKey> = {
  mobile: 'donate-dialog.method-hint-mobile',
  card: 'donate-dialog.method-hint-card',
  checkout: 'donate-dialog.method-hint-checkout',
};

export interface MethodStepProps {
  idPrefix: string;
  method: PaymentMethod | null;
  onChange: (method: PaymentMethod) => void;
  /** The methods offered, in this order; all of the dialog's by default (Asrat offers mobile money only). */
  methods?: readonly PaymentMethod[];
}

/** Step 0: the payment methods as a native radio group (arrow keys move and choose, as in any form). */
export function MethodStep({ idPrefix, method, onChange, methods = DONATE_DIALOG_METHODS }: MethodStepProps) {
  const t = useTranslate();
  return (
    <fieldset className="lomi-choices">
      <legend className="lomi-donate__legend">{t('donate-dialog.method-legend')}</legend>
      {methods.map((option, index) => {
        const id = `${idPrefix}-method-${option}`;
        const autoFocus = method === null ? index === 0 : method === option;
        return (
          <label key={option} className="lomi-choice" htmlFor={id}>
            <input
              id={id}
              type="radio"
              name={`${idPrefix}-method`}
              value={option}
              checked={method === option}
              onChange={() => onChange(option)}
              aria-describedby={`${id}-hint`}
              className="lomi-radio"
              {...(autoFocus ? { 'data-lomi-autofocus': '' } : {})}
            />
            <MethodIcon method={option} />
            <span className="lomi-choice-text">
              <span className="lomi-choice-name">{t(`donate-dialog.method-${option}`)}</span>
              <span id={`${id}-hint`} className="lomi-donate__method-hint">
                {t(HINTS[paymentFlow(option)])}
              </span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
