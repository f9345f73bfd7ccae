import { CARD_METHOD_ID, CHAPA_METHOD_ID, DONATION_MAX_MINOR } from '../constants/constants.ts';
import type { Campaign } from '../domain/campaign.ts';
import type { Currency } from '../domain/money.ts';
import type { WizardPaymentMethodId } from '../domain/payment-request.ts';
import type { MessageKey } from '../i18n/catalog.ts';
import { isValidEmail } from '../contact/email-address.ts';
import { isValidPersonName } from '../contact/person-name.ts';

/** What the donor has entered in the donate wizard; text fields hold exactly what the inputs show. */
export interface DonateWizardForm {
  currency: Currency;
  /** Whole units as typed: digits only, or empty (§5). */
  amount: string;
  firstName: string;
  lastName: string;
  email: string;
  anonymous: boolean;
  message: string;
  paymentMethodId: WizardPaymentMethodId | null;
  /** Whole units of Lomi's tip: digits only, or empty for no tip. */
  tip: string;
  termsAccepted: boolean;
}

/** The wizard's six steps (§2): Amount, Donator, Message, Payment, Lomi Tip, Confirm. */
export const DONATE_WIZARD_STEPS = ['amount', 'donator', 'message', 'payment', 'tip', 'confirm'] as const;
export type DonateWizardStepName = (typeof DONATE_WIZARD_STEPS)[number];
/** Index of a wizard step, 0–5. */
export type DonateWizardStep = 0 | 1 | 2 | 3 | 4 | 5;

/** Fields of the wizard that can be wrong, each with the message key to show (§5). */
export type DonateWizardErrors = Partial<
  Record<
    'amount' | 'firstName' | 'lastName' | 'email' | 'message' | 'paymentMethodId' | 'tip' | 'termsAccepted',
    MessageKey
  >
>;

/** Keeps digits only (§5: the wizard's amount and tip are digits only or empty). */
export function sanitizeDigits(raw: string): string {
  return raw.replace(/\D/g, '');
}

/** Whole units typed as digits to integer minor units (`"150"` → 15000); empty → 0. */
export function wholeUnitsToMinor(digits: string): number {
  if (!/^\d*$/.test(digits)) throw new RangeError(`Expected digits only, got "${digits}".`);
  const trimmed = digits.replace(/^0+(?=\d)/, '');
  return trimmed === '' ? 0 : Number(`${trimmed}00`);
}

/** Currencies the wizard offers: those whose goal is above 0 (ETB alone when neither is). */
export function wizardCurrencies(campaign: Pick<Campaign, 'goalEtbAmount' | 'goalUsdAmount'>): Currency[] {
  const currencies: Currency[] = [];
  if (campaign.goalEtbAmount > 0) currencies.push('ETB');
  if (campaign.goalUsdAmount > 0) currencies.push('USD');
  return currencies.length > 0 ? currencies : ['ETB'];
}

/** The preselected currency: USD when the campaign's ETB goal is 0 and it has a USD goal, else ETB. */
export function defaultWizardCurrency(campaign: Pick<Campaign, 'goalEtbAmount' | 'goalUsdAmount'>): Currency {
  return campaign.goalEtbAmount === 0 && campaign.goalUsdAmount > 0 ? 'USD' : 'ETB';
}

/** The payment methods of a currency (§2): Chapa (id 0) for ETB, Card (id 2) for USD. */
export function wizardPaymentMethods(currency: Currency): WizardPaymentMethodId[] {
  return currency === 'USD' ? [CARD_METHOD_ID] : [CHAPA_METHOD_ID];
}

/** A fresh wizard form for a campaign, with the currency preselected and optional donor details. */
export function emptyDonateWizardForm(
  campaign: Pick<Campaign, 'goalEtbAmount' | 'goalUsdAmount'>,
  donor: { firstName?: string; lastName?: string; email?: string } = {},
): DonateWizardForm {
  return {
    currency: defaultWizardCurrency(campaign),
    amount: '',
    firstName: donor.firstName ?? '',
    lastName: donor.lastName ?? '',
    email: donor.email ?? '',
    anonymous: false,
    message: '',
    paymentMethodId: null,
    tip: '',
    termsAccepted: false,
  };
}

/** What the donor pays: the donation plus Lomi's tip, in integer minor units. */
export function wizardTotalMinor(form: Pick<DonateWizardForm, 'amount' | 'tip'>): number {
  return wholeUnitsToMinor(form.amount) + wholeUnitsToMinor(form.tip);
}

/** The problems that keep `step` from moving on (§5), as message keys. */
export function donateWizardStepErrors(step: DonateWizardStep, form: DonateWizardForm): DonateWizardErrors {
  const errors: DonateWizardErrors = {};
  const name = DONATE_WIZARD_STEPS[step];
  if (name === 'amount' || name === 'confirm') {
    const minor = /^\d+$/.test(form.amount) ? wholeUnitsToMinor(form.amount) : 0;
    if (minor <= 0) errors.amount = 'donation.amount-required';
    else if (minor > DONATION_MAX_MINOR) errors.amount = 'donation.amount-too-large';
  }
  if (name === 'donator' || name === 'confirm') {
    // The names are optional, and not sent at all when anonymous (their inputs are disabled then).
    for (const field of ['firstName', 'lastName'] as const) {
      const value = form[field];
      if (!form.anonymous && value.trim() !== '' && !isValidPersonName(value)) {
        errors[field] = 'donation.name-letters-only';
      }
    }
    if (form.email.trim() !== '' && !isValidEmail(form.email)) errors.email = 'donation.email-invalid';
  }
  if ((name === 'message' || name === 'confirm') && form.message.trim() === '') {
    errors.message = 'donation.message-required';
  }
  if (name === 'payment' || name === 'confirm') {
    const offered = wizardPaymentMethods(form.currency);
    if (form.paymentMethodId === null || !offered.includes(form.paymentMethodId)) {
      errors.paymentMethodId = 'donation.payment-method-required';
    }
  }
  if (
    (name === 'tip' || name === 'confirm') &&
    wholeUnitsToMinor(sanitizeDigits(form.tip)) > DONATION_MAX_MINOR
  ) {
    errors.tip = 'donation.amount-too-large';
  }
  if (name === 'confirm' && !form.termsAccepted) errors.termsAccepted = 'donation.terms-required';
  return errors;
}
