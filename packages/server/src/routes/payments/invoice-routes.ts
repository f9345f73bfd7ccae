import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors/api-error.ts';
import type { InvoiceRepository } from '../../payments/invoices/invoice-repository.ts';
import type { InvoiceSettlement } from '../../payments/invoices/invoice-settlement.ts';
import { errorResponses } from '../../errors/error-body-schema.ts';
import { invoiceSchema } from './invoice-schemas.ts';

export interface InvoiceRoutesOptions {
  invoices: InvoiceRepository;
  settlement: InvoiceSettlement;
  /**
   * A pending invoice older than `minAgeMs` makes a poll ask the provider, at most once per `debounceMs`
   * across all pollers, so a lost webhook resolves while the donor watches.
   */
  pollVerify: { minAgeMs: number; debounceMs: number };
  /** Collects the background verifies so the app can wait for them on close. */
  track(work: Promise<unknown>): void;
}

const invoiceParams = z.object({ id: z.uuid({ error: 'must be an invoice id (a UUID)' }) });

/** GET /api/invoices/{id}: the status the donor dialog polls every 2 s. */
export const invoiceRoutes: FastifyPluginAsyncZod<InvoiceRoutesOptions> = async (
  app,
  { invoices, settlement, pollVerify, track },
) => {
  app.get(
    '/api/invoices/:id',
    {
      schema: {
        tags: ['donations'],
        summary: 'Where a payment stands',
        params: invoiceParams,
        response: { 200: invoiceSchema, ...errorResponses },
      },
    },
    async (request) => {
      const invoice = await invoices.find(request.params.id);
      if (!invoice) throw notFound('Invoice', request.params.id);
      if (
        invoice.status === 'pending' &&
        (await invoices.claimForPollVerify(
          invoice.id,
          new Date(),
          pollVerify.minAgeMs,
          pollVerify.debounceMs,
        ))
      ) {
        // In the background: this poll answers from the database at once; the next one sees the result.
        track(
          settlement
            .verifyAndSettle(invoice.id)
            .catch((error: unknown) =>
              request.log.warn({ err: error, invoiceId: invoice.id }, 'verify on poll failed'),
            ),
        );
      }
      return {
        id: invoice.id,
        status: invoice.status,
        ...(invoice.status === 'failed' && invoice.failure_reason ? { message: invoice.failure_reason } : {}),
      };
    },
  );
};
