import { CARD_METHOD_ID, formatMoney, wholeUnitsToMinor, wizardTotalMinor } from '@lomi/core';
import { useLomiSettings } from '../provider/use-lomi-settings.ts';
import { useRichTranslate } from '../provider/use-rich-translate.ts';
import { useTranslate } from '../provider/use-translate.ts';
import type { WizardStepProps } from './wizard-step-props.ts';

/** Step 5: the summary with the total (amount + tip) and the terms checkbox (§5). */
export function ConfirmStep({
  idPrefix,
  form,
  onChange,
  errors,
  termsHref,
}: WizardStepProps & { termsHref: string }) {
  const t = useTranslate();
  const rich = useRichTranslate();
  const { locale } = useLomiSettings();
  const money = (minor: number) => formatMoney(minor, form.currency, locale);
  const name = [form.firstName.trim(), form.lastName.trim()].filter(Boolean).join(' ');
  return (
    <div className="lomi-fields">
      <dl className="lomi-summary">
        <div className="lomi-summary-row">
          <dt>{t('donate-wizard.summary-amount')}</dt>
          <dd>{money(wholeUnitsToMinor(form.amount))}</dd>
        </div>
        <div className="lomi-summary-row">
          <dt>{t('donate-wizard.summary-tip')}</dt>
          <dd>{money(wholeUnitsToMinor(form.tip))}</dd>
        </div>
        <div className="lomi-summary-row lomi-wizard__summary-row--total">
          <dt>{t('donate-wizard.summary-total')}</dt>
          <dd>{money(wizardTotalMinor(form))}</dd>
        </div>
        <div className="lomi-summary-row">
          <dt>{t('donate-wizard.summary-method')}</dt>
          <dd>
            {form.paymentMethodId === null
              ? ''
              : t(
                  form.paymentMethodId === CARD_METHOD_ID
                    ? 'donate-wizard.method-card'
                    : 'donate-wizard.method-chapa',
                )}
          </dd>
        </div>
        <div className="lomi-summary-row">
          <dt>{t('donate-wizard.summary-donor')}</dt>
          <dd>{form.anonymous || name === '' ? t('donate-wizard.summary-anonymous') : name}</dd>
        </div>
        <div className="lomi-summary-row">
          <dt>{t('donate-wizard.summary-message')}</dt>
          <dd>{form.message.trim()}</dd>
        </div>
      </dl>
      <div className="lomi-check lomi-wizard__check">
        <input
          id={`${idPrefix}-terms`}
          type="checkbox"
          checked={form.termsAccepted}
          onChange={(event) => onChange({ termsAccepted: event.target.checked })}
          aria-invalid={errors.termsAccepted ? true : undefined}
          aria-describedby={errors.termsAccepted ? `${idPrefix}-terms-error` : undefined}
          data-lomi-focus=""
        />
        <label htmlFor={`${idPrefix}-terms`}>
          {rich('donate-wizard.terms', {
            link: (chunks) => (
              <a href={termsHref} target="_blank" rel="noopener">
                {chunks}
              </a>
            ),
          })}
        </label>
      </div>
      {errors.termsAccepted ? (
        <p id={`${idPrefix}-terms-error`} className="lomi-error">
          {errors.termsAccepted}
        </p>
      ) : null}
    </div>
  );
}
