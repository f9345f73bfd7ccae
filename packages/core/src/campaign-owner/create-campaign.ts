import { sendForm } from '../api-client/send-form.ts';
import type { LomiClient } from '../api-client/lomi-client.ts';
import type { MyCampaign } from './my-campaign.ts';

/** How the upload of a new campaign reports and stops: progress of the request body, and an abort signal. */
export interface CreateCampaignOptions {
  /** Bytes of the form sent so far of `total` (see `sendForm`). */
  onProgress?: (sent: number, total: number) => void;
  /** Aborts the upload; the call then rejects with `LOMI_ERR_ABORTED`. */
  signal?: AbortSignal;
}

/**
 * Creates a campaign of the signed-in user's approved organization (`POST /api/campaigns/`, login): `form`
 * carries the text fields of `NewCampaignFields` (goals in minor units), the photo as `image` and the
 * supporting documents as `doc-0`, `doc-1`, …. Answers the new campaign in its owner's shape: `in_review`
 * until Lomi's team publishes it. Fails with `ApiError`: 400 for a field (`errors` names it), 403 without an
 * approved organization of one's own, 409 (`LOMI_ERR_ORGANIZATION_NOT_APPROVED`) while it awaits approval, 413
 * past a file's size or the number of documents.
 *
 * @example
 * const campaign = await createCampaign(lomi, form, { onProgress: (sent, total) => setProgress(sent / total) });
 */
export function createCampaign(
  client: LomiClient,
  form: FormData,
  options: CreateCampaignOptions = {},
): Promise<MyCampaign> {
  return sendForm<MyCampaign>(client, {
    method: 'POST',
    path: '/api/campaigns/',
    form,
    ...(options.onProgress ? { onProgress: options.onProgress } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  });
}
