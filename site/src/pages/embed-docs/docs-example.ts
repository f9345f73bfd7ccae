/** The number that stands for "your campaign" in the element descriptors' examples. */
const PLACEHOLDER_ID = /\b(campaign-id=")12(")/g;

/** A descriptor's example for the campaign `campaignId`: what the docs page shows to copy. */
export function exampleFor(example: string, campaignId: number): string {
  return example.replace(PLACEHOLDER_ID, `$1${campaignId}$2`);
}

/**
 * The example as the page renders it live: a donate dialog starts closed (its `open` attribute would cover
 * the docs page at load); the example's own button sets it.
 */
export function liveMarkup(example: string): string {
  return example.replace(/(<lomi-donate-dialog\b[^>]*?)(?<!\s)\s+open(?:="[^"]*")?(?=[\s/>])/g, '$1');
}
