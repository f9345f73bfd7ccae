import { z } from 'zod';

/** What a payment provider is answered once its event is taken (or known to be about nothing of ours). */
export const webhookReceiptSchema = z.object({
  received: z.literal(true),
  outcome: z.string().describe('unknown-invoice, duplicate or invoice-{status}: for the provider’s logs.'),
});
