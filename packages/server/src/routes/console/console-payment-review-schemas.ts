import type { FlaggedPayment } from '@lomi/core';
import { z } from 'zod';
import { pageParam } from '../../http/query-params.ts';
import { shapeOf } from '../../http/response-schema.ts';

const currency = z.enum(['ETB', 'USD']);
const isoTime = z.string().describe('ISO 8601 timestamp.');
const resolution = z.enum(['refunded-outside', 'credited', 'dismissed']);

/** The filters of `GET /api/console/payments/`. */
export const flaggedPaymentQuery = z.object({
  page: pageParam,
  state: z
    .enum(['open', 'resolved'], { error: 'must be open or resolved' })
    .default('open')
    .describe('open (flagged, waiting for an operator; the default) or resolved.'),
});

/** `{invoiceId}` of `POST /api/console/payments/{invoiceId}/resolve/`. */
export const flaggedPaymentParams = z.object({
  invoiceId: z.uuid({ error: 'must be an invoice id (a UUID)' }),
});

/** `POST /api/console/payments/{invoiceId}/resolve/`: how, and why. */
export const resolvePaymentBody = z.object({
  resolution: resolution.describe(
    'refunded-outside: the money was returned outside Lomi, nothing is credited; credited: the donation counts (our amount, through the settlement); dismissed: nothing to do.',
  ),
  note: z
    .string()
    .trim()
    .min(1, 'Write a note: what you checked, the refund’s reference, …')
    .max(2000, 'The note is at most 2000 characters.'),
});

/** A payment the server refused to credit by itself, with what the provider said. */
export const flaggedPaymentSchema = shapeOf<FlaggedPayment>()(
  z
    .object({
      invoice_id: z.string(),
      campaign: z.object({ id: z.number().int(), title: z.string() }),
      method: z.enum(['telebirr', 'mpesa', 'cbe', 'stripe', 'payonline']),
      provider: z.string(),
      amount: z.number().int().describe('Our invoice, in minor units of currency.'),
      currency,
      status: z.enum(['pending', 'success', 'failed']).describe('Our invoice: failed until credited.'),
      review_reason: z.string(),
      reported: z
        .object({
          status: z.enum(['pending', 'succeeded', 'failed']).nullable(),
          amount: z.number().int().nullable(),
          currency: currency.nullable(),
          reference: z.string().nullable(),
          at: isoTime.nullable(),
        })
        .describe('What the provider said (null fields: not reported or not kept).'),
      created: isoTime,
      expires_at: isoTime,
      donor: z.object({ name: z.string().nullable(), email: z.string().nullable() }),
      credit: z
        .object({ amount: z.number().int(), currency })
        .nullable()
        .describe('What crediting counts (our amount), or null when crediting is refused.'),
      resolution: z
        .object({
          kind: resolution,
          note: z.string(),
          at: isoTime,
          operator: z.object({ id: z.number().int(), username: z.string() }).nullable(),
        })
        .nullable(),
    })
    .meta({ id: 'FlaggedPayment' }),
);
