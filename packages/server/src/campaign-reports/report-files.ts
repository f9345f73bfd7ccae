import type { Readable } from 'node:stream';
import { formatMoney, type CampaignReport, type CampaignReportDonation, type Currency } from '@lomi/core';
import { csvStream, type CsvCell } from '../documents/csv/csv-stream.ts';
import { renderPdf } from '../documents/pdf/pdf-writer.ts';
import { minorToMajorString } from '../payments/providers/wire/major-units.ts';
import { ADDIS_OFFSET_MS } from './report-period.ts';
import { REPORT_FILE_TEXT, type ReportFileText } from './report-file-text.ts';

/** A donation's time as the report shows it: `YYYY-MM-DD HH:MM`, Addis Ababa time. */
export function addisTime(iso: string): string {
  return new Date(Date.parse(iso) + ADDIS_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/** The files' name: `campaign-<id>-report-<from>-to-<to>.<extension>` (ASCII only, whatever the title). */
export function reportFileName(report: CampaignReport, extension: 'csv' | 'pdf'): string {
  return `campaign-${report.campaign.id}-report-${report.period.from}-to-${report.period.to}.${extension}`;
}

/** Rows one after another out of batches. */
async function* rowsOf<T>(batches: AsyncIterable<T[]>): AsyncGenerator<T> {
  for await (const batch of batches) yield* batch;
}

/** The donor column: the name, or the word for anonymous (also for a gift that left no name). */
function donorOf(row: CampaignReportDonation, text: ReportFileText): string {
  return row.donor_name ?? text.anonymous;
}

/**
 * The report as CSV: a header and one row per donation (amounts as exact major-unit text, "1234.50"), then
 * an empty row and the summary (per currency, per method), each block with its own header row. Read back
 * with any CSV parser that allows rows of different lengths.
 */
export function reportCsv(
  report: CampaignReport,
  batches: AsyncIterable<CampaignReportDonation[]>,
  lang: 'en' | 'am',
): Readable {
  const text = REPORT_FILE_TEXT[lang];
  const major = minorToMajorString;
  async function* rows(): AsyncGenerator<CsvCell[]> {
    for await (const row of rowsOf(batches)) {
      yield [
        row.id,
        addisTime(row.created),
        donorOf(row, text),
        major(row.amount),
        row.currency,
        major(row.fee),
        major(row.net),
        text.methods[row.payment_method],
        text.statuses[row.status],
      ];
    }
    const { etb, usd } = report.totals;
    yield [];
    yield [text.summary, report.campaign.title, text.period(report.period.from, report.period.to)];
    yield [text.figure, 'ETB', 'USD'];
    yield [text.raised, major(etb.raised), major(usd.raised)];
    yield [text.fees, major(etb.fees), major(usd.fees)];
    yield [text.net, major(etb.net), major(usd.net)];
    yield [text.donations, etb.donations, usd.donations];
    yield [text.withdrawn, major(report.withdrawn.etb), major(report.withdrawn.usd)];
    yield [text.balance, major(report.balance.etb), major(report.balance.usd)];
    yield [text.donors, report.donors];
    yield [];
    yield [text.method, text.currency, text.raised, text.fees, text.net, text.donations];
    for (const method of report.methods) {
      yield [
        text.methods[method.method],
        method.currency,
        major(method.raised),
        major(method.fees),
        major(method.net),
        method.donations,
      ];
    }
  }
  return csvStream(
    [
      text.id,
      text.date,
      text.donor,
      text.amount,
      text.currency,
      text.fees,
      text.net,
      text.method,
      text.status,
    ],
    rows(),
  );
}

/**
 * The report as PDF: the campaign's title, the period, the summary, the per-method table, the daily
 * charts (one per currency that had donations) and the donations table, its rows streamed from `batches`.
 */
export function reportPdf(
  report: CampaignReport,
  batches: AsyncIterable<CampaignReportDonation[]>,
  lang: 'en' | 'am',
): Readable {
  const text = REPORT_FILE_TEXT[lang];
  const money = (minor: number, currency: Currency) => formatMoney(minor, currency, lang);
  return renderPdf(
    { title: `${text.report}: ${report.campaign.title}`, subject: text.report, language: lang },
    async (pdf) => {
      pdf.heading(report.campaign.title, 1);
      pdf.paragraph(`${text.report} · ${text.period(report.period.from, report.period.to)}`, { muted: true });
      pdf.heading(text.summary, 2);
      const { etb, usd } = report.totals;
      pdf.keyValues([
        [`${text.raised} (ETB)`, money(etb.raised, 'ETB')],
        [`${text.fees} (ETB)`, money(etb.fees, 'ETB')],
        [`${text.net} (ETB)`, money(etb.net, 'ETB')],
        [`${text.donations} (ETB)`, String(etb.donations)],
        [`${text.raised} (USD)`, money(usd.raised, 'USD')],
        [`${text.fees} (USD)`, money(usd.fees, 'USD')],
        [`${text.net} (USD)`, money(usd.net, 'USD')],
        [`${text.donations} (USD)`, String(usd.donations)],
        [text.donors, String(report.donors)],
        [`${text.withdrawn} (ETB)`, money(report.withdrawn.etb, 'ETB')],
        [`${text.withdrawn} (USD)`, money(report.withdrawn.usd, 'USD')],
        [`${text.balance} (ETB)`, money(report.balance.etb, 'ETB')],
        [`${text.balance} (USD)`, money(report.balance.usd, 'USD')],
      ]);
      if (report.methods.length > 0) {
        pdf.heading(text.byMethod, 2);
        await pdf.table(
          [
            { header: text.method, width: 130 },
            { header: text.donations, width: 70, align: 'right' },
            { header: text.raised, width: 100, align: 'right' },
            { header: text.fees, width: 90, align: 'right' },
            { header: text.net, width: 100, align: 'right' },
          ],
          report.methods.map((method) => [
            `${text.methods[method.method]} (${method.currency})`,
            String(method.donations),
            money(method.raised, method.currency),
            money(method.fees, method.currency),
            money(method.net, method.currency),
          ]),
        );
      }
      const charts: Array<[Currency, string]> = [
        ['ETB', text.chartEtb],
        ['USD', text.chartUsd],
      ];
      for (const [currency, caption] of charts) {
        if ((currency === 'ETB' ? etb : usd).raised === 0) continue;
        pdf.barChart(
          report.days.map((day) => ({
            label: day.date.slice(5),
            value: currency === 'ETB' ? day.etb : day.usd,
          })),
          { caption, formatValue: (value) => money(value, currency) },
        );
      }
      pdf.heading(text.table, 2);
      async function* rows() {
        for await (const row of rowsOf(batches)) {
          yield [
            addisTime(row.created),
            donorOf(row, text),
            money(row.amount, row.currency),
            money(row.fee, row.currency),
            money(row.net, row.currency),
            text.methods[row.payment_method],
            text.statuses[row.status],
          ];
        }
      }
      await pdf.table(
        [
          { header: text.date, width: 80 },
          { header: text.donor, width: 120 },
          { header: text.amount, width: 75, align: 'right' },
          { header: text.fees, width: 60, align: 'right' },
          { header: text.net, width: 75, align: 'right' },
          { header: text.method, width: 70 },
          { header: text.status, width: 60 },
        ],
        rows(),
      );
    },
  );
}
