import type { PaymentMethod } from '../domain/donation.ts';
import type { Currency } from '../domain/money.ts';

/**
 * The period of an owner's campaign report: calendar days in Addis Ababa time (`YYYY-MM-DD`), `to`
 * included. Either may be left out: `from` defaults to the campaign's creation day, `to` to today.
 */
export interface CampaignReportPeriod {
  from?: string;
  to?: string;
}

/** A report download's language: the CSV's and PDF's headings and the word for anonymous donors. */
export type CampaignReportLanguage = 'en' | 'am';

/** The money of one currency over the period, in minor units. */
export interface CampaignReportMoney {
  /** What donors gave (the donations' `amount`, before fees; tips are never in it). */
  raised: number;
  /** The processing fees taken from those gifts. */
  fees: number;
  /** `raised - fees`: what the campaign keeps. */
  net: number;
  /** Number of completed donations. */
  donations: number;
}

/** The money of one payment method in one currency. */
export interface CampaignReportMethod extends CampaignReportMoney {
  method: PaymentMethod;
  currency: Currency;
}

/** One bar of the donations chart: a day (or a 7-day week, see `bucket`), its ETB and USD, its count. */
export interface CampaignReportDay {
  /** The bar's first day, `YYYY-MM-DD` in Addis Ababa time. */
  date: string;
  etb: number;
  usd: number;
  count: number;
}

/**
 * `GET /api/campaigns/{id}/report/`: the figures of an owner's campaign report (issue 15 #3). Amounts in
 * minor units; only completed donations count.
 */
export interface CampaignReport {
  campaign: { id: number; title: string; created: string };
  /** The period the figures cover, as resolved by the server (defaults filled in). */
  period: { from: string; to: string };
  /** Raised, fees, net and count per currency. */
  totals: { etb: CampaignReportMoney; usd: CampaignReportMoney };
  /** Per payment method and currency, only the pairs that had donations, largest count first. */
  methods: CampaignReportMethod[];
  /**
   * Distinct donors: each signed-in account once, each guest e-mail address once (in any letter case), and
   * every gift made with neither counts as one donor of its own.
   */
  donors: number;
  /** Paid withdrawals whose payment fell in the period, per currency. */
  withdrawn: { etb: number; usd: number };
  /** What the campaign can still withdraw now, whatever the period (the withdraw panel's figures). */
  balance: { etb: number; usd: number };
  /** `day` for periods up to 366 days; beyond, `week`: 7-day bars from `period.from`. */
  bucket: 'day' | 'week';
  /** Every bar of the period in order, zeros included. */
  days: CampaignReportDay[];
}

/** One row of the report's donations table (`GET /api/campaigns/{id}/report/donations/`). */
export interface CampaignReportDonation {
  id: number;
  created: string;
  /** The donor's name; null when the gift is anonymous (shown as "Anonymous") or no name was given. */
  donor_name: string | null;
  anonymous: boolean;
  amount: number;
  currency: Currency;
  fee: number;
  net: number;
  payment_method: PaymentMethod;
  /** §3 display: `withdrawn` once a paid withdrawal covers it, else `completed`. */
  status: 'withdrawn' | 'completed';
}
