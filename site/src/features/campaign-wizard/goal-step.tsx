import {
  CAMPAIGN_WIZARD_CURRENCIES,
  campaignGoalFields,
  chooseCampaignCurrency,
  sanitizeAmountInput,
} from '@lomi/core';
import { FormField } from '../../shared/form-field/form-field.tsx';
import type { StepProps } from './category-step.tsx';
import { useCreateCampaignText } from './create-campaign-text.ts';

/** Step 2: USD, ETB or both (with §4's resets) and the goal of each currency shown, in major units. */
export function GoalStep({ form, onChange }: StepProps) {
  const t = useCreateCampaignText();
  const fields = campaignGoalFields(form.currency);
  return (
    <>
      <fieldset className="campaign-wizard__choices">
        <legend className="dialog-form__label">{t('createCampaign.currency.legend')}</legend>
        <div className="campaign-wizard__options">
          {CAMPAIGN_WIZARD_CURRENCIES.map((currency) => (
            <label key={currency} className="campaign-wizard__option">
              <input
                type="radio"
                name="currency"
                value={currency}
                checked={form.currency === currency}
                onChange={() => onChange(chooseCampaignCurrency(form, currency))}
              />
              {t(`createCampaign.currency.${currency}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {fields.map((field) => (
        <FormField
          key={field}
          block="dialog-form"
          name={field}
          inputMode="decimal"
          autoComplete="off"
          label={t(field === 'goalEtb' ? 'createCampaign.goal.etb' : 'createCampaign.goal.usd')}
          hint={t('createCampaign.goal.hint')}
          value={form[field]}
          onChange={(value) => onChange({ ...form, [field]: sanitizeAmountInput(value) })}
          prefix={
            <span className="dialog-form__prefix" aria-hidden="true">
              {field === 'goalEtb' ? 'ETB' : 'USD'}
            </span>
          }
          required
        />
      ))}
    </>
  );
}
