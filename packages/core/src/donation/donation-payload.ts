import type { CardCheckoutRequest, DirectDonationPayload } from '../domain/payment-request.ts';
import type { Locale } from '../i18n/locale.ts';
import { parseAmountToMinor } from './amount-input.ts';
import type { DonateDialogForm } from './donate-dialog-form.ts';
import { donateDialogErrors } from './donate-dialog-form.ts';
import { toInternationalPhone } from '../contact/phone-number.ts';

/** The campaign a donation goes to; the title names the payment on checkout pages when known. */
export interface DonationTarget {
  id: number;
  title?: string;
}

function assertComplete(form: DonateDialogForm): {
  method: NonNullable<DonateDialogForm['method']>;
  amount: number;
} {
  const errors = donateDialogErrors(form);
  const problems = Object.entries(errors);
  if (problems.length > 0 || form.method === null) {
    throw new RangeError(
      `The donation form is incomplete (${problems.map(([field, key]) => `${field}: ${key}`).join(', ')}); ` +
        'check isDonateDialogStepValid(2, form) before sending it.',
    );
  }
  return { method: form.method, amount: parseAmountToMinor(form.amount) as number };
}

/**
 * The §3 direct donation payload for a mobile-money or `payonline` donation: amount in integer minor
 * units, `phone_number` as `251` + 9 digits, `full_name` left out when anonymous, and `currency: 'usd'` for
 * the card, and `lang`, the donor's `locale`, so a hosted checkout speaks it. Throws a `RangeError` for an
 * incomplete form.
 */
export function buildDirectDonationPayload(
  target: DonationTarget,
  form: DonateDialogForm,
  locale: Locale = 'en',
): DirectDonationPayload {
  const { method, amount } = assertComplete(form);
  if (method === 'stripe') {
    throw new RangeError('Card donations are sent with buildCardCheckoutRequest, not as a direct donation.');
  }
  const fullName = form.fullName.trim();
  return {
    amount,
    campaign_id: target.id,
    phone_number: toInternationalPhone(form.phone),
    anonymous: form.anonymous,
    medium: method,
    ...(form.anonymous ? {} : { full_name: fullName }),
    message: form.message.trim(),
    lang: locale,
  };
}

/**
 * The §3 card request for a card (stripe) donation from the dialog: `price` in US cents, the donor's name
 * split into first and last name (both empty when anonymous), no tip, and `lang`, the donor's `locale`, so
 * the checkout returns to pages in their language. Throws a `RangeError` for an incomplete form or another
 * method.
 */
export function buildCardCheckoutRequest(
  target: DonationTarget,
  form: DonateDialogForm,
  locale: Locale = 'en',
): CardCheckoutRequest {
  const { method, amount } = assertComplete(form);
  if (method !== 'stripe') {
    throw new RangeError(`Only card donations are sent as a card request, got method "${method}".`);
  }
  const [firstname = '', ...rest] = form.anonymous ? [] : form.fullName.trim().split(/\s+/);
  const message = form.message.trim();
  return {
    name: target.title ? `Donation to ${target.title}` : `Donation to campaign ${target.id}`,
    description: message,
    metadata: {
      campaignId: target.id,
      donatorId: null,
      message,
      annonymous: form.anonymous,
      tipAmount: 0,
      firstname,
      lastname: rest.join(' '),
      email: '',
    },
    price: amount,
    lang: locale,
  };
}
