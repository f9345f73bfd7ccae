import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../errors/api-error.ts';
import { errorResponses } from '../../errors/error-body-schema.ts';
import { ErrorCodes } from '../../errors/error-codes.ts';
import { limitPerClient, type ClientRateLimit } from '../../http/client-rate-limit.ts';
import type { RateLimiter, RateRule } from '../../http/rate-limiter.ts';
import { binaryResponse } from '../../http/binary-response.ts';
import type { ReceiptLookup } from '../../receipts/receipt-lookup.ts';
import { receiptPdf, receiptVerificationUrl } from '../../receipts/receipt-pdf.ts';
import { signedInUser } from '../../auth/authenticate.ts';
import { myReceiptsSchema, receiptParams, receiptSchema } from './receipt-schemas.ts';

export interface ReceiptRoutesOptions {
  receipts: ReceiptLookup;
  /** Counts the lookups of each client (in the database, shared by every instance). */
  limiter: RateLimiter;
  /** Lookups per client and window (LOMI_RECEIPT_RATE_LIMIT_*; 60 per 10 minutes by default). */
  rateLimit: RateRule;
  /** Public origin of the site: the PDF's QR code opens its /receipts page (never the request's Host). */
  publicSiteUrl: string;
}

// Enough for a donor opening, downloading and sharing their receipts; far too few to try tokens (256 bits).
const lookupLimit: ClientRateLimit = {
  scope: 'receipt-lookup',
  message: (wait) => `Too many receipts asked from your connection. Please try again in ${wait}.`,
};

/** The one answer for every token that opens nothing: it never says whether an invoice exists. */
const noReceipt = () => new ApiError(404, ErrorCodes.notFound, 'No receipt was found for this link.');

/**
 * GET /api/receipts/{token}: a completed donation's receipt, for whoever holds its token (the donor: the
 * initiation answer gave it to their browser); GET /api/receipts/{token}/receipt.pdf: the same as a PDF
 * download. No account. 404, always worded the same, for a token that opens nothing. Never cached by shared
 * caches: the token is in the address. Limited per client address (both count against one limit).
 */
export const receiptRoutes: FastifyPluginAsyncZod<ReceiptRoutesOptions> = async (
  app,
  { receipts, limiter, rateLimit, publicSiteUrl },
) => {
  const onRequest = limitPerClient(limiter, lookupLimit, rateLimit);

  app.get(
    '/api/receipts/mine/',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['donations'],
        summary: "The signed-in donor's receipts, newest first",
        response: { 200: myReceiptsSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'private, no-store').send(await receipts.mine(signedInUser(request).id)),
  );

  app.get(
    '/api/receipts/:token',
    {
      schema: {
        tags: ['donations'],
        summary: "A completed donation's receipt, opened by its token",
        params: receiptParams,
        response: { 200: receiptSchema, ...errorResponses },
      },
      onRequest,
    },
    async (request, reply) => {
      const receipt = await receipts.find(request.params.token);
      if (!receipt) throw noReceipt();
      return reply.header('cache-control', 'private, no-store').send(receipt);
    },
  );

  app.get(
    '/api/receipts/:token/receipt.pdf',
    {
      schema: {
        tags: ['donations'],
        summary: "A completed donation's receipt as a PDF",
        params: receiptParams,
        response: {
          200: binaryResponse('application/pdf', 'The receipt, one page, with a QR code that verifies it.'),
          ...errorResponses,
        },
      },
      onRequest,
    },
    async (request, reply) => {
      const { token } = request.params;
      const receipt = await receipts.find(token);
      if (!receipt) throw noReceipt();
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="lomi-receipt-${receipt.invoiceId}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(receiptPdf(receipt, receiptVerificationUrl(publicSiteUrl, token)));
    },
  );
};
