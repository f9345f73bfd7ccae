import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { readServerConfig } from '../../src/config/read-server-config.ts';
import type { Database } from '../../src/db/schema.ts';
import { createPaymentProviders } from '../../src/payments/create-payment-providers.ts';
import { providerById } from '../../src/payments/provider-registry.ts';
import { SandboxInProductionError } from '../../src/payments/providers/sandbox/sandbox-provider.ts';

// The providers never touch the database or the network when they are built.
const db = {} as Kysely<Database>;

describe('provider selection', () => {
  it('uses one sandbox for every role by default', async () => {
    const providers = await createPaymentProviders(readServerConfig({}).payments, { db });
    expect(providers.mobile.id).toBe('sandbox');
    expect(providers.checkout).toBe(providers.mobile);
    expect(providers.card).toBe(providers.mobile);
  });

  it('builds the adapters the environment names, each once', async () => {
    const env = {
      LOMI_PAYMENTS_MOBILE: 'chapa',
      LOMI_PAYMENTS_CHECKOUT: 'chapa',
      LOMI_PAYMENTS_CARD: 'stripe',
      CHAPA_SECRET_KEY: 'CHASECK_TEST-x',
      CHAPA_WEBHOOK_SECRET: 'hash',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    };
    const providers = await createPaymentProviders(readServerConfig(env).payments, { db });
    expect([providers.mobile.id, providers.checkout.id, providers.card.id]).toEqual([
      'chapa',
      'chapa',
      'stripe',
    ]);
    expect(providers.checkout).toBe(providers.mobile);
    expect(providerById(providers, 'stripe')).toBe(providers.card);
    expect(providerById(providers, 'sandbox')).toBeUndefined();
  });

  it('refuses the sandbox under NODE_ENV=production', async () => {
    await expect(
      createPaymentProviders(readServerConfig({}).payments, { db, production: true }),
    ).rejects.toThrow(SandboxInProductionError);
  });
});
