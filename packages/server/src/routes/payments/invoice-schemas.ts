import type { Invoice } from '@lomi/core';
import { z } from 'zod';
import { shapeOf } from '../../http/response-schema.ts';

/** Answer of `GET /api/invoices/{id}`: where a payment stands. */
export const invoiceSchema = shapeOf<Invoice>()(
  z.object({
    id: z.string(),
    status: z.enum(['pending', 'success', 'failed']),
    message: z.string().optional().describe('Why a failed payment failed, for the donor.'),
  }),
);
