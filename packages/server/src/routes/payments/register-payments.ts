import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { RateLimiter } from '../../http/rate-limiter.ts';
import { DonationInitiator } from '../../payments/initiation/donation-initiator.ts';
import { InitiationGate } from '../../payments/initiation/initiation-gate.ts';
import {
  DEFAULT_INITIATION_LIMITS,
  type InitiationLimits,
} from '../../payments/initiation/initiation-limits.ts';
import { InvoiceRepository } from '../../payments/invoices/invoice-repository.ts';
import { InvoiceSettlement } from '../../payments/invoices/invoice-settlement.ts';
import type { PaymentProvider } from '../../payments/payment-provider.ts';
import { providerById, type PaymentProviders } from '../../payments/provider-registry.ts';
import { sandboxCheckoutRoutes } from '../../payments/providers/sandbox/sandbox-checkout-routes.ts';
import type { SandboxProvider } from '../../payments/providers/sandbox/sandbox-provider.ts';
import { listenOrigin } from '../../http/listen-origin.ts';
import { WebhookEventRepository } from '../../payments/webhooks/webhook-event-repository.ts';
import { donationInitiationRoutes } from './donation-initiation-routes.ts';
import { invoiceRoutes } from './invoice-routes.ts';
import { webhookRoutes } from './webhook-routes.ts';

/** What the payment endpoints need. */
export interface PaymentsOptions {
  providers: PaymentProviders;
  /** LOMI_INVOICE_TTL_MS (mobile money); 15 minutes by default. */
  invoiceTtlMs?: number;
  /** LOMI_CHECKOUT_TTL_MS (hosted checkout, card); 25 hours by default. */
  checkoutTtlMs?: number;
  /** When a poll of a pending invoice asks the provider; 5 s old, once per 5 s by default. */
  pollVerify?: { minAgeMs: number; debounceMs: number };
  /** Rate limits and pending caps on starting donations (LOMI_DONATION_*); the defaults when not given. */
  initiationLimits?: InitiationLimits;
}

const isSandbox = (provider: PaymentProvider): provider is SandboxProvider => provider.id === 'sandbox';

/**
 * Registers every payment endpoint (initiation, invoice polling, webhooks, the sandbox checkout when the
 * sandbox is in use) and returns the settlement service for the reconciliation job. On close the app waits
 * for background verifies and closes the providers (the sandbox's scheduled webhooks).
 */
export async function registerPayments(
  app: FastifyInstance,
  db: Kysely<Database>,
  options: PaymentsOptions & {
    publicSiteUrl: string;
    /** Keys the hash of client addresses stored on invoices (the token secret, LOMI_JWT_SECRET). */
    clientKeySecret: string;
  },
): Promise<{ invoices: InvoiceRepository; settlement: InvoiceSettlement }> {
  const { providers } = options;
  const invoices = new InvoiceRepository(db);
  const settlement = new InvoiceSettlement(invoices, (id) => providerById(providers, id), app.log);
  const gate = new InitiationGate(
    new RateLimiter(db),
    options.initiationLimits ?? DEFAULT_INITIATION_LIMITS,
    options.clientKeySecret,
  );
  const initiator = new DonationInitiator({
    db,
    invoices,
    gate,
    invoiceTtlMs: options.invoiceTtlMs ?? 15 * 60_000,
    checkoutTtlMs: options.checkoutTtlMs ?? 25 * 60 * 60_000,
    logger: app.log,
  });
  const background = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>) => {
    background.add(work);
    void work.finally(() => background.delete(work));
  };

  await app.register(donationInitiationRoutes, {
    initiator,
    providers,
    publicSiteUrl: options.publicSiteUrl,
  });
  await app.register(invoiceRoutes, {
    invoices,
    settlement,
    pollVerify: options.pollVerify ?? { minAgeMs: 5_000, debounceMs: 5_000 },
    track,
  });
  await app.register(webhookRoutes, {
    providers,
    invoices,
    events: new WebhookEventRepository(db),
    settlement,
  });
  const sandbox = [providers.mobile, providers.checkout, providers.card].find(isSandbox);
  if (sandbox) {
    await app.register(sandboxCheckoutRoutes, { sandbox });
    // The sandbox runs inside this server: its webhooks go to the socket we listen on, an address no request
    // can choose (and not out and back in through the public address's proxy).
    app.addHook('onListen', async () => {
      const origin = listenOrigin(app.server.address());
      if (origin) sandbox.listeningAt(origin);
    });
  }

  app.addHook('onClose', async () => {
    await Promise.all([...background]);
    for (const provider of new Set([providers.mobile, providers.checkout, providers.card])) {
      await (provider as Partial<SandboxProvider>).close?.();
    }
  });
  return { invoices, settlement };
}
