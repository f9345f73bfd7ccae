import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../errors/api-error.ts';
import { ErrorCodes } from '../../errors/error-codes.ts';
import { providerById, type PaymentProviders } from '../../payments/provider-registry.ts';
import { PROVIDER_IDS, type ProviderId } from '../../payments/provider-ids.ts';
import type { RawWebhook } from '../../payments/payment-provider.ts';
import {
  handleWebhook,
  type WebhookAnswer,
  type WebhookHandlerOptions,
} from '../../payments/webhooks/webhook-handler.ts';
import { errorResponses } from '../../errors/error-body-schema.ts';
import { webhookReceiptSchema } from './webhook-schemas.ts';

export interface WebhookRoutesOptions extends Omit<WebhookHandlerOptions, 'logger'> {
  providers: PaymentProviders;
  /**
   * A provider's events about payouts rather than payments: Chapa posts every event of the account to the one
   * webhook URL of its dashboard, transfers' included. Answers them (the payout service's answer), or
   * `undefined` when the event is about a payment.
   */
  forwardPayoutEvent?: (provider: ProviderId, request: RawWebhook) => Promise<WebhookAnswer> | undefined;
}

const webhookParams = z.object({ provider: z.enum(PROVIDER_IDS) });

/**
 * POST /api/webhooks/{sandbox|lakipay|chapa|stripe}. Registered in its own context whose only body parser
 * keeps the raw bytes: signatures are computed over them, and re-serialised JSON would not match.
 */
export const webhookRoutes: FastifyPluginAsyncZod<WebhookRoutesOptions> = async (app, options) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/api/webhooks/:provider',
    {
      schema: {
        tags: ['webhooks'],
        summary: "A payment provider's event (signed; raw body)",
        params: webhookParams,
        response: { 200: webhookReceiptSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const raw = {
        headers: request.headers,
        rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
      };
      // A transfer's event is the payout rail's, also when the provider takes no payments here.
      const payoutAnswer = options.forwardPayoutEvent?.(request.params.provider, raw);
      if (payoutAnswer) {
        const answer = await payoutAnswer;
        return reply.status(answer.status).send(answer.body);
      }
      const provider = providerById(options.providers, request.params.provider);
      if (!provider) {
        throw new ApiError(
          404,
          ErrorCodes.notFound,
          `The ${request.params.provider} provider is not configured.`,
        );
      }
      const answer = await handleWebhook(provider, raw, { ...options, logger: request.log });
      return reply.status(answer.status).send(answer.body);
    },
  );
};
