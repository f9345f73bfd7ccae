import type { DonateWizardErrors, DonateWizardForm } from '@lomi/core';

/** What every wizard step receives: the form, a patcher, and the translated errors to show. */
export interface WizardStepProps {
  idPrefix: string;
  form: DonateWizardForm;
  onChange: (patch: Partial<DonateWizardForm>) => void;
  errors: Partial<Record<keyof DonateWizardErrors, string>>;
}
