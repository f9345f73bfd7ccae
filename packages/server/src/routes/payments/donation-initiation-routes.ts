import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorCodes } from '../../errors/error-codes.ts';
import type { DonationInitiator } from '../../payments/initiation/donation-initiator.ts';
import type { DonationOrder } from '../../payments/initiation/donation-order.ts';
import { requestHash } from '../../payments/initiation/request-hash.ts';
import type { InitiatePaymentResult, PaymentProvider } from '../../payments/payment-provider.ts';
import type { PaymentProviders } from '../../payments/provider-registry.ts';
import type { ReceiptTokens } from '../../receipts/receipt-tokens.ts';
import {
  cardCheckoutAnswerSchema,
  cardCheckoutBody,
  checkoutAnswerSchema,
  directDonationAnswerSchema,
  donationErrorSchema,
  cardOrder,
  checkoutDonationBody,
  checkoutOrder,
  directDonationBody,
  directOrder,
  wizardDonationBody,
  wizardOrder,
} from './donation-schemas.ts';
import { idempotencyKey } from './idempotency-key.ts';

export interface DonationInitiationRoutesOptions {
  initiator: DonationInitiator;
  providers: PaymentProviders;
  /** The configured public origin: return, cancel and webhook URLs are built on it, never on the request. */
  publicSiteUrl: string;
  /** The invoices' receipt tokens, added to every 201 answer (never stored with the answer). */
  receipts: ReceiptTokens;
}

type Respond = (invoiceId: string, result: InitiatePaymentResult) => { status: number; body: unknown };

const unavailable = (invoiceId: string) => ({
  status: 503,
  body: {
    message: 'The payment provider did not answer. Please try again in a moment.',
    code: ErrorCodes.providerUnavailable,
    invoice_id: invoiceId,
  },
});

/** For hosted checkouts: the redirect URL, or 503 if the provider gave none. */
const withUrl =
  (body: (invoiceId: string, url: string, result: InitiatePaymentResult) => unknown): Respond =>
  (invoiceId, result) =>
    result.nextAction.type === 'redirect'
      ? { status: 201, body: body(invoiceId, result.nextAction.url, result) }
      : unavailable(invoiceId);

/**
 * The donation initiation endpoints of §7: direct mobile money (→ invoice_id, then poll), hosted checkout
 * and card (→ a payment URL), and the wizard's request. All take an optional Idempotency-Key header and
 * amounts in integer minor units. Signing in is optional (`auth: 'optional'`): a valid bearer token links the
 * donation to its user (their stats and notifications), none makes a visitor's donation, a bad one is a 401.
 * The body's `donatorId` (card and wizard payloads of §3) is accepted for compatibility and ignored.
 * Starting donations is limited per client address, per rung phone number and by pending invoices
 * (payments/initiation/initiation-gate.ts): 429 `LOMI_ERR_RATE_LIMITED` with `Retry-After`.
 */
export const donationInitiationRoutes: FastifyPluginAsyncZod<DonationInitiationRoutesOptions> = async (
  app,
  { initiator, providers, publicSiteUrl, receipts },
) => {
  /**
   * A started payment's answer with the invoice's receipt token: the donor's browser keeps it for the
   * success page's receipt link. Added here, not stored with the answer (invoices.response_body), so the
   * database never holds a token; a replayed answer gets the same token, derived again.
   */
  function withReceiptToken(status: number, body: unknown): unknown {
    if (status !== 201 || typeof body !== 'object' || body === null || !('invoice_id' in body)) return body;
    return { ...body, receipt_token: receipts.tokenFor(String(body.invoice_id)) };
  }

  async function initiate(
    request: FastifyRequest,
    reply: FastifyReply,
    order: DonationOrder,
    provider: PaymentProvider,
    respond: Respond,
    respondUnknown: (invoiceId: string) => { status: number; body: unknown },
  ) {
    const donorUserId = request.user?.id ?? null;
    // Embeds on other sites read a 429's Retry-After to say how long to wait (CORS hides it otherwise).
    reply.header('access-control-expose-headers', 'Retry-After');
    const answer = await initiator.initiate({
      order,
      provider,
      donorUserId,
      idempotencyKey: idempotencyKey(request),
      // The donor is part of the request: a key reused by another account (or after signing out) is refused
      // rather than answered with someone else's invoice.
      requestHash: requestHash(request.routeOptions.url ?? request.url, request.body, donorUserId),
      origin: publicSiteUrl,
      initiator: { clientAddress: request.ip, reply },
      respond,
      respondUnknown,
    });
    return reply.status(answer.status).send(withReceiptToken(answer.status, answer.body));
  }

  const config = { auth: 'optional' } as const;
  const donationErrors = { '4xx': donationErrorSchema, '5xx': donationErrorSchema };

  app.post(
    '/api/donation/lakipay/direct/',
    {
      config,
      schema: {
        tags: ['donations'],
        summary: 'Start a mobile-money donation (telebirr, mpesa, cbe)',
        body: directDonationBody,
        response: { 201: directDonationAnswerSchema, ...donationErrors },
      },
    },
    (request, reply) =>
      initiate(
        request,
        reply,
        directOrder(request.body),
        providers.mobile,
        (invoiceId) => ({ status: 201, body: { invoice_id: invoiceId } }),
        // Unknown outcome: the donor's phone may still ring; polling and reconciliation settle it.
        (invoiceId) => ({ status: 201, body: { invoice_id: invoiceId } }),
      ),
  );

  app.post(
    '/api/donation/lakipay/checkout/',
    {
      config,
      schema: {
        tags: ['donations'],
        summary: 'Start a hosted-checkout donation',
        body: checkoutDonationBody,
        response: { 201: checkoutAnswerSchema, ...donationErrors },
      },
    },
    (request, reply) =>
      initiate(
        request,
        reply,
        checkoutOrder(request.body),
        providers.checkout,
        withUrl((invoiceId, url) => ({ invoice_id: invoiceId, payment_url: url })),
        unavailable,
      ),
  );

  app.post(
    '/api/stripe/checkout/',
    {
      config,
      schema: {
        tags: ['donations'],
        summary: 'Start a card donation in USD',
        body: cardCheckoutBody,
        response: { 201: cardCheckoutAnswerSchema, ...donationErrors },
      },
    },
    (request, reply) =>
      initiate(
        request,
        reply,
        cardOrder(request.body),
        providers.card,
        withUrl((invoiceId, url, result) => ({ sessionId: result.providerRef, url, invoice_id: invoiceId })),
        unavailable,
      ),
  );

  app.post(
    '/api/donation/initiate/',
    {
      config,
      schema: {
        tags: ['donations'],
        summary: "Start the donate wizard's payment (Chapa in ETB, card in USD)",
        body: wizardDonationBody,
        response: { 201: checkoutAnswerSchema, ...donationErrors },
      },
    },
    (request, reply) => {
      const order = wizardOrder(request.body);
      return initiate(
        request,
        reply,
        order,
        order.method === 'stripe' ? providers.card : providers.checkout,
        withUrl((invoiceId, url) => ({ invoice_id: invoiceId, payment_url: url })),
        unavailable,
      );
    },
  );
};
