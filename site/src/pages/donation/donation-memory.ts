import { parsePositiveId, type DonationEventDetail } from '@lomi/core';

const PREFIX = 'lomi.donation.';

/**
 * Remembers, for this tab, which campaign a started payment is for. The provider's success page only carries
 * `?invoice_id=`, so this is how /donation/success finds its way back to the campaign. Storage can be
 * unavailable (private modes, blocked cookies); the page then simply offers Explore instead.
 */
export function rememberDonation(detail: DonationEventDetail): void {
  if (!detail.invoiceId) return;
  try {
    sessionStorage.setItem(PREFIX + detail.invoiceId, String(detail.campaignId));
  } catch {
    // Nothing to do: the success page works without it.
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
