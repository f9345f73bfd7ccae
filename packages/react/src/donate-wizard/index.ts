export {
  DonateWizard,
  type DonateWizardProps,
  type WizardCampaign,
  type WizardDonor,
} from './donate-wizard.tsx';
export { donateWizardStyles } from './donate-wizard-styles.ts';
