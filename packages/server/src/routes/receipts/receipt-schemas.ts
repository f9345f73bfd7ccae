import type { MyReceipts, Receipt } from '@lomi/core';
import { z } from 'zod';
import { shapeOf } from '../../http/response-schema.ts';

/** Path of the receipt routes: the token (any text; one that opens nothing is a 404 like every other). */
export const receiptParams = z.object({
  token: z.string().max(200).describe('The receipt token the initiation answer gave (`receipt_token`).'),
});

const receiptFields = {
  invoiceId: z.string(),
  amount: z.number().int().describe('What went to the campaign, in minor units of `currency`.'),
  tip: z.number().int().describe("The donor's tip to Lomi, paid with it (minor units)."),
  total: z.number().int().describe('What the donor paid: amount + tip (minor units).'),
  currency: z.enum(['ETB', 'USD']),
  paymentMethod: z.enum(['telebirr', 'mpesa', 'cbe', 'stripe', 'payonline']),
  completedAt: z.string().describe('ISO 8601 time the payment was credited.'),
  campaign: z.object({ id: z.number().int(), title: z.string() }),
  organization: z.object({ id: z.number().int(), name: z.string() }),
  donorName: z.string().nullable().describe('Null for an anonymous donation.'),
};

/** Answer of `GET /api/receipts/{token}`: a completed donation's receipt. */
export const receiptSchema = shapeOf<Receipt>()(z.object(receiptFields).meta({ id: 'Receipt' }));

/** Answer of `GET /api/receipts/mine/`: the signed-in donor's receipts with their tokens. */
export const myReceiptsSchema = shapeOf<MyReceipts>()(
  z.object({
    receipts: z.array(
      z.object({ ...receiptFields, token: z.string().describe('Opens the receipt (its page and PDF).') }),
    ),
    count: z.number().int().describe('All their receipts, also those not listed.'),
  }),
);
