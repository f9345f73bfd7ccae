import type { Donation } from '@lomi/core';
import { z } from 'zod';
import { shapeOf } from '../../http/response-schema.ts';

/** A donation as listed publicly (§3); an anonymous donor's `full_name` is null. */
export const donationSchema = shapeOf<Donation>()(
  z
    .object({
      id: z.number().int(),
      amount: z.number().int().describe('Minor units of `currency`.'),
      currency: z.enum(['ETB', 'USD']),
      etb_amount: z.number().int().describe('ETB minor units, at donation time.'),
      full_name: z.string().nullable(),
      anonymous: z.boolean(),
      message: z.string(),
      payment_method: z.enum(['telebirr', 'mpesa', 'cbe', 'stripe', 'payonline']),
      withdrawn: z.boolean(),
      is_completed: z.boolean(),
      created: z.string().describe('ISO 8601 timestamp.'),
    })
    .meta({ id: 'Donation' }),
);
