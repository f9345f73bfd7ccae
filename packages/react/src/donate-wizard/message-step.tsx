import { DONATION_MESSAGE_MAX_LENGTH } from '@lomi/core';
import { useTranslate } from '../provider/use-translate.ts';
import { WizardField } from './wizard-field.tsx';
import type { WizardStepProps } from './wizard-step-props.ts';

/** Step 2: a message for the fundraiser (required, §5). */
export function MessageStep({ idPrefix, form, onChange, errors }: WizardStepProps) {
  const t = useTranslate();
  return (
    <WizardField
      id={`${idPrefix}-message`}
      label={t('donate-wizard.message')}
      value={form.message}
      onChange={(message) => onChange({ message })}
      error={errors.message}
      multiline
      maxLength={DONATION_MESSAGE_MAX_LENGTH}
      data-lomi-focus=""
    />
  );
}
