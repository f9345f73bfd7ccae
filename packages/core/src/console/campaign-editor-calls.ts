import type { JsonRequester, RequestOptions } from '../api-client/json-requester.ts';
import type { LomiClient } from '../api-client/lomi-client.ts';
import { sendForm } from '../api-client/send-form.ts';
import type { CampaignEdit, CampaignImageOrder, EditableCampaign } from './campaign-editor-types.ts';

/** How an editor upload reports and stops: progress of the request body, and an abort signal. */
export interface CampaignEditorUploadOptions {
  /** Bytes of the form sent so far of `total` (see `sendForm`). */
  onProgress?: (sent: number, total: number) => void;
  /** Aborts the upload; the call then rejects with `LOMI_ERR_ABORTED`. */
  signal?: AbortSignal;
}

/**
 * The console's campaign editor (issue 14 #4). Every call answers the campaign as the editor shows it, with
 * its new `updated`; 404 for no such campaign (or image, document), 409 `LOMI_ERR_CONFLICT` for a change of a
 * campaign someone else changed since (reload it) or past a limit.
 */
export interface CampaignEditorCalls {
  /**
   * Sets up a campaign on behalf of an approved organization (`POST /api/console/campaigns/`): `form` as
   * {@link consoleCampaignFormData} builds it. It goes live (`active`) at once. 409
   * `LOMI_ERR_ORGANIZATION_NOT_APPROVED` for an organization not approved; 404 for no such organization or
   * charity.
   */
  create(form: FormData, options?: CampaignEditorUploadOptions): Promise<EditableCampaign>;
  /** The campaign as the editor shows it, with the `updated` to send back with a change. */
  get(id: number, options?: RequestOptions): Promise<EditableCampaign>;
  /** Changes the campaign's text, category, goals, video or charity (400 for a rule, 409 when stale). */
  update(id: number, edit: CampaignEdit, options?: RequestOptions): Promise<EditableCampaign>;
  /** Adds images after the last (at most 10 in all: 409), sent as `image-0`, `image-1`, …. */
  addImages(
    id: number,
    images: readonly File[],
    options?: CampaignEditorUploadOptions,
  ): Promise<EditableCampaign>;
  /** Removes an image; never the campaign's only one (409). */
  removeImage(id: number, imageId: number, options?: RequestOptions): Promise<EditableCampaign>;
  /** Puts the images in a new order: every image id once (400 otherwise; 409 when stale). */
  reorderImages(id: number, order: CampaignImageOrder, options?: RequestOptions): Promise<EditableCampaign>;
  /** Adds supporting documents (PDF, JPEG or PNG; at most 10 in all: 409), sent as `doc-0`, `doc-1`, …. */
  addDocuments(
    id: number,
    documents: readonly File[],
    options?: CampaignEditorUploadOptions,
  ): Promise<EditableCampaign>;
  /** Removes a supporting document. */
  removeDocument(id: number, documentId: number, options?: RequestOptions): Promise<EditableCampaign>;
}

const path = (id: number) => `/api/console/campaigns/${encodeURIComponent(id)}/`;

function filesForm(files: readonly File[], name: (index: number) => string): FormData {
  const form = new FormData();
  files.forEach((file, index) => form.append(name(index), file, file.name));
  return form;
}

/** The editor's calls over `client` and its requester (see `createConsoleClient`). */
export function campaignEditorCalls(client: LomiClient, requester: JsonRequester): CampaignEditorCalls {
  const { getJson, patchJson, putJson, deleteJson } = requester;
  const upload = (method: 'POST', to: string, form: FormData, options: CampaignEditorUploadOptions = {}) =>
    sendForm<EditableCampaign>(client, {
      method,
      path: to,
      form,
      ...(options.onProgress ? { onProgress: options.onProgress } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  return {
    create: (form, options) => upload('POST', '/api/console/campaigns/', form, options),
    get: (id, options) => getJson(`${path(id)}editor/`, {}, options),
    update: (id, edit, options) => patchJson(path(id), edit, options),
    addImages: (id, images, options) =>
      upload(
        'POST',
        `${path(id)}images/`,
        filesForm(images, (index) => `image-${index}`),
        options,
      ),
    removeImage: (id, imageId, options) =>
      deleteJson(`${path(id)}images/${encodeURIComponent(imageId)}/`, options),
    reorderImages: (id, order, options) => putJson(`${path(id)}images/order`, order, options),
    addDocuments: (id, documents, options) =>
      upload(
        'POST',
        `${path(id)}documents/`,
        filesForm(documents, (index) => `doc-${index}`),
        options,
      ),
    removeDocument: (id, documentId, options) =>
      deleteJson(`${path(id)}documents/${encodeURIComponent(documentId)}/`, options),
  };
}
