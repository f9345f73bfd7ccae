import { processingFeeMinor } from '../../payments/initiation/processing-fee.ts';
import { AMOUNT_MISMATCH_MESSAGE } from '../../payments/invoices/invoice-settlement.ts';
import type { PlannedDonation } from './seed-donations.ts';

const HOUR = 60 * 60_000;

/** One payment the server refused to credit, as the demo shows it in the console (issue 14 #7). */
interface FlaggedExample {
  id: string;
  hoursAgo: number;
  method: 'telebirr' | 'mpesa' | 'cbe';
  amountMinor: number;
  reportedMinor: number;
  donor: string;
  phone: string;
  /** mismatch: the provider charged another amount; late: it confirmed the charge after the invoice expired. */
  kind: 'mismatch' | 'late';
}

// Fixed ids (no PRNG): adding these leaves every other seeded row as it was.
const examples: FlaggedExample[] = [
  {
    id: '5eedf1a9-0000-4000-8000-000000000001',
    hoursAgo: 3,
    method: 'telebirr',
    amountMinor: 250_000,
    reportedMinor: 255_000,
    donor: 'Yonas Bekele',
    phone: '251911000118',
    kind: 'mismatch',
  },
  {
    id: '5eedf1a9-0000-4000-8000-000000000002',
    hoursAgo: 26,
    method: 'mpesa',
    amountMinor: 100_000,
    reportedMinor: 100_000,
    donor: 'Tigist Haile',
    phone: '251711000227',
    kind: 'late',
  },
  {
    id: '5eedf1a9-0000-4000-8000-000000000003',
    hoursAgo: 50,
    method: 'cbe',
    amountMinor: 80_000,
    reportedMinor: 75_000,
    donor: 'Dawit Mengistu',
    phone: '251911000336',
    kind: 'mismatch',
  },
];

/**
 * Three flagged payments waiting for an operator on the demo install: two amount mismatches (one more than
 * the donation, creditable; one less, which only a refund or a dismissal resolves) and one success after the
 * invoice expired. Each is a failed invoice with its pending donation, the review reason the settlement
 * writes and what the provider reported; `campaignIds` are the seeded campaigns (the first three take them).
 */
export function flaggedPayments(campaignIds: readonly number[], now: Date): PlannedDonation[] {
  return examples.map((example, index) => {
    const createdAt = new Date(now.getTime() - example.hoursAgo * HOUR);
    const expiresAt = new Date(createdAt.getTime() + 15 * 60_000);
    const reportedAt = new Date(createdAt.getTime() + (example.kind === 'late' ? 40 : 2) * 60_000);
    const campaignId = campaignIds[index % campaignIds.length]!;
    return {
      invoice: {
        id: example.id,
        campaign_id: campaignId,
        donor_user_id: null,
        status: 'failed',
        provider: 'sandbox',
        provider_ref: `sandbox-${example.id.slice(-8)}`,
        idempotency_key: `seed-${example.id}`,
        payment_method: example.method,
        amount_minor: example.amountMinor,
        currency: 'ETB',
        phone_number: example.phone,
        failure_reason:
          example.kind === 'late'
            ? 'The payment was not completed in time. No money was taken; please try again.'
            : AMOUNT_MISMATCH_MESSAGE,
        review_reason:
          example.kind === 'late'
            ? `provider reports ${example.reportedMinor} ETB paid after the invoice failed`
            : `provider reported ${example.reportedMinor} ETB, invoice is ${example.amountMinor} ETB`,
        review_reported_status: 'succeeded',
        review_reported_amount_minor: example.reportedMinor,
        review_reported_currency: 'ETB',
        review_reported_ref: `sandbox-${example.id.slice(-8)}`,
        review_reported_at: reportedAt,
        expires_at: expiresAt,
        next_check_at: expiresAt,
        created_at: createdAt,
        updated_at: reportedAt,
      },
      donation: {
        campaign_id: campaignId,
        invoice_id: example.id,
        donor_user_id: null,
        amount_minor: example.amountMinor,
        currency: 'ETB',
        etb_amount_minor: example.amountMinor,
        exchange_rate: 1,
        fee_minor: processingFeeMinor(example.amountMinor),
        tip_minor: 0,
        anonymous: false,
        full_name: example.donor,
        message: '',
        payment_method: example.method,
        withdrawn: false,
        is_completed: false,
        created_at: createdAt,
      },
    };
  });
}
