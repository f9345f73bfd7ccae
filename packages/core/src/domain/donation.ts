import type { Currency } from './money.ts';

export type PaymentMethod = 'telebirr' | 'mpesa' | 'cbe' | 'stripe' | 'payonline';

/** A donation as listed publicly (§3). Anonymous donors' names are never sent: `full_name` is null. */
export interface Donation {
  id: number;
  /** Integer minor units of `currency`. */
  amount: number;
  currency: Currency;
  /** ETB value in minor units, recorded at donation time. */
  etb_amount: number;
  full_name: string | null;
  anonymous: boolean;
  message: string;
  payment_method: PaymentMethod;
  withdrawn: boolean;
  is_completed: boolean;
  /** ISO 8601 timestamp. */
  created: string;
}

/** How a donation is shown in lists (§3 "Display"). */
export type DonationDisplayStatus = 'withdrawn' | 'completed' | 'pending';

export function donationDisplayStatus(
  donation: Pick<Donation, 'withdrawn' | 'is_completed'>,
): DonationDisplayStatus {
  if (donation.withdrawn) return 'withdrawn';
  return donation.is_completed ? 'completed' : 'pending';
}
