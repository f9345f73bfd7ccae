import { describe, expect, it } from 'vitest';
import { renderPdf } from '../../src/documents/pdf/pdf-writer.ts';
import { scriptRuns } from '../../src/documents/pdf/script-runs.ts';
import { bytesOf, pdfPages } from './read-back.ts';

async function* rows(count: number) {
  for (let index = 1; index <= count; index++) {
    yield [`${index}`, index % 2 ? 'ለምለም ታደሰ' : 'Abebe Kebede', `${index}.50`];
  }
}

describe('scriptRuns', () => {
  it('splits Ethiopic letters from the rest, keeping order and every character', () => {
    expect(scriptRuns('ለጤና Health 2026 ፈንድ።')).toEqual([
      { text: 'ለጤና', ethiopic: true },
      { text: ' Health 2026 ', ethiopic: false },
      { text: 'ፈንድ።', ethiopic: true },
    ]);
    expect(scriptRuns('')).toEqual([]);
  });
});

describe('renderPdf', () => {
  it('writes Amharic and Latin text that a reader extracts again, a table over pages, a QR and a chart', async () => {
    const pdf = await bytesOf(
      renderPdf({ title: 'የዘመቻ ሪፖርት', language: 'am' }, async (writer) => {
        writer.heading('የዘመቻ ሪፖርት — Campaign report');
        writer.paragraph('ለአዲስ አበባ ትምህርት ቤቶች የመማሪያ መጻሕፍት (books for Addis Ababa schools)');
        writer.keyValues([
          ['Raised (ETB)', '12,345.67'],
          ['ሰጪዎች', '3'],
        ]);
        writer.barChart(
          [
            { label: '2026-11-01', value: 5 },
            { label: '2026-11-02', value: 0 },
            { label: '2026-11-03', value: 9 },
          ],
          { caption: 'Donations per day', formatValue: (value) => `${value}` },
        );
        writer.qrCode('https://lomi.example/receipts/abc', 96);
        await writer.table(
          [
            { header: '#', width: 40, align: 'right' },
            { header: 'Donor', width: 300 },
            { header: 'Amount', width: 100, align: 'right' },
          ],
          rows(120),
        );
      }),
    );
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = await pdfPages(pdf);
    expect(pages.length).toBeGreaterThan(2);
    const text = pages.join('\n');
    expect(text).toContain('የዘመቻ ሪፖርት');
    expect(text).toContain('Campaign report');
    expect(text).toContain('ለአዲስ አበባ');
    expect(text).toContain('12,345.67');
    expect(text).toContain('ለምለም ታደሰ');
    expect(text).toContain('120.50');
    // The table's header is repeated on the last page.
    expect(pages.at(-1)).toContain('Donor');
    // Only subsets of the fonts are embedded: the whole Noto Sans alone is 500 kB.
    expect(pdf.length).toBeLessThan(150_000);
  });

  it('cuts a cell that does not fit with an ellipsis rather than writing over the next one', async () => {
    const long = 'ሀ'.repeat(200);
    const pdf = await bytesOf(
      renderPdf({ title: 'cut', language: 'en' }, async (writer) => {
        await writer.table(
          [
            { header: 'Name', width: 80 },
            { header: 'Next', width: 80 },
          ],
          [[long, 'after']],
        );
      }),
    );
    const text = (await pdfPages(pdf)).join('');
    expect(text).toContain('…');
    expect(text).not.toContain(long);
    expect(text).toContain('after');
  });

  it('fails the stream when the content cannot be written, so a download never looks complete', async () => {
    const stream = renderPdf({ title: 'broken', language: 'en' }, async (writer) => {
      writer.heading('start');
      throw new Error('the database went away');
    });
    await expect(bytesOf(stream)).rejects.toThrow('the database went away');
  });
});
