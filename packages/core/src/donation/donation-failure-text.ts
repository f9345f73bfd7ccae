import type { MessageKey } from '../i18n/catalog.ts';
import type { DonationFailure } from './donation-flow-store.ts';

/** What a donation form says about a failure: a translated message, and the server's words beside it. */
export interface DonationFailureText {
  key: MessageKey;
  values?: Record<string, number>;
  /** The server's own message, shown as it is; null when there is none or the key says it all. */
  detail: string | null;
}

/**
 * The text of a failed donation in the dialog and the wizard (§8), chosen by the error's code, never its
 * HTTP status: too many attempts (`LOMI_ERR_RATE_LIMITED`, with the server's wait), a failed payment
 * ('Payment failed. Please try again.' with the provider's reason), else the server's message when it gave
 * one, else 'Donation failed'.
 */
export function donationFailureText(failure: DonationFailure | null): DonationFailureText {
  if (failure?.code === 'LOMI_ERR_RATE_LIMITED') {
    const seconds = failure.retryAfterSeconds;
    if (seconds === null || seconds <= 0) return { key: 'donation.rate-limited', detail: null };
    if (seconds < 60) return { key: 'donation.rate-limited-seconds', values: { seconds }, detail: null };
    return {
      key: 'donation.rate-limited-minutes',
      values: { minutes: Math.ceil(seconds / 60) },
      detail: null,
    };
  }
  if (failure?.during === 'payment') return { key: 'donation.payment-failed', detail: failure.message };
  return { key: 'donation.failed', detail: failure?.message ?? null };
}
