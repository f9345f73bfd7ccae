import { describe, expect, it } from 'vitest';
import { csvStream, safeCsvCell } from '../../src/documents/csv/csv-stream.ts';
import { bytesOf, csvRows } from './read-back.ts';

describe('csvStream', () => {
  it('writes a BOM, the header and the rows, Amharic and quotes intact when parsed back', async () => {
    async function* rows() {
      yield ['ለምለም ታደሰ', 1234.5, 'say "hi", friend'];
      yield ['Line\nbreak', 0, null];
    }
    const csv = await bytesOf(csvStream(['Name', 'Amount', 'Message'], rows()));
    expect(csv.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csv.toString('utf8')).toContain('\r\n');
    expect(csvRows(csv)).toEqual([
      ['Name', 'Amount', 'Message'],
      ['ለምለም ታደሰ', '1234.5', 'say "hi", friend'],
      ['Line\nbreak', '0', ''],
    ]);
  });

  it('neutralises text a spreadsheet would run as a formula, and leaves numbers alone', () => {
    expect(safeCsvCell('=HYPERLINK("http://evil")')).toBe(`'=HYPERLINK("http://evil")`);
    expect(safeCsvCell('+251911000000')).toBe(`'+251911000000`);
    expect(safeCsvCell('@SUM(A1)')).toBe(`'@SUM(A1)`);
    expect(safeCsvCell(-5)).toBe(-5);
    expect(safeCsvCell('Abebe')).toBe('Abebe');
  });

  it('fails the stream when the rows fail', async () => {
    async function* rows(): AsyncGenerator<string[]> {
      yield ['one'];
      throw new Error('lost the database');
    }
    await expect(bytesOf(csvStream(['Name'], rows()))).rejects.toThrow('lost the database');
  });
});
