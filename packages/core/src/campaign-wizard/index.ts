export {
  CAMPAIGN_WIZARD_CURRENCIES,
  CAMPAIGN_WIZARD_STEPS,
  buildCampaignFormData,
  campaignGoalFields,
  campaignGoalsMinor,
  campaignWizardStepProblem,
  chooseCampaignCurrency,
  emptyCampaignWizardForm,
  firstInvalidCampaignWizardStep,
  type CampaignWizardCurrency,
  type CampaignWizardForm,
  type CampaignWizardProblem,
  type CampaignWizardStep,
  type CampaignWizardStepName,
} from './campaign-wizard-form.ts';
export {
  CAMPAIGN_DOCUMENT_TYPES,
  CAMPAIGN_UPLOAD_LIMITS,
  isCampaignDocumentType,
} from './campaign-upload-limits.ts';
