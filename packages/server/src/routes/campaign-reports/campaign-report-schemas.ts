import type { CampaignReport, CampaignReportDonation } from '@lomi/core';
import { z } from 'zod';
import { isCalendarDay } from '../../campaign-reports/report-period.ts';
import { pageParam } from '../../http/query-params.ts';
import { shapeOf } from '../../http/response-schema.ts';

const day = z
  .string({ error: 'must be a date, YYYY-MM-DD' })
  .refine(isCalendarDay, 'must be a date, YYYY-MM-DD')
  .meta({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })
  .optional();

/** `from` and `to` of a report: Addis Ababa days, `to` included; defaults: the campaign's creation, today. */
export const reportPeriodQuery = z.object({
  from: day.describe('First day (Addis Ababa time), YYYY-MM-DD; the campaign’s creation day by default.'),
  to: day.describe('Last day, included, YYYY-MM-DD; today (Addis Ababa time) by default.'),
});

/** The donations table: the period and a page. */
export const reportDonationsQuery = reportPeriodQuery.extend({ page: pageParam });

/** The files: the period and their language. */
export const reportFileQuery = reportPeriodQuery.extend({
  lang: z
    .enum(['en', 'am'], { error: 'must be en or am' })
    .default('en')
    .describe('Language of the headings and of the word for anonymous donors.'),
});

const money = z.object({
  raised: z.number().int().describe('Donated, minor units, before fees.'),
  fees: z.number().int().describe('Processing fees, minor units.'),
  net: z.number().int().describe('raised − fees.'),
  donations: z.number().int().describe('Completed donations.'),
});
const currency = z.enum(['ETB', 'USD']);
const paymentMethod = z.enum(['telebirr', 'mpesa', 'cbe', 'stripe', 'payonline']);
const perCurrency = z.object({ etb: z.number().int(), usd: z.number().int() });

/** Answer of `GET /api/campaigns/{id}/report/`. */
export const campaignReportSchema = shapeOf<CampaignReport>()(
  z
    .object({
      campaign: z.object({ id: z.number().int(), title: z.string(), created: z.string() }),
      period: z.object({ from: z.string(), to: z.string() }),
      totals: z.object({ etb: money, usd: money }),
      methods: z.array(money.extend({ method: paymentMethod, currency })),
      donors: z
        .number()
        .int()
        .describe('Each account once, each guest e-mail once, each gift with neither once.'),
      withdrawn: perCurrency.describe('Paid withdrawals whose payment fell in the period.'),
      balance: perCurrency.describe('What can be withdrawn now (any period).'),
      bucket: z.enum(['day', 'week']).describe('`week` past 366 days: 7-day bars from `period.from`.'),
      days: z.array(
        z.object({ date: z.string(), etb: z.number().int(), usd: z.number().int(), count: z.number().int() }),
      ),
    })
    .meta({ id: 'CampaignReport' }),
);

/** One row of the report's donations table. */
export const campaignReportDonationSchema = shapeOf<CampaignReportDonation>()(
  z
    .object({
      id: z.number().int(),
      created: z.string(),
      donor_name: z.string().nullable().describe('Null for an anonymous gift (shown as Anonymous).'),
      anonymous: z.boolean(),
      amount: z.number().int(),
      currency,
      fee: z.number().int(),
      net: z.number().int(),
      payment_method: paymentMethod,
      status: z.enum(['withdrawn', 'completed']),
    })
    .meta({ id: 'CampaignReportDonation' }),
);
