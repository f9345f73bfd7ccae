import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { PaymentProvider, ProviderId } from './payment-provider.ts';
import type { PaymentsConfig } from './payments-config.ts';
import type { PaymentProviders } from './provider-registry.ts';
import { createSandboxProvider, type SandboxLogger } from './providers/sandbox/sandbox-provider.ts';

/**
 * Builds the providers the configuration names, each once even when it serves several roles. Real
 * adapters are loaded only when chosen (Stripe's package is large) and read their own variables, throwing
 * an error that names a missing one. The sandbox throws under NODE_ENV=production.
 */
export async function createPaymentProviders(
  config: PaymentsConfig,
  {
    db,
    logger,
    env = process.env,
  }: { db: Kysely<Database>; logger?: SandboxLogger; env?: NodeJS.ProcessEnv },
): Promise<PaymentProviders> {
  const built = new Map<ProviderId, PaymentProvider>();
  async function build(id: ProviderId): Promise<PaymentProvider> {
    const existing = built.get(id);
    if (existing) return existing;
    let provider: PaymentProvider;
    switch (id) {
      case 'sandbox':
        provider = createSandboxProvider({
          db,
          webhookSecret: config.sandboxWebhookSecret,
          delayMs: config.sandboxDelayMs,
          env,
          ...(logger ? { logger } : {}),
        });
        break;
      case 'lakipay': {
        const { createLakiPayProvider, lakiPayConfigFromEnv } = await import('./providers/lakipay/index.ts');
        provider = createLakiPayProvider(lakiPayConfigFromEnv(env));
        break;
      }
      case 'chapa': {
        const { createChapaProvider, chapaConfigFromEnv } = await import('./providers/chapa/index.ts');
        provider = createChapaProvider(chapaConfigFromEnv(env));
        break;
      }
      case 'stripe': {
        const { createStripeProvider, stripeConfigFromEnv } = await import('./providers/stripe/index.ts');
        provider = createStripeProvider(stripeConfigFromEnv(env));
        break;
      }
    }
    built.set(id, provider);
    return provider;
  }
  return {
    mobile: await build(config.mobile),
    checkout: await build(config.checkout),
    card: await build(config.card),
  };
}
