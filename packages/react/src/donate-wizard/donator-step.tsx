import { DONOR_NAME_PART_MAX_LENGTH } from '@lomi/core';
import { useTranslate } from '../provider/use-translate.ts';
import { WizardField } from './wizard-field.tsx';
import type { WizardStepProps } from './wizard-step-props.ts';

/**
 * Step 1: the donor's name and e-mail, all optional (§5); a name given must be letters only, in any script,
 * and an e-mail must look like one. Anonymous disables the name.
 */
export function DonatorStep({ idPrefix, form, onChange, errors }: WizardStepProps) {
  const t = useTranslate();
  return (
    <div className="lomi-fields">
      <p className="lomi-wizard__hint">{t('donate-wizard.donator-hint')}</p>
      <WizardField
        id={`${idPrefix}-first-name`}
        label={t('donate-wizard.first-name')}
        value={form.firstName}
        onChange={(firstName) => onChange({ firstName })}
        error={errors.firstName}
        disabled={form.anonymous}
        autoComplete="given-name"
        maxLength={DONOR_NAME_PART_MAX_LENGTH}
        data-lomi-focus=""
      />
      <WizardField
        id={`${idPrefix}-last-name`}
        label={t('donate-wizard.last-name')}
        value={form.lastName}
        onChange={(lastName) => onChange({ lastName })}
        error={errors.lastName}
        disabled={form.anonymous}
        autoComplete="family-name"
        maxLength={DONOR_NAME_PART_MAX_LENGTH}
      />
      <WizardField
        id={`${idPrefix}-email`}
        label={t('donate-wizard.email')}
        value={form.email}
        onChange={(email) => onChange({ email })}
        error={errors.email}
        type="email"
        autoComplete="email"
      />
      <div className="lomi-check lomi-wizard__check">
        <input
          id={`${idPrefix}-anonymous`}
          type="checkbox"
          checked={form.anonymous}
          onChange={(event) => onChange({ anonymous: event.target.checked })}
        />
        <label htmlFor={`${idPrefix}-anonymous`}>{t('donate-wizard.anonymous')}</label>
      </div>
    </div>
  );
}
