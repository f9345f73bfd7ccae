import { isValidLocalPhone, sanitizePhoneInput, toInternationalPhone } from '@lomi/core';
import type { DonationOrder } from './donation-order.ts';

/**
 * The number as stored and counted: `251` + 9 digits, by the core phone rule, so `0911…`, `+251 911…` and
 * `251911…` are one number for the limits. Anything the rule cannot read is kept as it is.
 */
export function normalizedPhone(raw: string): string {
  const local = sanitizePhoneInput(raw);
  return isValidLocalPhone(local) ? toInternationalPhone(local) : raw;
}

/** The phone a direct mobile-money donation rings (normalized), or null when the order rings none. */
export function pushedPhone(order: DonationOrder): string | null {
  const pushes = order.method !== 'stripe' && order.method !== 'payonline';
  return pushes && order.phone ? normalizedPhone(order.phone) : null;
}
