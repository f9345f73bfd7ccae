import { describe, expect, it } from 'vitest';
import * as core from './index.ts';
import type {
  CampaignWizardForm,
  Currency,
  DonateDialogForm,
  DonateWizardForm,
  ReportFormValues,
  WithdrawAccountForm,
} from './index.ts';

// Security review finding #1: one failing e-mail pattern, quadratic in its input, kept the server busy for
// minutes on a 200 kB address. Every function of @lomi/core that judges or cleans what a person typed is fed
// 100 kB of the text shapes that make patterns backtrack, and must answer in linear time. A new export has
// to be listed below, as such a validator or as something that takes no typed text, so none is forgotten.

const SIZE = 100_000;
/** Far above a linear scan of 100 kB (about a millisecond), far below what a quadratic pattern takes (minutes). */
const BOUND_MS = 200;

const repeat = (unit: string, suffix = '') => unit.repeat(Math.ceil(SIZE / unit.length)) + suffix;

/**
 * The shapes that make a pattern backtrack: long runs of what it repeats, then a character it refuses (not
 * at the very end, where the trimming before most patterns would take it away).
 */
const ADVERSARIAL: Record<string, string> = {
  'a@ + dots + tab + x': `a@${repeat('.')}\tx`,
  'a@ + dots + x': `a@${repeat('.')}x`,
  'dots + @': repeat('.', '@'),
  'letters + !': repeat('a', '!'),
  'letters + @ + tab + x': repeat('a', '@\tx'),
  'a. pairs + @ + tab + x': repeat('a.', '@\tx'),
  'a@b. runs + tab + x': repeat('a@b.', '\tx'),
  'a@ + a. pairs + tab + x': `a@${repeat('a.')}\tx`,
  '@. pairs': repeat('@.'),
  'spaces + x': repeat(' ', 'x'),
  'tabs + 1': repeat('\t', '1'),
  'letter-space pairs + 1': repeat('a ', '1'),
  'letter-hyphen pairs + --': repeat('a-', '--'),
  "letter-apostrophe pairs + '": repeat("a'", "'"),
  'letter-slash pairs + /': repeat('a/', '/'),
  'Ethiopic + ፩': repeat('ሀ', '፩'),
  'combining marks + 1': repeat('\u0301', '1'),
  'joiners + 1': repeat('a\u200C', '\u200C1'),
  'digits + x': repeat('1', 'x'),
  'digits + .123': repeat('1', '.123'),
  'zeros + x': repeat('0', 'x'),
  'digit-dot pairs': repeat('1.', '.'),
  'comma runs': repeat(',', '1'),
  '+251 + digits': `+251${repeat('9', '!')}`,
  'slashes + x': repeat('/', 'x'),
  'hyphens + underscores': repeat('-_', '!'),
  'angle brackets and quotes': repeat(`<>"'`, '@x.co'),
  'control characters': repeat('\u0000\u007f', '@x.co'),
};

const balance = { etb: 100, usd: 0 };
const target = { id: 1, title: 'A campaign' };

const dialogForm = (text: string): DonateDialogForm => ({
  method: 'telebirr',
  amount: text,
  phone: text,
  anonymous: false,
  fullName: text,
  message: text,
});

const wizardForm = (text: string): DonateWizardForm => ({
  currency: 'ETB',
  amount: text,
  firstName: text,
  lastName: text,
  email: text,
  anonymous: false,
  message: text,
  paymentMethodId: 0,
  tip: text,
  termsAccepted: true,
});

const reportForm = (text: string): ReportFormValues => ({
  reason: 'other',
  message: text,
  email: text,
  phone: text,
});

const withdrawForm = (text: string): WithdrawAccountForm => ({
  accountName: text,
  accountNumber: text,
  bankName: text,
  accountType: text as WithdrawAccountForm['accountType'],
  phoneNumber: text,
});

const campaignForm = (text: string): CampaignWizardForm => ({
  categoryId: 1,
  currency: 'ALL',
  goalEtb: text,
  goalUsd: text,
  title: text,
  description: text,
  videoUrl: text,
  image: new File([text], text, { type: 'image/jpeg' }),
  documents: [],
});

const identity = (text: string) => ({ username: text, email: text, full_name: text, phone: text });

/** Runs `call`, letting the `RangeError` of a builder that refuses an invalid form pass. */
function tolerant(call: () => unknown): unknown {
  try {
    return call();
  } catch (error) {
    if (error instanceof RangeError) return error;
    throw error;
  }
}

/** Every exported function that judges or cleans typed text, with the text put into each of its fields. */
const VALIDATORS: Record<string, (text: string) => unknown> = {
  isValidEmail: (text) => core.isValidEmail(text),
  isValidPersonName: (text) => core.isValidPersonName(text),
  isValidUsername: (text) => core.isValidUsername(text),
  isValidLocalPhone: (text) => core.isValidLocalPhone(text),
  sanitizePhoneInput: (text) => core.sanitizePhoneInput(text),
  toInternationalPhone: (text) => tolerant(() => core.toInternationalPhone(text)),
  parseInternationalPhone: (text) => core.parseInternationalPhone(text, 'optional'),
  isValidInternationalPhone: (text) => core.isValidInternationalPhone(text, 'required'),
  parsePositiveId: (text) => core.parsePositiveId(text),
  passwordProblem: (text) => core.passwordProblem(text),
  passwordsMatch: (text) => core.passwordsMatch(text, `${text}x`),
  guessablePassword: (text) => core.guessablePassword(text, { username: text, email: text }),
  visibleEmail: (text) => core.visibleEmail(text),
  visibleUsername: (text) => core.visibleUsername(text),
  avatarInitial: (text) => core.avatarInitial(identity(text)),
  accountDisplayName: (text) => core.accountDisplayName(identity(text)),
  donorFromAccount: (text) => core.donorFromAccount({ id: 1, full_name: text, email: text }),
  sanitizeAmountInput: (text) => core.sanitizeAmountInput(text),
  parseAmountToMinor: (text) => core.parseAmountToMinor(text),
  sanitizeDigits: (text) => core.sanitizeDigits(text),
  wholeUnitsToMinor: (text) => tolerant(() => core.wholeUnitsToMinor(text)),
  wizardTotalMinor: (text) => tolerant(() => core.wizardTotalMinor({ amount: text, tip: text })),
  donateDialogErrors: (text) => core.donateDialogErrors(dialogForm(text)),
  donateDialogStepErrors: (text) => core.donateDialogStepErrors(2, dialogForm(text)),
  isDonateDialogStepValid: (text) => core.isDonateDialogStepValid(2, dialogForm(text)),
  buildDirectDonationPayload: (text) =>
    tolerant(() => core.buildDirectDonationPayload(target, dialogForm(text))),
  buildCardCheckoutRequest: (text) =>
    tolerant(() => core.buildCardCheckoutRequest(target, { ...dialogForm(text), method: 'stripe' })),
  donateWizardStepErrors: (text) => core.donateWizardStepErrors(5, wizardForm(text)),
  buildWizardDonationRequest: (text) =>
    tolerant(() => core.buildWizardDonationRequest(target, wizardForm(text))),
  helpQuestionErrors: (text) => core.helpQuestionErrors({ email: text, question: text }),
  buildHelpQuestion: (text) => tolerant(() => core.buildHelpQuestion({ email: text, question: text })),
  reportFormErrors: (text) => core.reportFormErrors(reportForm(text)),
  canSubmitReport: (text) => core.canSubmitReport(reportForm(text)),
  buildNewReport: (text) =>
    tolerant(() => core.buildNewReport({ type: 'campaign', id: 1 }, reportForm(text))),
  contactFundraiserErrors: (text) => core.contactFundraiserErrors({ name: text, email: text, message: text }),
  campaignUpdateErrors: (text) => core.campaignUpdateErrors({ title: text, description: text }),
  isCampaignVideoLink: (text) => core.isCampaignVideoLink(text),
  youtubeVideoId: (text) => core.youtubeVideoId(text),
  withdrawAccountErrors: (text) => core.withdrawAccountErrors(withdrawForm(text)),
  withdrawAccountRequest: (text) => tolerant(() => core.withdrawAccountRequest(withdrawForm(text))),
  withdrawalRequestProblem: (text) => core.withdrawalRequestProblem(text as Currency, balance),
  organizationFormErrors: (text) =>
    core.organizationFormErrors({
      name: text,
      description: text,
      email: text,
      phone_number: text,
      contact_person_name: text,
      address: text,
      website: text,
    }),
  organizationFormData: (text) =>
    core.organizationFormData({ name: text, email: text, phone_number: text, website: text }),
  charityFormErrors: (text) => core.charityFormErrors({ name: text, description: text }),
  charityFormData: (text) => core.charityFormData({ name: text, description: text, updated: text }),
  parseEtbPerUsd: (text) => core.parseEtbPerUsd(text),
  formatEtbPerUsd: (text) => core.formatEtbPerUsd(text),
  etbMinorOfUsd: (text) => tolerant(() => core.etbMinorOfUsd(100, text)),
  campaignWizardStepProblem: (text) => core.campaignWizardStepProblem(5, campaignForm(text)),
  firstInvalidCampaignWizardStep: (text) => core.firstInvalidCampaignWizardStep(campaignForm(text)),
  campaignGoalsMinor: (text) => core.campaignGoalsMinor({ goalEtb: text, goalUsd: text }),
  buildCampaignFormData: (text) => tolerant(() => core.buildCampaignFormData(campaignForm(text), 1)),
  consoleCampaignFormData: (text) => tolerant(() => core.consoleCampaignFormData(campaignForm(text), 1, 2)),
  isCampaignDocumentType: (text) => core.isCampaignDocumentType(text),
  isLocale: (text) => core.isLocale(text),
  resolveLocale: (text) => core.resolveLocale({ param: text, htmlLang: text, navigatorLanguages: [text] }),
};

/** Exported functions that take no typed text: numbers, ids, choices from a list, clients and stores. */
const TAKE_NO_TYPED_TEXT = [
  'ApiError',
  'acceptsDonations',
  'asratCalls',
  'balanceIn',
  'campaignGoalFields',
  'campaignGoalsProblem',
  'campaignReportCalls',
  'campaignShareUrl',
  'centeredPopupFeatures',
  'chooseCampaignCurrency',
  'createAccountClient',
  'createCampaign',
  'createConsoleClient',
  'createDonationFlowStore',
  'createIdempotencyKey',
  'createLomiClient',
  'createLomiIntl',
  'createOrganization',
  'defaultWizardCurrency',
  'donationCurrency',
  'donationDisplayStatus',
  'donationEventDetail',
  'donationFailureText',
  'donationsClosedReason',
  'emptyCampaignWizardForm',
  'emptyDonateWizardForm',
  'errorKind',
  'fetchMyReceipts',
  'fetchReceipt',
  'fetchSiteSettings',
  'formatCreatedAgo',
  'formatDate',
  'formatMoney',
  'formatNumber',
  'formatPercent',
  'formatRemaining',
  'hasReachedGoal',
  'intlDateLocale',
  'intlLocale',
  'isApiRail',
  'isAsratPaymentMethod',
  'isPositiveId',
  'loadMessages',
  'needsPhone',
  'parseNotificationParams',
  'paymentFlow',
  'progressPercent',
  'receiptPagePath',
  'receiptPageUrl',
  'receiptPdfUrl',
  'reportSubmittedDetail',
  'sendForm',
  'setFormTransport',
  'shareLink',
  'updateOrganization',
  'withdrawAccountForm',
  'withdrawalRequestBody',
  'wizardCurrencies',
  'wizardPaymentMethods',
  'youtubeEmbedUrl',
  'youtubeThumbnailUrl',
];

describe('every validator of @lomi/core', () => {
  it('is listed here, as a validator or as taking no typed text', () => {
    const exported = Object.entries(core)
      .filter(([, value]) => typeof value === 'function')
      .map(([name]) => name)
      .sort();
    const listed = [...Object.keys(VALIDATORS), ...TAKE_NO_TYPED_TEXT].sort();
    expect(listed).toEqual(exported);
  });

  it('exports no regular expression (patterns stay behind a function that checks the length first)', () => {
    expect(Object.entries(core).filter(([, value]) => value instanceof RegExp)).toEqual([]);
  });

  describe.each(Object.entries(VALIDATORS))('%s', (_name, validate) => {
    it(`answers 100 kB of adversarial text in under ${BOUND_MS} ms`, () => {
      for (const [shape, text] of Object.entries(ADVERSARIAL)) {
        const started = performance.now();
        validate(text);
        expect(performance.now() - started, shape).toBeLessThan(BOUND_MS);
      }
    });
  });
});
