/** Reads a `campaign-id` attribute value: a positive integer, else `undefined`. */
export function parseCampaignId(value: string | undefined): number | undefined {
  const id = value?.trim() ? Number(value) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
