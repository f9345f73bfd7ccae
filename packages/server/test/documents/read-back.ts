import type { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import { extractText, getDocumentProxy } from 'unpdf';

/** Everything `stream` gives, as one buffer. */
export async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** The text of each page of a PDF, as a reader extracts it. */
export async function pdfPages(pdf: Buffer): Promise<string[]> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: false });
  return text;
}

/** A CSV file's rows (the byte order mark checked and removed). */
export function csvRows(csv: Buffer): string[][] {
  if (!csv.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))) throw new Error('CSV has no UTF-8 BOM');
  return parse(csv.subarray(3).toString('utf8'), { relax_column_count: true }) as string[][];
}
