import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInOperator } from '../../auth/authenticate.ts';
import { errorResponses } from '../../errors/error-body-schema.ts';
import { pagedListSchema } from '../../http/paged-list-schema.ts';
import type { PaymentReview } from '../../payments/review/payment-review.ts';
import {
  flaggedPaymentParams,
  flaggedPaymentQuery,
  flaggedPaymentSchema,
  resolvePaymentBody,
} from './console-payment-review-schemas.ts';

/**
 * Payments that need a person (issue 14 #7): the invoices the server flagged instead of crediting, and an
 * operator's resolution of each (refunded outside Lomi, credited, dismissed). Operators only.
 */
export const consolePaymentReviewRoutes: FastifyPluginAsyncZod<{ review: PaymentReview }> = async (
  app,
  { review },
) => {
  app.get(
    '/api/console/payments/',
    {
      config: { auth: 'operator' },
      schema: {
        tags: ['console'],
        summary: 'Flagged payments (open or resolved) with what the provider said',
        querystring: flaggedPaymentQuery,
        response: { 200: pagedListSchema(flaggedPaymentSchema), ...errorResponses },
      },
    },
    async (request) => {
      signedInOperator(request);
      return review.list(request.query.state, request.query.page);
    },
  );

  app.post(
    '/api/console/payments/:invoiceId/resolve/',
    {
      config: { auth: 'operator' },
      schema: {
        tags: ['console'],
        summary: 'Resolve a flagged payment: refunded outside, credited or dismissed',
        params: flaggedPaymentParams,
        body: resolvePaymentBody,
        response: { 200: flaggedPaymentSchema, ...errorResponses },
      },
    },
    async (request) =>
      review.resolve(
        signedInOperator(request).id,
        request.params.invoiceId,
        request.body.resolution,
        request.body.note,
      ),
  );
};
