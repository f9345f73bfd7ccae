import type { Currency } from '../domain/money.ts';
import type { PaymentMethod } from '../domain/donation.ts';

/** The payment methods of the donate dialog's first step, in the order shown (§2). */
export const DONATE_DIALOG_METHODS = [
  'telebirr',
  'mpesa',
  'cbe',
  'stripe',
  'payonline',
] as const satisfies readonly PaymentMethod[];

/** How a method is paid: pushed to the phone, a card page, or a hosted checkout page. */
export type PaymentFlow = 'mobile' | 'card' | 'checkout';

/** The flow of a donate-dialog method. */
export function paymentFlow(method: PaymentMethod): PaymentFlow {
  if (method === 'stripe') return 'card';
  if (method === 'payonline') return 'checkout';
  return 'mobile';
}

/** Card payments are charged in US dollars, everything else in birr (§9). */
export function donationCurrency(method: PaymentMethod): Currency {
  return method === 'stripe' ? 'USD' : 'ETB';
}

/** Whether the method needs the donor's phone number (every method but the card, §5). */
export function needsPhone(method: PaymentMethod): boolean {
  return method !== 'stripe';
}
