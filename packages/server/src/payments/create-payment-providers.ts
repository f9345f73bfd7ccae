import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { PaymentProvider } from './payment-provider.ts';
import type { PaymentsConfig } from './payments-config.ts';
import { PAYMENT_ROLES, type ProviderId } from './provider-ids.ts';
import type { PaymentProviders } from './provider-registry.ts';
import { createSandboxProvider, type SandboxLogger } from './providers/sandbox/sandbox-provider.ts';

interface BuildContext {
  config: PaymentsConfig;
  db: Kysely<Database>;
  logger: SandboxLogger | undefined;
  production: boolean;
}

/** `what` of the configuration, which the schema guarantees once a role selects its provider. */
function selected<T>(what: T | undefined, provider: string): T {
  if (what === undefined) throw new Error(`${provider} is selected without its settings`);
  return what;
}

/**
 * How to build each provider of PROVIDERS (provider-ids.ts); keyed by its ids, so a new id does not compile
 * without a builder. Real adapters are loaded only when chosen (Stripe's package is large).
 */
const BUILDERS: Record<ProviderId, (context: BuildContext) => Promise<PaymentProvider>> = {
  sandbox: async ({ config, db, logger, production }) =>
    createSandboxProvider({
      db,
      webhookSecret: config.sandboxWebhookSecret,
      delayMs: config.sandboxDelayMs,
      production,
      ...(logger ? { logger } : {}),
    }),
  lakipay: async ({ config }) => {
    const { createLakiPayProvider } = await import('./providers/lakipay/index.ts');
    return createLakiPayProvider(selected(config.lakipay, 'LakiPay'));
  },
  chapa: async ({ config }) => {
    const { createChapaProvider } = await import('./providers/chapa/index.ts');
    return createChapaProvider(selected(config.chapa, 'Chapa'));
  },
  stripe: async ({ config }) => {
    const { createStripeProvider } = await import('./providers/stripe/index.ts');
    return createStripeProvider(selected(config.stripe, 'Stripe'));
  },
};

/**
 * Builds the providers the configuration names, each once even when it serves several roles. The sandbox
 * throws when `production` is set (the configuration refuses it there first).
 */
export async function createPaymentProviders(
  config: PaymentsConfig,
  { db, logger, production = false }: { db: Kysely<Database>; logger?: SandboxLogger; production?: boolean },
): Promise<PaymentProviders> {
  const built = new Map<ProviderId, PaymentProvider>();
  const providers = {} as PaymentProviders;
  for (const role of PAYMENT_ROLES) {
    const id = config[role];
    const provider = built.get(id) ?? (await BUILDERS[id]({ config, db, logger, production }));
    built.set(id, provider);
    providers[role] = provider;
  }
  return providers;
}
