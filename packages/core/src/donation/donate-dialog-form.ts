import { DONATION_MAX_MINOR } from '../constants/constants.ts';
import type { PaymentMethod } from '../domain/donation.ts';
import type { MessageKey } from '../i18n/catalog.ts';
import { parseAmountToMinor } from './amount-input.ts';
import { needsPhone } from './donate-dialog-methods.ts';
import { isValidPersonName } from '../contact/person-name.ts';
import { isValidLocalPhone } from '../contact/phone-number.ts';

/** What the donor has entered in the donate dialog; text fields hold exactly what the inputs show. */
export interface DonateDialogForm {
  /** Chosen on step 0; null until then. */
  method: PaymentMethod | null;
  /** Major units as typed, e.g. `"150.50"` (see `sanitizeAmountInput`). */
  amount: string;
  /** The 9 local digits without `+251` (see `sanitizePhoneInput`). */
  phone: string;
  anonymous: boolean;
  fullName: string;
  /** Optional note to the fundraiser. */
  message: string;
}

/** Longest message the server keeps (characters). */
export const DONATION_MESSAGE_MAX_LENGTH = 1000;

/** A form with nothing chosen or typed yet. */
export const EMPTY_DONATE_DIALOG_FORM: DonateDialogForm = {
  method: null,
  amount: '',
  phone: '',
  anonymous: false,
  fullName: '',
  message: '',
};

/** The dialog's steps (§2): 0 Payment Method, 1 Amount & Message, 2 Confirm. */
export type DonateDialogStep = 0 | 1 | 2;

/** Fields that can be wrong, each with the message key to show. */
export type DonateDialogErrors = Partial<Record<'method' | 'amount' | 'phone' | 'fullName', MessageKey>>;

/** Every problem of the form, whatever the step. Empty when the form can be sent. */
export function donateDialogErrors(form: DonateDialogForm): DonateDialogErrors {
  const errors: DonateDialogErrors = {};
  if (form.method === null) errors.method = 'donation.method-required';
  const minor = parseAmountToMinor(form.amount);
  if (minor === null || minor <= 0) errors.amount = 'donation.amount-invalid';
  else if (minor > DONATION_MAX_MINOR) errors.amount = 'donation.amount-too-large';
  if ((form.method === null || needsPhone(form.method)) && !isValidLocalPhone(form.phone)) {
    errors.phone = 'donation.phone-invalid';
  }
  if (!form.anonymous) {
    // §5 "full name letters and spaces only", with the joins real names need (see person-name.ts).
    if (form.fullName.trim() === '') errors.fullName = 'donation.full-name-required';
    else if (!isValidPersonName(form.fullName)) errors.fullName = 'donation.name-letters-only';
  }
  return errors;
}

/** The problems that keep `step` from moving on (§5): step 0 a method; step 1 amount, phone and name. */
export function donateDialogStepErrors(step: DonateDialogStep, form: DonateDialogForm): DonateDialogErrors {
  const all = donateDialogErrors(form);
  if (step === 0) return all.method ? { method: all.method } : {};
  const { method: _method, ...rest } = all;
  return step === 1 ? rest : all;
}

/** Whether Next (or Donate on the last step) is enabled. */
export function isDonateDialogStepValid(step: DonateDialogStep, form: DonateDialogForm): boolean {
  return Object.keys(donateDialogStepErrors(step, form)).length === 0;
}
