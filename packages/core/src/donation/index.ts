export { parseAmountToMinor, sanitizeAmountInput } from './amount-input.ts';
export {
  DONATE_DIALOG_METHODS,
  donationCurrency,
  needsPhone,
  paymentFlow,
  type PaymentFlow,
} from './donate-dialog-methods.ts';
export {
  donateDialogErrors,
  DONATION_MESSAGE_MAX_LENGTH,
  donateDialogStepErrors,
  EMPTY_DONATE_DIALOG_FORM,
  isDonateDialogStepValid,
  type DonateDialogErrors,
  type DonateDialogForm,
  type DonateDialogStep,
} from './donate-dialog-form.ts';
export {
  buildCardCheckoutRequest,
  buildDirectDonationPayload,
  type DonationTarget,
} from './donation-payload.ts';
export {
  createDonationFlowStore,
  donationEventDetail,
  type DonationEventDetail,
  type DonationFailure,
  type DonationFlowOptions,
  type DonationFlowState,
  type DonationFlowStatus,
  type DonationFlowStore,
  type DialogSubmission,
  type DonationSubmission,
  type WizardSubmission,
} from './donation-flow-store.ts';
export {
  defaultWizardCurrency,
  DONATE_WIZARD_STEPS,
  donateWizardStepErrors,
  emptyDonateWizardForm,
  sanitizeDigits,
  wholeUnitsToMinor,
  wizardCurrencies,
  wizardPaymentMethods,
  wizardTotalMinor,
  type DonateWizardErrors,
  type DonateWizardForm,
  type DonateWizardStep,
  type DonateWizardStepName,
} from './donate-wizard-form.ts';
export { donationFailureText, type DonationFailureText } from './donation-failure-text.ts';
export { buildWizardDonationRequest } from './wizard-donation-request.ts';
export { createIdempotencyKey } from './idempotency-key.ts';
export { donorFromAccount, type AccountDonor } from './donor-from-account.ts';
