import { describe, expect, it } from 'vitest';
import { readPaymentsConfig, sandboxVariables } from '../../src/payments/payments-config.ts';

describe('payments configuration', () => {
  it('defaults to the sandbox everywhere with a random webhook secret', () => {
    const config = readPaymentsConfig({});
    expect(config).toMatchObject({
      mobile: 'sandbox',
      checkout: 'sandbox',
      card: 'sandbox',
      sandboxDelayMs: 3_000,
      invoiceTtlMs: 900_000,
      checkoutTtlMs: 90_000_000,
      reconcileIntervalMs: 30_000,
      reconcile: { maxDelayMs: 900_000, batchSize: 50, budgetMs: 20_000, concurrency: 4 },
      reconcileBacklogAlert: 1_000,
    });
    expect(config.sandboxWebhookSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(readPaymentsConfig({}).sandboxWebhookSecret).not.toBe(config.sandboxWebhookSecret);
    expect(sandboxVariables(config)).toEqual([
      'LOMI_PAYMENTS_MOBILE',
      'LOMI_PAYMENTS_CHECKOUT',
      'LOMI_PAYMENTS_CARD',
    ]);
  });

  it('reads the environment', () => {
    const config = readPaymentsConfig({
      LOMI_PAYMENTS_MOBILE: 'chapa',
      LOMI_PAYMENTS_CHECKOUT: 'LakiPay',
      LOMI_PAYMENTS_CARD: 'stripe',
      LOMI_SANDBOX_DELAY_MS: '0',
      LOMI_SANDBOX_WEBHOOK_SECRET: 'shared',
      LOMI_INVOICE_TTL_MS: '60000',
      LOMI_CHECKOUT_TTL_MS: '120000',
      LOMI_RECONCILE_INTERVAL_MS: '1000',
      LOMI_RECONCILE_MAX_DELAY_MS: '60000',
      LOMI_RECONCILE_BATCH_SIZE: '20',
      LOMI_RECONCILE_BUDGET_MS: '5000',
      LOMI_RECONCILE_CONCURRENCY: '2',
      LOMI_RECONCILE_BACKLOG_WARN: '100',
    });
    expect(config).toEqual({
      mobile: 'chapa',
      checkout: 'lakipay',
      card: 'stripe',
      sandboxDelayMs: 0,
      sandboxWebhookSecret: 'shared',
      invoiceTtlMs: 60_000,
      checkoutTtlMs: 120_000,
      reconcileIntervalMs: 1_000,
      reconcile: { maxDelayMs: 60_000, batchSize: 20, budgetMs: 5_000, concurrency: 2 },
      reconcileBacklogAlert: 100,
    });
    expect(sandboxVariables(config)).toEqual([]);
  });

  it.each([
    ['LOMI_PAYMENTS_MOBILE', 'stripe'],
    ['LOMI_PAYMENTS_CARD', 'chapa'],
    ['LOMI_SANDBOX_DELAY_MS', '-1'],
    ['LOMI_INVOICE_TTL_MS', '1.5'],
    ['LOMI_CHECKOUT_TTL_MS', '0'],
    ['LOMI_RECONCILE_INTERVAL_MS', 'often'],
    ['LOMI_RECONCILE_BATCH_SIZE', '0'],
    ['LOMI_RECONCILE_CONCURRENCY', '1.5'],
  ])('refuses %s=%s, naming the variable', (name, value) => {
    expect(() => readPaymentsConfig({ [name]: value })).toThrow(name);
  });
});
