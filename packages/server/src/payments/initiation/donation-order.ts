import type { Currency, Locale, PaymentMethod } from '@lomi/core';

/** A validated donation, whichever endpoint it came from (dialog, hosted checkout, card, wizard). */
export interface DonationOrder {
  campaignId: number;
  method: PaymentMethod;
  currency: Currency;
  /** What the campaign receives, in minor units. */
  amountMinor: number;
  /** The optional Lomi tip on top, in minor units; charged with the donation, never credited to it. */
  tipMinor: number;
  anonymous: boolean;
  /** Required unless anonymous (stored even when anonymous if given, never shown). */
  fullName: string | null;
  email: string | null;
  message: string;
  /** `251` + 9 digits; required for direct mobile money. */
  phone: string | null;
  /** The donor's language: hosted checkouts and the pages they return to speak it. */
  locale: Locale;
  firstName?: string;
  lastName?: string;
}
