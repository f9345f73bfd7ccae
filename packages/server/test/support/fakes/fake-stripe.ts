import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { deliverWebhook } from './webhook-receiver.ts';
import {
  startFakeHttpServer,
  type FailureKnob,
  type FakeHttpServer,
  type FakeRequest,
  type FakeResponse,
} from './fake-http-server.ts';
import { parseStripeForm, type FormValue } from './stripe-form.ts';

/** The Checkout Session fields the fake keeps, named and shaped as Stripe's API returns them. */
export interface FakeCheckoutSession {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  cancel_url: string | null;
  client_reference_id: string | null;
  created: number;
  currency: string;
  customer_email: string | null;
  expires_at: number;
  livemode: false;
  metadata: Record<string, string>;
  mode: string;
  payment_intent: string | null;
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  status: 'open' | 'complete' | 'expired';
  submit_type: string | null;
  success_url: string | null;
  url: string | null;
  /** Not a Stripe field: what the fake was sent, for assertions. */
  line_items_sent: FormValue;
  payment_intent_data_sent: FormValue | null;
}

export interface FakeStripe extends Pick<FakeHttpServer, 'url' | 'port' | 'requests' | 'failNext' | 'close'> {
  secretKey: string;
  webhookSecret: string;
  sessions: Map<string, FakeCheckoutSession>;
  /** Session creations that really happened (idempotent replays excluded). */
  createdCount(): number;
  /** Marks a session paid (or paid differently: `amount`) and sends `checkout.session.completed`. */
  complete(
    sessionId: string,
    options?: { deliverTo?: string; paymentStatus?: 'paid' | 'unpaid'; amount?: number },
  ): Promise<SignedEvent>;
  /** Expires an open session and sends `checkout.session.expired`. */
  expire(sessionId: string, options?: { deliverTo?: string }): Promise<SignedEvent>;
  /** Signs any event body as Stripe does; `timestamp` (unix seconds) lets tests make stale signatures. */
  signEvent(type: string, session: FakeCheckoutSession, timestamp?: number): SignedEvent;
}

export interface SignedEvent {
  rawBody: string;
  signature: string;
}

/**
 * A loopback Stripe for Checkout Sessions: Bearer auth, Stripe's bracket form encoding, the
 * `{error: {type, code, message, param}}` error shape, Idempotency-Key semantics (same key and parameters ->
 * the stored answer replayed; other parameters -> `idempotency_error`), retrieval, and events signed with
 * `stripe.webhooks.generateTestHeaderString`. The official `stripe` client reaches it through host/port/protocol.
 */
export async function startFakeStripe(
  options: { secretKey?: string; webhookSecret?: string } = {},
): Promise<FakeStripe> {
  const secretKey = options.secretKey ?? 'sk_test_lomi';
  const webhookSecret = options.webhookSecret ?? 'whsec_lomi';
  const sessions = new Map<string, FakeCheckoutSession>();
  const idempotency = new Map<string, { body: string; response: FakeResponse }>();
  let created = 0;

  function handle(request: FakeRequest): FakeResponse {
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      return stripeError(401, 'invalid_request_error', 'Invalid API Key provided: sk_test_****', {});
    }
    const path = request.url.pathname;
    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      const key = request.headers['idempotency-key'];
      const body = request.rawBody.toString('utf8');
      if (typeof key === 'string') {
        const stored = idempotency.get(key);
        if (stored && stored.body !== body) {
          return stripeError(
            400,
            'idempotency_error',
            `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
            {},
          );
        }
        if (stored) return { ...stored.response, headers: { 'idempotent-replayed': 'true' } };
      }
      const response = createSession(parseStripeForm(body));
      if (typeof key === 'string') idempotency.set(key, { body, response });
      return response;
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && retrieve) {
      const session = sessions.get(decodeURIComponent(retrieve[1]!));
      if (!session) {
        return stripeError(404, 'invalid_request_error', `No such checkout.session: '${retrieve[1]}'`, {
          code: 'resource_missing',
          param: 'session',
        });
      }
      return { status: 200, body: publicView(session) };
    }
    return stripeError(
      404,
      'invalid_request_error',
      `Unrecognized request URL (${request.method}: ${path}).`,
      {},
    );
  }

  function createSession(params: Record<string, FormValue>): FakeResponse {
    const invalid = (message: string, param: string, code = 'parameter_invalid') =>
      stripeError(400, 'invalid_request_error', message, { code, param });
    const mode = params.mode;
    if (mode === undefined) return invalid('Missing required param: mode.', 'mode', 'parameter_missing');
    if (mode !== 'payment')
      return invalid(`Invalid mode: the fake only supports payment, got ${String(mode)}`, 'mode');
    if (typeof params.success_url !== 'string') {
      return invalid('Missing required param: success_url.', 'success_url', 'parameter_missing');
    }
    const lineItems = params.line_items;
    if (!Array.isArray(lineItems) || lineItems.length === 0) {
      return invalid('Missing required param: line_items.', 'line_items', 'parameter_missing');
    }
    let total = 0;
    let currency: string | null = null;
    for (const [index, item] of lineItems.entries()) {
      const fields = item as Record<string, FormValue>;
      const price = fields.price_data as Record<string, FormValue> | undefined;
      const amount = price?.unit_amount;
      if (typeof amount !== 'string' || !/^\d+$/.test(amount)) {
        return invalid(
          `Invalid integer: ${String(amount)}`,
          `line_items[${index}][price_data][unit_amount]`,
          'parameter_invalid_integer',
        );
      }
      if (typeof price?.currency !== 'string') {
        return invalid(
          'Missing required param: line_items[0][price_data][currency].',
          `line_items[${index}][price_data][currency]`,
          'parameter_missing',
        );
      }
      const productName = (price.product_data as Record<string, FormValue> | undefined)?.name;
      if (typeof productName !== 'string' || productName === '') {
        return invalid(
          'Missing required param: line_items[0][price_data][product_data][name].',
          `line_items[${index}][price_data][product_data][name]`,
          'parameter_missing',
        );
      }
      currency = price.currency;
      total += Number(amount) * Number(fields.quantity ?? '1');
    }
    if (currency === 'usd' && total < 50) {
      return invalid(
        "The Checkout Session's total amount due must add up to at least $0.50 usd",
        'line_items',
        'amount_too_small',
      );
    }
    const metadata = (params.metadata ?? {}) as Record<string, string>;
    for (const [key, value] of Object.entries(metadata)) {
      if (value.length > 500)
        return invalid('Metadata values can have up to 500 characters', `metadata[${key}]`);
    }
    const id = `cs_test_${randomBytes(12).toString('hex')}`;
    const now = Math.floor(Date.now() / 1000);
    const session: FakeCheckoutSession = {
      id,
      object: 'checkout.session',
      amount_subtotal: total,
      amount_total: total,
      cancel_url: typeof params.cancel_url === 'string' ? params.cancel_url : null,
      client_reference_id: typeof params.client_reference_id === 'string' ? params.client_reference_id : null,
      created: now,
      currency: currency!,
      customer_email: typeof params.customer_email === 'string' ? params.customer_email : null,
      expires_at: now + 24 * 3600,
      livemode: false,
      metadata,
      mode: 'payment',
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      submit_type: typeof params.submit_type === 'string' ? params.submit_type : null,
      success_url: params.success_url,
      url: `${server.url}/c/pay/${id}`,
      line_items_sent: lineItems,
      payment_intent_data_sent: params.payment_intent_data ?? null,
    };
    sessions.set(id, session);
    created += 1;
    return { status: 200, body: publicView(session) };
  }

  function signEvent(type: string, session: FakeCheckoutSession, timestamp?: number): SignedEvent {
    const rawBody = JSON.stringify(
      {
        id: `evt_${randomBytes(12).toString('hex')}`,
        object: 'event',
        api_version: '2026-10-28.endive',
        created: Math.floor(Date.now() / 1000),
        data: { object: publicView(session) },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      },
      null,
      2,
    );
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload: rawBody,
      secret: webhookSecret,
      ...(timestamp === undefined ? {} : { timestamp }),
    });
    return { rawBody, signature };
  }

  async function send(event: SignedEvent, deliverTo: string | undefined): Promise<SignedEvent> {
    if (deliverTo) await deliverWebhook(deliverTo, event.rawBody, { 'stripe-signature': event.signature });
    return event;
  }

  const server = await startFakeHttpServer(handle, () => ({
    error: { type: 'api_error', message: 'An unknown error occurred' },
  }));

  return {
    url: server.url,
    port: server.port,
    requests: server.requests,
    failNext: (knob: FailureKnob, count?: number) => server.failNext(knob, count),
    close: () => server.close(),
    secretKey,
    webhookSecret,
    sessions,
    createdCount: () => created,
    signEvent,
    async complete(sessionId, completeOptions = {}) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`fake Stripe has no session ${sessionId}`);
      session.status = 'complete';
      session.payment_status = completeOptions.paymentStatus ?? 'paid';
      session.payment_intent = `pi_${randomBytes(12).toString('hex')}`;
      if (completeOptions.amount !== undefined) session.amount_total = completeOptions.amount;
      return send(signEvent('checkout.session.completed', session), completeOptions.deliverTo);
    },
    async expire(sessionId, expireOptions = {}) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`fake Stripe has no session ${sessionId}`);
      session.status = 'expired';
      session.url = null;
      return send(signEvent('checkout.session.expired', session), expireOptions.deliverTo);
    },
  };
}

function publicView(session: FakeCheckoutSession) {
  const { line_items_sent: _items, payment_intent_data_sent: _intent, ...rest } = session;
  return rest;
}

function stripeError(
  status: number,
  type: string,
  message: string,
  extra: { code?: string; param?: string },
): FakeResponse {
  return { status, body: { error: { type, message, ...extra } } };
}
