import { randomBytes } from 'node:crypto';
import type { ProviderId } from './payment-provider.ts';

/** The payment settings read from the environment (documented in the README's "Payments"). */
export interface PaymentsConfig {
  /** LOMI_PAYMENTS_MOBILE: direct telebirr / mpesa / cbe. */
  mobile: 'sandbox' | 'lakipay' | 'chapa';
  /** LOMI_PAYMENTS_CHECKOUT: hosted checkout in ETB (payonline, the wizard's Chapa). */
  checkout: 'sandbox' | 'lakipay' | 'chapa';
  /** LOMI_PAYMENTS_CARD: card payments in USD. */
  card: 'sandbox' | 'stripe';
  /** LOMI_SANDBOX_DELAY_MS: how long the sandbox's phones take to answer. */
  sandboxDelayMs: number;
  /** LOMI_SANDBOX_WEBHOOK_SECRET, else random per process (set it when running several instances). */
  sandboxWebhookSecret: string;
  /** LOMI_INVOICE_TTL_MS: a pending mobile-money invoice fails as expired after this long. */
  invoiceTtlMs: number;
  /**
   * LOMI_CHECKOUT_TTL_MS: the same for hosted checkout and card, whose pages stay payable much longer
   * (a Stripe Checkout Session lives 24 h by default).
   */
  checkoutTtlMs: number;
  /** LOMI_RECONCILE_INTERVAL_MS: how often pending invoices are checked with their provider. */
  reconcileIntervalMs: number;
  /**
   * LOMI_RECONCILE_MAX_DELAY_MS, LOMI_RECONCILE_BATCH_SIZE, LOMI_RECONCILE_BUDGET_MS,
   * LOMI_RECONCILE_CONCURRENCY: the backoff cap, invoices per claim, time per run and checks in flight.
   */
  reconcile: { maxDelayMs: number; batchSize: number; budgetMs: number; concurrency: number };
  /** LOMI_RECONCILE_BACKLOG_WARN: warn when more invoices than this are due, three runs in a row. */
  reconcileBacklogAlert: number;
}

function choice<T extends ProviderId>(env: NodeJS.ProcessEnv, name: string, allowed: readonly T[]): T {
  const value = (env[name] || 'sandbox').toLowerCase();
  if (!(allowed as readonly string[]).includes(value)) {
    throw new Error(`${name} must be one of ${allowed.join(', ')}, got "${env[name]}".`);
  }
  return value as T;
}

function milliseconds(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min: number,
  unit = 'a whole number of milliseconds',
): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be ${unit}, at least ${min}, got "${raw}".`);
  }
  return value;
}

function count(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  return milliseconds(env, name, fallback, 1, 'a whole number');
}

/** Reads and checks the payment settings; throws naming the variable on a bad value. */
export function readPaymentsConfig(env: NodeJS.ProcessEnv = process.env): PaymentsConfig {
  return {
    mobile: choice(env, 'LOMI_PAYMENTS_MOBILE', ['sandbox', 'lakipay', 'chapa']),
    checkout: choice(env, 'LOMI_PAYMENTS_CHECKOUT', ['sandbox', 'lakipay', 'chapa']),
    card: choice(env, 'LOMI_PAYMENTS_CARD', ['sandbox', 'stripe']),
    sandboxDelayMs: milliseconds(env, 'LOMI_SANDBOX_DELAY_MS', 3_000, 0),
    sandboxWebhookSecret: env.LOMI_SANDBOX_WEBHOOK_SECRET || randomBytes(32).toString('hex'),
    invoiceTtlMs: milliseconds(env, 'LOMI_INVOICE_TTL_MS', 15 * 60_000, 1_000),
    checkoutTtlMs: milliseconds(env, 'LOMI_CHECKOUT_TTL_MS', 25 * 60 * 60_000, 1_000),
    reconcileIntervalMs: milliseconds(env, 'LOMI_RECONCILE_INTERVAL_MS', 30_000, 100),
    reconcile: {
      maxDelayMs: milliseconds(env, 'LOMI_RECONCILE_MAX_DELAY_MS', 15 * 60_000, 1_000),
      batchSize: count(env, 'LOMI_RECONCILE_BATCH_SIZE', 50),
      budgetMs: milliseconds(env, 'LOMI_RECONCILE_BUDGET_MS', 20_000, 100),
      concurrency: count(env, 'LOMI_RECONCILE_CONCURRENCY', 4),
    },
    reconcileBacklogAlert: count(env, 'LOMI_RECONCILE_BACKLOG_WARN', 1_000),
  };
}

/** The roles served by the sandbox, e.g. `['LOMI_PAYMENTS_MOBILE']`; the sandbox is refused in production. */
export function sandboxVariables(config: PaymentsConfig): string[] {
  return (
    [
      ['LOMI_PAYMENTS_MOBILE', config.mobile],
      ['LOMI_PAYMENTS_CHECKOUT', config.checkout],
      ['LOMI_PAYMENTS_CARD', config.card],
    ] as const
  )
    .filter(([, provider]) => provider === 'sandbox')
    .map(([name]) => name);
}
