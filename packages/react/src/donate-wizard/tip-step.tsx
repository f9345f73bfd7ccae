import { formatMoney, sanitizeDigits, TIP_QUICK_PICKS, wholeUnitsToMinor } from '@lomi/core';
import { useLomiSettings } from '../provider/use-lomi-settings.ts';
import { useTranslate } from '../provider/use-translate.ts';
import { WizardField } from './wizard-field.tsx';
import type { WizardStepProps } from './wizard-step-props.ts';

/** Step 4: an optional tip for Lomi: quick picks 5–100 (press again to remove) or any whole amount. */
export function TipStep({ idPrefix, form, onChange, errors }: WizardStepProps) {
  const t = useTranslate();
  const { locale } = useLomiSettings();
  return (
    <div className="lomi-fields">
      <div className="lomi-field" role="group" aria-labelledby={`${idPrefix}-tip-legend`}>
        <p id={`${idPrefix}-tip-legend`} className="lomi-label lomi-wizard__label">
          {t('donate-wizard.tip-legend')}
        </p>
        <p className="lomi-wizard__hint">{t('donate-wizard.tip-hint')}</p>
        <div className="lomi-wizard__picks">
          {TIP_QUICK_PICKS.map((pick, index) => {
            const selected = form.tip === String(pick);
            return (
              <button
                key={pick}
                type="button"
                className="lomi-wizard__pick"
                aria-pressed={selected}
                onClick={() => onChange({ tip: selected ? '' : String(pick) })}
                {...(index === 0 ? { 'data-lomi-focus': '' } : {})}
              >
                {formatMoney(wholeUnitsToMinor(String(pick)), form.currency, locale)}
              </button>
            );
          })}
        </div>
      </div>
      <WizardField
        id={`${idPrefix}-tip`}
        label={t('donate-wizard.tip-custom', { currency: form.currency })}
        value={form.tip}
        onChange={(tip) => onChange({ tip: sanitizeDigits(tip) })}
        error={errors.tip}
        inputMode="numeric"
        autoComplete="off"
      />
    </div>
  );
}
