import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, notFound } from '../../errors/api-error.ts';
import { ErrorCodes } from '../../errors/error-codes.ts';
import { limitPerClient, type ClientRateLimit } from '../../http/client-rate-limit.ts';
import { idParams } from '../../http/query-params.ts';
import type { RateLimiter, RateRule } from '../../http/rate-limiter.ts';
import { contactFundraiserAnswerSchema, contactFundraiserBody } from './contact-fundraiser-schemas.ts';
import type { FundraiserMessages } from '../../notifications/fundraiser-messages.ts';
import { errorResponses } from '../../errors/error-body-schema.ts';

export interface ContactFundraiserRoutesOptions {
  messages: FundraiserMessages;
  /** Counts the messages of each client (in the database, shared by every instance). */
  limiter: RateLimiter;
  /** Messages per client and window (LOMI_CONTACT_RATE_LIMIT_*; 5 per 10 minutes by default). */
  rateLimit: RateRule;
}

// 5 messages per 10 minutes by default: enough to write to a few organizers, too few to flood one's
// notifications.
const messageLimit: ClientRateLimit = {
  scope: 'contact-fundraiser',
  message: (wait) => `Too many messages from your connection. Please try again in ${wait}.`,
};

/**
 * POST /api/campaigns/{id}/contact/: anyone may write to the organizer of a public campaign (§2 Contact
 * Fundraiser); the message reaches them as a notification. Limited per client address
 * (`LOMI_CONTACT_RATE_LIMIT_MAX` / `_WINDOW_MS`).
 */
export const contactFundraiserRoutes: FastifyPluginAsyncZod<ContactFundraiserRoutesOptions> = async (
  app,
  { messages, limiter, rateLimit },
) => {
  app.post(
    '/api/campaigns/:id/contact/',
    {
      schema: {
        tags: ['campaigns'],
        summary: 'Send a message to the organizer of a campaign',
        params: idParams,
        body: contactFundraiserBody,
        response: { 201: contactFundraiserAnswerSchema, ...errorResponses },
      },
      // Visitors may write; a signed-in sender is recorded, so deleting their account can anonymize it.
      config: { auth: 'optional' },
      onRequest: limitPerClient(limiter, messageLimit, rateLimit),
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
