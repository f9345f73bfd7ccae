import Stripe from 'stripe';
import {
  ProviderRejectedError,
  ProviderUnavailableError,
  WebhookAuthError,
  type InitiatePaymentInput,
  type InitiatePaymentResult,
  type ParsedWebhook,
  type PaymentProvider,
  type ProviderMoney,
  type ProviderStatus,
  type RawWebhook,
  type VerifiedPayment,
} from '../../payment-provider.ts';
import type { StripeConfig } from './stripe-config.ts';

/** Stripe keeps at most 500 characters per metadata value; a longer donor message would fail the whole call. */
const metadataValueLimit = 500;

/**
 * Stripe adapter: a Checkout Session (`submit_type: donate`, amount in cents, our invoice id as
 * `client_reference_id`, campaign and donor in `metadata`) created through the official `stripe` package with
 * our Idempotency-Key; verify retrieves the session; webhooks are checked with `stripe.webhooks.constructEvent`,
 * and a signed event is authoritative (`trusted`).
 */
export function createStripeProvider(config: StripeConfig): PaymentProvider {
  const stripe = new Stripe(config.secretKey, {
    maxNetworkRetries: config.maxNetworkRetries ?? 1,
    timeout: config.timeoutMs ?? 15_000,
    ...(config.host ? { host: config.host } : {}),
    ...(config.port ? { port: config.port } : {}),
    ...(config.protocol ? { protocol: config.protocol } : {}),
    ...(config.fetch ? { httpClient: Stripe.createFetchHttpClient(config.fetch) } : {}),
    appInfo: { name: 'Lomi' },
  });

  return {
    id: 'stripe',
    methods: ['stripe'],
    currencies: ['USD'],

    async initiatePayment(input: InitiatePaymentInput): Promise<InitiatePaymentResult> {
      if (input.method !== 'stripe' || input.money.currency !== 'USD') {
        throw new ProviderRejectedError('Card payments are taken in USD only');
      }
      const metadata = stripeMetadata({ ...input.metadata, invoiceId: input.invoiceId });
      // Stripe refuses an empty product name, and shows it to the donor on the checkout page.
      const description = input.description.trim() || 'Donation';
      const session = await mapStripeErrors(() =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            submit_type: 'donate',
            client_reference_id: input.invoiceId,
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: 'usd',
                  unit_amount: input.money.amountMinor,
                  product_data: { name: description },
                },
              },
            ],
            metadata,
            payment_intent_data: { metadata, description },
            ...(input.payer.email ? { customer_email: input.payer.email } : {}),
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      if (!session.url) throw new ProviderUnavailableError('Stripe created the session without a URL');
      return {
        providerRef: session.id,
        status: 'pending',
        nextAction: { type: 'redirect', url: session.url },
      };
    },

    async verifyPayment(ref): Promise<VerifiedPayment> {
      if (!ref.providerRef) {
        // Without the session id there is nothing to retrieve; the session, if any, expires on its own.
        throw new ProviderUnavailableError(`No Stripe session is known for invoice ${ref.invoiceId}`);
      }
      const providerRef = ref.providerRef;
      const session = await mapStripeErrors(() => stripe.checkout.sessions.retrieve(providerRef), true);
      if (session.client_reference_id !== ref.invoiceId) {
        throw new ProviderUnavailableError(`Stripe session ${session.id} belongs to another invoice`);
      }
      const status = sessionStatus(session);
      return {
        invoiceId: ref.invoiceId,
        providerRef: session.id,
        status,
        money: sessionMoney(
          session,
          () => new ProviderUnavailableError('Stripe sent a session without an amount'),
        ),
        ...(status === 'failed' ? { reason: 'The Stripe checkout expired unpaid' } : {}),
      };
    },

    parseWebhook(request: RawWebhook): ParsedWebhook {
      const header = request.headers['stripe-signature'];
      const signature = Array.isArray(header) ? header[0] : header;
      if (!signature) throw new WebhookAuthError('Stripe webhook has no Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          request.rawBody,
          signature,
          config.webhookSecret,
          config.webhookToleranceSeconds,
        );
      } catch (error) {
        throw new WebhookAuthError('Stripe webhook signature is invalid or too old', { cause: error });
      }
      const claimed = claimedStatus(event);
      if (!claimed) {
        return {
          dedupeKey: event.id,
          invoiceId: null,
          providerRef: null,
          claimedStatus: 'pending',
          trusted: true,
          money: null,
        };
      }
      const session = claimed.session;
      return {
        dedupeKey: event.id,
        invoiceId: session.client_reference_id,
        providerRef: session.id,
        claimedStatus: claimed.status,
        trusted: true,
        money: sessionMoney(
          session,
          () => new WebhookAuthError('Stripe event session has no amount', { problem: 'malformed' }),
        ),
      };
    },
  };
}

/** Checkout events that move a donation; anything else is acknowledged and ignored. */
function claimedStatus(
  event: Stripe.Event,
): { session: Stripe.Checkout.Session; status: ProviderStatus } | null {
  switch (event.type) {
    case 'checkout.session.completed':
      // "unpaid" here means a delayed method: the async_payment_* event settles it later.
      return { session: event.data.object, status: sessionStatus(event.data.object) };
    case 'checkout.session.async_payment_succeeded':
      return { session: event.data.object, status: 'succeeded' };
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return { session: event.data.object, status: 'failed' };
    default:
      return null;
  }
}

function sessionStatus(session: Stripe.Checkout.Session): ProviderStatus {
  if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required')
    return 'succeeded';
  if (session.status === 'expired') return 'failed';
  return 'pending';
}

function sessionMoney(session: Stripe.Checkout.Session, invalid: () => Error): ProviderMoney {
  const currency = session.currency?.toUpperCase();
  if (!Number.isSafeInteger(session.amount_total) || (currency !== 'USD' && currency !== 'ETB'))
    throw invalid();
  return { amountMinor: session.amount_total as number, currency };
}

function stripeMetadata(metadata: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(metadata).map(([key, value]) => [key, value.slice(0, metadataValueLimit)]),
  );
}

/**
 * Stripe's 4xx answers (invalid request, idempotency conflict, authentication) refused the call: nothing was
 * charged. Connection errors, timeouts and 5xx leave the outcome unknown. Stripe words its errors for
 * developers, so the donor sees a plain sentence and the detail stays in `cause`.
 */
async function mapStripeErrors<T>(call: () => Promise<T>, lookup = false): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError && error.statusCode && error.statusCode < 500) {
      if (lookup)
        throw new ProviderUnavailableError(`Stripe could not find the session: ${error.message}`, {
          cause: error,
        });
      throw new ProviderRejectedError('The card payment could not be started. Please try again later.', {
        cause: error,
      });
    }
    throw new ProviderUnavailableError('Stripe could not be reached', { cause: error });
  }
}
