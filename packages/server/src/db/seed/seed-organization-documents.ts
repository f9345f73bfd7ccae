import type { Insertable } from 'kysely';
import type { BlobStore } from '../../media/blob-store.ts';
import type { OrganizationDocumentsTable } from '../schema.ts';

/** The supporting documents of the demo's organization waiting for review (the console shows them). */
const documents: Array<{ organization: string; fileName: string; title: string }> = [
  {
    organization: 'dire-dawa-youth',
    fileName: 'registration-certificate.pdf',
    title: 'Registration certificate',
  },
  { organization: 'dire-dawa-youth', fileName: 'club-statutes.pdf', title: 'Club statutes' },
];

/** A one-page PDF that says what it stands for (the demo has no real papers). */
function demoPdf(title: string): Uint8Array {
  const text = `(${title} - Lomi demo document) Tj`;
  const stream = `BT /F1 18 Tf 72 720 Td ${text} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

/**
 * The demo organizations' supporting documents (issue 14: the console lists them and operators download
 * them), stored by content in `blobs`; the rows for `organization_documents`, by the organizations' ids.
 */
export async function seedOrganizationDocuments(
  blobs: BlobStore,
  organizationIds: ReadonlyMap<string, number>,
): Promise<Insertable<OrganizationDocumentsTable>[]> {
  const rows: Insertable<OrganizationDocumentsTable>[] = [];
  for (const document of documents) {
    const organizationId = organizationIds.get(document.organization);
    if (organizationId === undefined) continue;
    const stored = await blobs.put(demoPdf(document.title), 'pdf');
    rows.push({
      organization_id: organizationId,
      file_name: document.fileName,
      storage_key: stored.key,
      content_type: 'application/pdf',
      byte_size: stored.byteSize,
      etag: stored.etag,
    });
  }
  return rows;
}
