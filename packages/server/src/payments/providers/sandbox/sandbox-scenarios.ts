/**
 * How the sandbox treats a phone number: by the last four digits of its 9-digit local part (ARCHITECTURE.md
 * "Payments"). Hosted checkouts (payonline, card) wait for the Pay or Cancel button instead.
 */
export type SandboxScenario =
  /** Approved after the sandbox delay; one webhook. */
  | 'approve'
  /** `…0000`: the payer declines; the invoice fails with the provider's message. */
  | 'decline'
  /** `…9999`: nobody answers; the invoice stays pending until it expires. */
  | 'never-answered'
  /** `…0005`: approved, but the webhook is lost; only reconciliation finds it. */
  | 'webhook-lost'
  /** `…0006`: approved; three webhooks, out of order (a stale "pending" after the success). */
  | 'webhook-thrice'
  /** `…0007`: the initiate call times out although the charge went through (and no webhook comes). */
  | 'initiate-timeout'
  /** `…0008`: approved, but the provider reports a different amount; it must never be credited. */
  | 'amount-mismatch'
  /** Hosted checkout: decided on the sandbox checkout page. */
  | 'checkout';

const byEnding: Record<string, SandboxScenario> = {
  '0000': 'decline',
  '9999': 'never-answered',
  '0005': 'webhook-lost',
  '0006': 'webhook-thrice',
  '0007': 'initiate-timeout',
  '0008': 'amount-mismatch',
};

/** The scenario of a direct mobile-money payment to `phone` (`251` + 9 digits; only the ending counts). */
export function scenarioForPhone(phone: string): SandboxScenario {
  return byEnding[phone.slice(-4)] ?? 'approve';
}

/** The decline message the sandbox gives for `…0000`, as a provider would word it. */
export const SANDBOX_DECLINE_REASON = 'The payer declined the payment request on their phone.';

/** The message when the payer presses Cancel on the sandbox checkout page. */
export const SANDBOX_CANCEL_REASON = 'The payer canceled the payment.';
