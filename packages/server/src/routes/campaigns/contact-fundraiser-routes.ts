import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, notFound } from '../../errors/api-error.ts';
import { ErrorCodes } from '../../errors/error-codes.ts';
import { idParams } from '../../http/query-params.ts';
import { contactFundraiserBody } from './contact-fundraiser-schemas.ts';
import { readContactRateLimit, type ContactRateLimit } from './contact-rate-limit.ts';
import type { FundraiserMessages } from './fundraiser-messages.ts';

export interface ContactFundraiserRoutesOptions {
  messages: FundraiserMessages;
  /** Messages per client and window; read from the environment when left out. */
  rateLimit?: ContactRateLimit | undefined;
}

/**
 * POST /api/campaigns/{id}/contact/: anyone may write to the organizer of a public campaign (§2 Contact
 * Fundraiser); the message reaches them as a notification. Limited per client IP like the reports (behind
 * a proxy set TRUST_PROXY; each instance counts on its own).
 */
export const contactFundraiserRoutes: FastifyPluginAsyncZod<ContactFundraiserRoutesOptions> = async (
  app,
  { messages, rateLimit: limit = readContactRateLimit() },
) => {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new ApiError(
        429,
        ErrorCodes.rateLimited,
        `Too many messages from your connection. Please try again in ${context.after}.`,
      ),
  });

  app.post(
    '/api/campaigns/:id/contact/',
    {
      schema: { params: idParams, body: contactFundraiserBody },
      // Visitors may write; a signed-in sender is recorded, so deleting their account can anonymize it.
      config: { auth: 'optional', rateLimit: { max: limit.max, timeWindow: limit.windowMs } },
    },
    async (request, reply) => {
      const { id } = request.params;
      const delivered = await messages.deliver(id, request.body, request.user?.id ?? null);
      if (delivered === 'campaign-not-found') throw notFound('Campaign', id);
      if (delivered === 'organizer-unreachable') {
        throw new ApiError(
          409,
          ErrorCodes.organizerUnreachable,
          'The organizer of this campaign cannot receive messages on Lomi. Please write to them by e-mail or call them.',
        );
      }
      return reply.status(201).send(delivered);
    },
  );
};
