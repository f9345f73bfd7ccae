import type { PaymentMethod } from '../domain/donation.ts';
import type { Currency } from '../domain/money.ts';

/**
 * How Asrat is given (§1: donations are made by mobile money in ETB): telebirr, M-Pesa and CBE Birr rung on
 * the member's phone, or Chapa's hosted checkout in ETB. Card payments (USD) are refused for Asrat.
 */
export const ASRAT_PAYMENT_METHODS = [
  'telebirr',
  'mpesa',
  'cbe',
  'payonline',
] as const satisfies readonly PaymentMethod[];

/** Whether `method` may be used to give Asrat. */
export function isAsratPaymentMethod(method: PaymentMethod): boolean {
  return (ASRAT_PAYMENT_METHODS as readonly PaymentMethod[]).includes(method);
}

/** One organization that accepts Asrat, with its Asrat campaign (`GET /api/campaigns/asrat/`). */
export interface AsratCampaign {
  organization_id: number;
  organization_name: string;
  /** Path of the organization's logo, or null when it has none. */
  organization_logo: string | null;
  /** The campaign that receives the organization's Asrat (donations go to it). */
  campaign_id: number;
}

/** What the Asrat page `/asrat/{organizationId}` shows (`GET /api/asrat/{organizationId}`). */
export interface AsratPage extends AsratCampaign {
  organization_description: string;
}

/** A sum of Asrat gifts in one currency, in minor units, with how many gifts it is. */
export interface AsratTotal {
  currency: Currency;
  amount_minor: number;
  count: number;
}

/** The gifts of one month (1–12, in Ethiopian local time) in one currency. */
export interface AsratMonthTotal extends AsratTotal {
  month: number;
}

/**
 * The gifts of one member in one currency. A member is the phone number the gifts came from, else the name
 * they gave, else 'Anonymous' (`phone_number` and `name` both null).
 */
export interface AsratMemberTotal extends AsratTotal {
  /** The member as the reports name them: the phone number, else the name, else 'Anonymous'. */
  member: string;
  phone_number: string | null;
  /** The (latest) name given with these gifts, or null. */
  name: string | null;
}

/** The Asrat summary of one year (`GET /api/asrat/{organizationId}/summary/?year=`), owner and operators. */
export interface AsratSummary {
  organization_id: number;
  organization_name: string;
  campaign_id: number;
  year: number;
  /** Months with gifts, in order (then by currency). */
  months: AsratMonthTotal[];
  /** Members, largest amount first (then by member). */
  members: AsratMemberTotal[];
  /** The year's totals per currency. */
  totals: AsratTotal[];
}

/** How an Asrat report groups the year: per month or per member. */
export type AsratReportGrouping = 'month' | 'member';

/** The formats of the Asrat reports. */
export type AsratReportFormat = 'csv' | 'pdf';
