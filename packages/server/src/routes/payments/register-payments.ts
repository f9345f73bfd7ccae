import type { FastifyInstance } from 'fastify';
import type { DonationInitiator } from '../../payments/initiation/donation-initiator.ts';
import type { InitiationLimits } from '../../payments/initiation/initiation-limits.ts';
import type { InvoiceRepository } from '../../payments/invoices/invoice-repository.ts';
import type { InvoiceSettlement } from '../../payments/invoices/invoice-settlement.ts';
import type { PaymentProvider } from '../../payments/payment-provider.ts';
import type { PaymentProviders } from '../../payments/provider-registry.ts';
import { sandboxCheckoutRoutes } from '../../payments/providers/sandbox/sandbox-checkout-routes.ts';
import type { SandboxProvider } from '../../payments/providers/sandbox/sandbox-provider.ts';
import { listenOrigin } from '../../http/listen-origin.ts';
import type { ReceiptTokens } from '../../receipts/receipt-tokens.ts';
import type { WebhookEventRepository } from '../../payments/webhooks/webhook-event-repository.ts';
import { donationInitiationRoutes } from './donation-initiation-routes.ts';
import { invoiceRoutes } from './invoice-routes.ts';
import { webhookRoutes, type WebhookRoutesOptions } from './webhook-routes.ts';

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

/** The payment services the app builds once (app.ts) and the endpoints use. */
export interface PaymentServices {
  providers: PaymentProviders;
  invoices: InvoiceRepository;
  settlement: InvoiceSettlement;
  initiator: DonationInitiator;
  events: WebhookEventRepository;
  /** The invoices' receipt tokens, given to the donor with the initiation answer. */
  receipts: ReceiptTokens;
}

/**
 * Registers every payment endpoint (initiation, invoice polling, webhooks, the sandbox checkout when the
 * sandbox is in use). On close the app waits for background verifies and closes the providers (the
 * sandbox's scheduled webhooks).
 */
export async function registerPayments(
  app: FastifyInstance,
  { providers, invoices, settlement, initiator, events, receipts }: PaymentServices,
  options: Pick<PaymentsOptions, 'pollVerify'> & {
    publicSiteUrl: string;
    forwardPayoutEvent?: WebhookRoutesOptions['forwardPayoutEvent'] | undefined;
  },
): Promise<void> {
  const background = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>) => {
    background.add(work);
    void work.finally(() => background.delete(work));
  };

  await app.register(donationInitiationRoutes, {
    initiator,
    providers,
    publicSiteUrl: options.publicSiteUrl,
    receipts,
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
    events,
    settlement,
    ...(options.forwardPayoutEvent ? { forwardPayoutEvent: options.forwardPayoutEvent } : {}),
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
}
