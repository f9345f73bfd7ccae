import type { BlobStore } from '../../media/blob-store.ts';
import type { DocumentBlob, LogoBlob } from '../../organizations/organization-repository.ts';
import type { ReceivedForm } from '../../uploads/receive-form.ts';

// The files of an organization form as the repositories keep them, shared by the owner's form
// (organization-form-routes.ts) and the operator console's (console/console-organization-routes.ts).

/** Runs the checks and the write of a received form; when they throw, the form's files are deleted first. */
export async function written<T>(form: ReceivedForm, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    await form.discard();
    throw error;
  }
}

/** The logo as the organization keeps it: the largest WebP variant (the others are deleted after the write). */
export function logoOf(form: ReceivedForm): LogoBlob | undefined {
  const largest = form.images.logo?.variants.at(-1);
  return largest && { key: largest.key, contentType: 'image/webp', etag: largest.etag };
}

export function documentsOf(form: ReceivedForm): DocumentBlob[] {
  return form.documents.map(({ fileName, key, contentType, byteSize, etag }) => ({
    fileName,
    key,
    contentType,
    byteSize,
    etag,
  }));
}

/**
 * After a committed write: deletes the logo variants not kept, a replaced logo nothing shows any more and
 * any other blobs the write let go (removed documents). A failure here only leaves a file behind (logged),
 * never fails the request that succeeded.
 */
export async function tidyUpForm(
  blobs: BlobStore,
  form: ReceivedForm,
  released: { replacedLogoKey: string | null; otherKeys?: readonly string[] },
  logoInUse: (key: string) => Promise<boolean>,
  warn: (error: unknown) => void,
): Promise<void> {
  try {
    const unused = (form.images.logo?.variants ?? []).slice(0, -1).map((variant) => variant.key);
    const { replacedLogoKey, otherKeys = [] } = released;
    if (replacedLogoKey && !(await logoInUse(replacedLogoKey))) unused.push(replacedLogoKey);
    unused.push(...otherKeys);
    await Promise.all(unused.map((key) => blobs.delete(key)));
  } catch (error) {
    warn(error);
  }
}
