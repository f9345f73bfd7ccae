import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';

/** One CSV cell: text, a number written as it is, or nothing. */
export type CsvCell = string | number | null;

// A spreadsheet runs a cell that starts with one of these as a formula (CSV injection, OWASP): a donor named
// "=HYPERLINK(…)" must stay a name. Such text gets a leading apostrophe, which spreadsheets hide.
const FORMULA_STARTS = new Set(['=', '+', '-', '@', '\t', '\r']);

/** `cell` as it is written: text that a spreadsheet would run as a formula is neutralised. */
export function safeCsvCell(cell: CsvCell): string | number {
  if (cell === null) return '';
  if (typeof cell === 'number') return cell;
  return FORMULA_STARTS.has(cell.charAt(0)) ? `'${cell}` : cell;
}

/**
 * A CSV file as a stream: a UTF-8 byte order mark (so spreadsheet programs read Amharic as UTF-8, not as
 * their local code page), RFC 4180 quoting, CRLF line ends, `header` as the first row and then `rows` as
 * they come from the async iterable (read one at a time, never held whole). A failing iterable destroys
 * the stream, so a download fails rather than ending early looking complete.
 */
export function csvStream(
  header: readonly string[],
  rows: AsyncIterable<readonly CsvCell[]> | Iterable<readonly CsvCell[]>,
): Readable {
  const stringifier = stringify({ bom: true, record_delimiter: 'windows' });
  async function* records() {
    yield header.map(safeCsvCell);
    for await (const row of rows) yield row.map(safeCsvCell);
  }
  pipeline(Readable.from(records()), stringifier, () => {
    // pipeline destroys the stringifier with the error; nothing else to do here.
  });
  return stringifier;
}
