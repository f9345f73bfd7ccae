import type { WizardDonationRequest } from '../domain/payment-request.ts';
import type { Locale } from '../i18n/locale.ts';
import { donateWizardStepErrors, wholeUnitsToMinor, type DonateWizardForm } from './donate-wizard-form.ts';
import type { DonationTarget } from './donation-payload.ts';

/**
 * The §3 donation request of the wizard: amount and tip in integer minor units of the chosen currency. The
 * donor fields are optional (§5), but the server needs a name or `annonymous`, so a donor who gives no name
 * donates anonymously, and an anonymous donor's name is not sent. `lang` is the donor's `locale`, so the
 * payment page and the pages it returns to speak it. Throws a `RangeError` for a form the Confirm step would
 * not accept.
 */
export function buildWizardDonationRequest(
  target: DonationTarget,
  form: DonateWizardForm,
  donatorId: number | null = null,
  locale: Locale = 'en',
): WizardDonationRequest {
  const problems = Object.entries(donateWizardStepErrors(5, form));
  if (problems.length > 0 || form.paymentMethodId === null) {
    throw new RangeError(
      `The donation form is incomplete (${problems.map(([field, key]) => `${field}: ${key}`).join(', ')}).`,
    );
  }
  const firstName = form.firstName.trim();
  const lastName = form.lastName.trim();
  const anonymous = form.anonymous || (firstName === '' && lastName === '');
  return {
    amount: wholeUnitsToMinor(form.amount),
    currency: form.currency,
    email: form.email.trim(),
    first_name: anonymous ? '' : firstName,
    last_name: anonymous ? '' : lastName,
    campaignId: target.id,
    donatorId,
    title: target.title ?? '',
    message: form.message.trim(),
    annonymous: anonymous,
    tipAmount: wholeUnitsToMinor(form.tip),
    payment_method: form.paymentMethodId,
    lang: locale,
  };
}
