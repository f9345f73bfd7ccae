import { sendForm } from '../api-client/send-form.ts';
import type { LomiClient } from '../api-client/lomi-client.ts';
import type { OwnOrganization } from '../domain/organization.ts';
import {
  organizationFormData,
  type OrganizationFields,
  type OrganizationFiles,
} from './organization-form.ts';

/** Options of the organization uploads. */
export interface OrganizationUploadOptions {
  /** Told as the form goes out: bytes sent of the total (a real upload progress bar). */
  onProgress?: (sent: number, total: number) => void;
  /** Aborts the upload (`LOMI_ERR_ABORTED`). */
  signal?: AbortSignal;
}

/**
 * `POST /api/organizations/` (login): creates the signed-in user's organization, `pending` until Lomi's team
 * reviews it, and answers it as its owner sees it. Rejects with the server's 400 (a bad field or file type,
 * `errors` per field), 413 (a file past its limit) or 401, as {@link ApiError}s.
 */
export function createOrganization(
  client: LomiClient,
  fields: OrganizationFields,
  files: OrganizationFiles = {},
  options: OrganizationUploadOptions = {},
): Promise<OwnOrganization> {
  return sendForm(client, {
    method: 'POST',
    path: '/api/organizations/',
    form: organizationFormData(fields, files),
    ...options,
  });
}

/**
 * `PUT /api/organizations/{id}/` (login, owner, only while approved, §4): changes the fields given, replaces
 * the logo when one is given and adds the documents given. 409 while the organization is not approved, 403 or
 * 404 for another user's.
 */
export function updateOrganization(
  client: LomiClient,
  id: number,
  fields: Partial<OrganizationFields>,
  files: OrganizationFiles = {},
  options: OrganizationUploadOptions = {},
): Promise<OwnOrganization> {
  return sendForm(client, {
    method: 'PUT',
    path: `/api/organizations/${encodeURIComponent(id)}/`,
    form: organizationFormData(fields, files),
    ...options,
  });
}
