import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../errors/api-error.ts';
import { errorResponses } from '../../errors/error-body-schema.ts';
import { ErrorCodes } from '../../errors/error-codes.ts';
import { PAYOUT_RAILS } from '../../withdrawals/payouts/payout-provider.ts';
import type { WithdrawalPayouts } from '../../withdrawals/payouts/withdrawal-payouts.ts';

const callbackParams = z.object({ rail: z.enum(PAYOUT_RAILS.filter((rail) => rail !== 'manual')) });

const receiptSchema = z.object({
  received: z.literal(true),
  outcome: z.string().describe('unknown-attempt, duplicate or attempt-{status}: for the rail’s logs.'),
});

/**
 * What payout rails call (issue 15 #1): their signed transfer callbacks, and Chapa's transfer approval
 * question. Registered in their own context whose only body parser keeps the raw bytes: signatures are
 * computed over them.
 */
export const payoutCallbackRoutes: FastifyPluginAsyncZod<{ payouts: WithdrawalPayouts }> = async (
  app,
  { payouts },
) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_request, body, done) =>
    done(null, body),
  );
  const raw = (request: { headers: Record<string, string | string[] | undefined>; body: unknown }) => ({
    headers: request.headers,
    rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
  });

  app.post(
    '/api/payouts/callbacks/:rail',
    {
      schema: {
        tags: ['webhooks'],
        summary: "A payout rail's transfer callback (signed; raw body)",
        params: callbackParams,
        response: { 200: receiptSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { rail } = request.params;
      if (!payouts.availableRails().includes(rail)) {
        throw new ApiError(404, ErrorCodes.notFound, `The ${rail} payout rail is not configured.`);
      }
      const answer = await payouts.handleCallback(rail, raw(request));
      return reply.status(answer.status).send(answer.body);
    },
  );

  // Chapa asks this URL before it sends a transfer (its "approval URL"): 200 means "yes, ours".
  app.post(
    '/api/payouts/chapa/approval',
    {
      schema: {
        tags: ['webhooks'],
        summary: "Chapa's transfer approval question (signed; raw body)",
        response: { 200: z.object({ approved: z.literal(true) }), ...errorResponses },
      },
    },
    async (request) => {
      if (!(await payouts.approves('chapa', raw(request)))) {
        throw new ApiError(400, ErrorCodes.validation, 'Not a transfer Lomi is sending.');
      }
      return { approved: true as const };
    },
  );
};
