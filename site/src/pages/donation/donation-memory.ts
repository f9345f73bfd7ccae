import { parsePositiveId, type DonationEventDetail } from '@lomi/core';

const PREFIX = 'lomi.donation.';
const RECEIPT_PREFIX = 'lomi.receipt.';

/**
 * Remembers, for this tab, which campaign a started payment is for, and its receipt token. The provider's
 * success page only carries `?invoice_id=`, so this is how /donation/success finds its way back to the
 * campaign and to the receipt. Storage can be unavailable (private modes, blocked cookies); the page then
 * simply offers Explore instead, and no receipt link.
 */
export function rememberDonation(detail: DonationEventDetail): void {
  if (!detail.invoiceId) return;
  try {
    sessionStorage.setItem(PREFIX + detail.invoiceId, String(detail.campaignId));
    if (detail.receiptToken) sessionStorage.setItem(RECEIPT_PREFIX + detail.invoiceId, detail.receiptToken);
  } catch {
    // Nothing to do: the success page works without it.
  }
}

/** The receipt token of an invoice this tab started, or null. */
export function receiptTokenOfInvoice(invoiceId: string): string | null {
  try {
    return sessionStorage.getItem(RECEIPT_PREFIX + invoiceId) || null;
  } catch {
    return null;
  }
}

/** The campaign a remembered invoice was for, or null when this tab did not start it. */
export function campaignOfInvoice(invoiceId: string): number | null {
  let stored: string | null = null;
  try {
    stored = sessionStorage.getItem(PREFIX + invoiceId);
  } catch {
    return null;
  }
  return parseCampaignId(stored);
}

/** A campaign id from text (a query parameter, storage) by @lomi/core's id rule, or null when it is none. */
export function parseCampaignId(text: string | null | undefined): number | null {
  return parsePositiveId(text) ?? null;
}
