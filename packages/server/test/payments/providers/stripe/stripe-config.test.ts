import { describe, expect, it } from 'vitest';
import { stripeConfigFromEnv } from '../../../../src/payments/providers/stripe/index.ts';

describe('Stripe configuration from the environment', () => {
  it('names every missing variable', () => {
    expect(() => stripeConfigFromEnv({})).toThrow(
      'Stripe is selected but STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET are not set',
    );
    expect(() => stripeConfigFromEnv({ STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toThrow(
      'Stripe is selected but STRIPE_SECRET_KEY is not set',
    );
  });

  it('talks to Stripe itself unless STRIPE_API_BASE points elsewhere', () => {
    const env = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
    expect(stripeConfigFromEnv(env)).toEqual({ secretKey: 'sk_test_x', webhookSecret: 'whsec_x' });
    expect(stripeConfigFromEnv({ ...env, STRIPE_API_BASE: 'http://127.0.0.1:12111' })).toMatchObject({
      host: '127.0.0.1',
      port: 12111,
      protocol: 'http',
    });
    expect(stripeConfigFromEnv({ ...env, STRIPE_API_BASE: 'https://stripe.internal' })).toMatchObject({
      host: 'stripe.internal',
      port: 443,
      protocol: 'https',
    });
    expect(() => stripeConfigFromEnv({ ...env, STRIPE_API_BASE: 'not a url' })).toThrow(/STRIPE_API_BASE/);
    expect(() => stripeConfigFromEnv({ ...env, STRIPE_API_BASE: 'ftp://x' })).toThrow(/STRIPE_API_BASE/);
  });
});
