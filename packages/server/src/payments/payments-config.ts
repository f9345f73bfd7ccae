import type { ProviderFor } from './provider-ids.ts';
import type { ChapaConfig } from './providers/chapa/chapa-config.ts';
import type { LakiPayConfig } from './providers/lakipay/lakipay-config.ts';
import type { StripeConfig } from './providers/stripe/stripe-config.ts';

/**
 * The payment settings, read with every other variable by the configuration schema (src/config/;
 * documented in the README's "Payments").
 */
export interface PaymentsConfig {
  /** LOMI_PAYMENTS_MOBILE: direct telebirr / mpesa / cbe. */
  mobile: ProviderFor<'mobile'>;
  /** LOMI_PAYMENTS_CHECKOUT: hosted checkout in ETB (payonline, the wizard's Chapa). */
  checkout: ProviderFor<'checkout'>;
  /** LOMI_PAYMENTS_CARD: card payments in USD. */
  card: ProviderFor<'card'>;
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
   * LOMI_RECONCILE_CONCURRENCY, LOMI_RECONCILE_LEASE_MS: the backoff cap, invoices per claim, time per run,
   * checks in flight and how long a claim holds off the other instances.
   */
  reconcile: {
    maxDelayMs: number;
    batchSize: number;
    budgetMs: number;
    concurrency: number;
    leaseMs: number;
  };
  /** LOMI_RECONCILE_BACKLOG_WARN: warn when more invoices than this are due, three runs in a row. */
  reconcileBacklogAlert: number;
  /** LAKIPAY_*, present when a role selects LakiPay. */
  lakipay: LakiPayConfig | undefined;
  /** CHAPA_*, present when a role selects Chapa. */
  chapa: ChapaConfig | undefined;
  /** STRIPE_*, present when a role selects Stripe. */
  stripe: StripeConfig | undefined;
}
