import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/schema.ts';
import { createPaymentProviders } from '../../src/payments/create-payment-providers.ts';
import { readPaymentsConfig } from '../../src/payments/payments-config.ts';
import { providerById } from '../../src/payments/provider-registry.ts';
import { SandboxInProductionError } from '../../src/payments/providers/sandbox/sandbox-provider.ts';

// The providers never touch the database or the network when they are built.
const db = {} as Kysely<Database>;

describe('provider selection', () => {
  it('uses one sandbox for every role by default', async () => {
    const providers = await createPaymentProviders(readPaymentsConfig({}), { db, env: {} });
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
    const providers = await createPaymentProviders(readPaymentsConfig(env), { db, env });
    expect([providers.mobile.id, providers.checkout.id, providers.card.id]).toEqual([
      'chapa',
      'chapa',
      'stripe',
    ]);
    expect(providers.checkout).toBe(providers.mobile);
    expect(providerById(providers, 'stripe')).toBe(providers.card);
    expect(providerById(providers, 'sandbox')).toBeUndefined();
  });

  it('names a missing adapter variable', async () => {
    const env = { LOMI_PAYMENTS_MOBILE: 'lakipay' };
    await expect(createPaymentProviders(readPaymentsConfig(env), { db, env })).rejects.toThrow(
      'LAKIPAY_API_KEY',
    );
  });

  it('refuses the sandbox under NODE_ENV=production', async () => {
    await expect(
      createPaymentProviders(readPaymentsConfig({}), { db, env: { NODE_ENV: 'production' } }),
    ).rejects.toThrow(SandboxInProductionError);
  });
});
