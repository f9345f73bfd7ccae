import { randomUUID } from 'node:crypto';
import { isValidInternationalPhone, type PaymentMethod } from '@lomi/core';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../../db/schema.ts';
import {
  ProviderRejectedError,
  ProviderUnavailableError,
  WebhookAuthError,
  type InitiatePaymentInput,
  type InitiatePaymentResult,
  type ParsedWebhook,
  type PaymentProvider,
  type ProviderStatus,
  type RawWebhook,
  type VerifiedPayment,
} from '../../payment-provider.ts';
import {
  SANDBOX_CANCEL_REASON,
  SANDBOX_DECLINE_REASON,
  scenarioForPhone,
  type SandboxScenario,
} from './sandbox-scenarios.ts';
import { createSandboxDispatcher, type SandboxLogger } from './sandbox-dispatcher.ts';
import { SANDBOX_SIGNATURE_HEADER, verifySandboxSignature } from './sandbox-signature.ts';
import { SandboxPaymentRepository, type SandboxPayment } from './sandbox-payment-repository.ts';
import { sandboxEvent, type SandboxEvent } from './sandbox-webhook.ts';

export type { SandboxLogger } from './sandbox-dispatcher.ts';

export interface SandboxProviderOptions {
  db: Kysely<Database>;
  /** HMAC key of `x-sandbox-signature`. */
  webhookSecret: string;
  /** How long a phone takes to answer (LOMI_SANDBOX_DELAY_MS). */
  delayMs: number;
  now?: () => Date;
  fetch?: typeof fetch;
  logger?: SandboxLogger;
  /** Waits before each retry of a webhook our endpoint answered with a 5xx or never got; 1 s then 5 s. */
  retryDelaysMs?: readonly number[];
  /** NODE_ENV=production (the configuration's `production`), which the sandbox refuses. */
  production?: boolean;
}

/** The sandbox provider: a {@link PaymentProvider} plus the actions of its hosted checkout page. */
export interface SandboxProvider extends PaymentProvider {
  readonly id: 'sandbox';
  /** The payment behind a checkout page, if the sandbox has one for the invoice. */
  findCheckout(invoiceId: string): Promise<SandboxPayment | undefined>;
  /**
   * Pay or Cancel on the checkout page: decides the payment, delivers the signed webhook and tells where the
   * browser goes next. A second press answers the same place without deciding again.
   */
  completeCheckout(invoiceId: string, action: 'pay' | 'cancel'): Promise<{ redirectUrl: string } | undefined>;
  /**
   * Tells the sandbox where this server listens (`http://127.0.0.1:3000`). Being part of the server, it then
   * delivers its webhooks there (the webhook URL's path on that origin) rather than out through the public
   * address; until then, to the webhook URL it was given. Either way the target comes from configuration.
   */
  listeningAt(origin: string): void;
  /** Cancels pending webhook deliveries and waits for those in flight. */
  close(): Promise<void>;
}

/** Thrown when the sandbox is configured while NODE_ENV=production. */
export class SandboxInProductionError extends Error {
  override readonly name = 'SandboxInProductionError';
  constructor() {
    super(
      'The sandbox payment provider cannot run with NODE_ENV=production: it accepts fake payments. Set ' +
        'LOMI_PAYMENTS_MOBILE, LOMI_PAYMENTS_CHECKOUT and LOMI_PAYMENTS_CARD to real providers.',
    );
  }
}

const phoneMethods: readonly PaymentMethod[] = ['telebirr', 'mpesa', 'cbe'];

const eventSchema = z.object({
  id: z.string().min(1).max(200),
  type: z.literal('payment.updated'),
  created: z.number().int(),
  data: z.object({
    invoice_id: z.uuid(),
    reference: z.string().min(1),
    status: z.enum(['pending', 'succeeded', 'failed']),
    amount_minor: z.number().int().positive(),
    currency: z.enum(['ETB', 'USD']),
  }),
});

/** Creates the built-in sandbox provider (see ARCHITECTURE.md "Payments" for its magic phone numbers). */
export function createSandboxProvider(options: SandboxProviderOptions): SandboxProvider {
  if (options.production) throw new SandboxInProductionError();
  const store = new SandboxPaymentRepository(options.db);
  const now = options.now ?? (() => new Date());
  const seconds = () => Math.floor(now().getTime() / 1000);
  let ownOrigin: string | undefined;
  const dispatcher = createSandboxDispatcher<SandboxPayment, SandboxEvent>({
    describe: (payment) => ({ invoiceId: payment.invoice_id }),
    target: ({ webhook_url: url }) => {
      if (ownOrigin === undefined) return url;
      const { pathname, search } = new URL(url);
      return new URL(`${pathname}${search}`, ownOrigin).href;
    },
    webhookSecret: options.webhookSecret,
    fetch: options.fetch ?? fetch,
    seconds,
    retryDelaysMs: options.retryDelaysMs ?? [1_000, 5_000],
    logger: options.logger,
  });

  function eventsFor(payment: SandboxPayment, scenario: SandboxScenario): SandboxEvent[] {
    const at = seconds() + Math.ceil(options.delayMs / 1000);
    switch (scenario) {
      case 'approve':
      case 'amount-mismatch':
        return [sandboxEvent(payment, 'succeeded', at)];
      case 'decline':
        return [sandboxEvent(payment, 'failed', at)];
      case 'webhook-thrice':
        // The success, a stale "pending" created before it, then the success again.
        return [
          sandboxEvent(payment, 'succeeded', at),
          sandboxEvent(payment, 'pending', at - 60),
          sandboxEvent(payment, 'succeeded', at),
        ];
      default:
        return [];
    }
  }

  function scheduleWebhooks(payment: SandboxPayment, scenario: SandboxScenario): void {
    const events = eventsFor(payment, scenario);
    if (events.length > 0) dispatcher.later(payment, events, options.delayMs);
  }

  async function initiatePhone(input: InitiatePaymentInput): Promise<InitiatePaymentResult> {
    const phone = input.payer.phone ?? '';
    if (!isValidInternationalPhone(phone)) {
      throw new ProviderRejectedError('The phone number must be 251 followed by 9 digits.');
    }
    const scenario = scenarioForPhone(phone);
    const decided = scenario !== 'never-answered';
    const reference = `sbx_${randomUUID()}`;
    const stored = await store.insert({
      invoice_id: input.invoiceId,
      reference,
      kind: 'phone',
      method: input.method,
      amount_minor: input.money.amountMinor,
      reported_amount_minor:
        scenario === 'amount-mismatch' ? input.money.amountMinor + 100 : input.money.amountMinor,
      currency: input.money.currency,
      phone_number: phone,
      scenario,
      outcome: !decided ? null : scenario === 'decline' ? 'failed' : 'succeeded',
      reason: scenario === 'decline' ? SANDBOX_DECLINE_REASON : null,
      decide_at: decided ? new Date(now().getTime() + options.delayMs) : null,
      description: input.description,
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      webhook_url: input.webhookUrl,
    });
    // A repeated initiate for the same invoice neither charges nor notifies twice.
    if (stored.reference === reference) scheduleWebhooks(stored, scenario);
    if (scenario === 'initiate-timeout') {
      throw new ProviderUnavailableError('The sandbox did not answer in time (magic ending 0007).');
    }
    return { providerRef: stored.reference, status: 'pending', nextAction: { type: 'approve_on_phone' } };
  }

  async function initiateCheckout(input: InitiatePaymentInput): Promise<InitiatePaymentResult> {
    const stored = await store.insert({
      invoice_id: input.invoiceId,
      reference: `sbx_cs_${randomUUID().replaceAll('-', '')}`,
      kind: 'checkout',
      method: input.method,
      amount_minor: input.money.amountMinor,
      reported_amount_minor: input.money.amountMinor,
      currency: input.money.currency,
      phone_number: input.payer.phone ?? null,
      scenario: 'checkout',
      outcome: null,
      reason: null,
      decide_at: null,
      description: input.description,
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      webhook_url: input.webhookUrl,
    });
    // The page speaks the donor's language (§1: `lang=am`, English without the parameter).
    const url = new URL(
      `/sandbox/checkout/${stored.invoice_id}${input.locale === 'am' ? '?lang=am' : ''}`,
      input.webhookUrl,
    ).href;
    return { providerRef: stored.reference, status: 'pending', nextAction: { type: 'redirect', url } };
  }

  return {
    id: 'sandbox',
    methods: ['telebirr', 'mpesa', 'cbe', 'payonline', 'stripe'],
    currencies: ['ETB', 'USD'],

    async initiatePayment(input) {
      return phoneMethods.includes(input.method) ? initiatePhone(input) : initiateCheckout(input);
    },

    async verifyPayment({ invoiceId }): Promise<VerifiedPayment> {
      const payment = await store.find(invoiceId);
      if (!payment) {
        // Never reached the sandbox: like a provider's "not found", which is not a failure we may assume.
        return {
          invoiceId,
          providerRef: null,
          status: 'pending',
          money: { amountMinor: 0, currency: 'ETB' },
        };
      }
      const decided = payment.outcome !== null && payment.decide_at !== null && payment.decide_at <= now();
      const status: ProviderStatus = decided ? payment.outcome! : 'pending';
      return {
        invoiceId,
        providerRef: payment.reference,
        status,
        money: { amountMinor: payment.reported_amount_minor, currency: payment.currency },
        ...(status === 'failed' && payment.reason ? { reason: payment.reason } : {}),
      };
    },

    parseWebhook(request: RawWebhook): ParsedWebhook {
      verifySandboxSignature(
        request.headers[SANDBOX_SIGNATURE_HEADER],
        request.rawBody,
        options.webhookSecret,
        seconds(),
      );
      let json: unknown;
      try {
        json = JSON.parse(request.rawBody.toString('utf8'));
      } catch {
        throw new WebhookAuthError('body is not JSON', { problem: 'malformed' });
      }
      const parsed = eventSchema.safeParse(json);
      if (!parsed.success)
        throw new WebhookAuthError('body is not a sandbox event', { problem: 'malformed' });
      const { id, data } = parsed.data;
      return {
        dedupeKey: id,
        invoiceId: data.invoice_id,
        providerRef: data.reference,
        claimedStatus: data.status,
        trusted: false,
        money: { amountMinor: data.amount_minor, currency: data.currency },
      };
    },

    findCheckout: (invoiceId) => store.find(invoiceId).then((p) => (p?.kind === 'checkout' ? p : undefined)),

    async completeCheckout(invoiceId, action) {
      const decided = await store.decideCheckout(
        invoiceId,
        action === 'pay' ? 'succeeded' : 'failed',
        action === 'pay' ? null : SANDBOX_CANCEL_REASON,
        now(),
      );
      const payment = decided ?? (await this.findCheckout(invoiceId));
      if (!payment) return undefined;
      if (decided) {
        // Like a real hosted checkout: the webhook goes out before the browser is sent back.
        await dispatcher.deliver(decided, [sandboxEvent(decided, decided.outcome!, seconds())]);
      }
      return { redirectUrl: payment.outcome === 'succeeded' ? payment.success_url : payment.cancel_url };
    },

    listeningAt(origin) {
      ownOrigin = origin;
    },

    close: () => dispatcher.close(),
  };
}
