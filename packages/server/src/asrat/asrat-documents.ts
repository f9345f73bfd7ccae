import type { Readable } from 'node:stream';
import type {
  AsratMemberTotal,
  AsratMonthTotal,
  AsratReportGrouping,
  AsratSummary,
  Locale,
} from '@lomi/core';
import { csvStream } from '../documents/csv/csv-stream.ts';
import { renderPdf, type PdfTableColumn } from '../documents/pdf/pdf-writer.ts';
import { minorToMajorString } from '../payments/providers/wire/major-units.ts';

// The Asrat reports (§2 organization page: "an Asrat summary offers CSV and PDF reports"): the figures of
// `GET /api/asrat/{id}/summary/`, per month or per member, as a CSV file or a PDF, in English or Amharic.
// Amounts are written in major units from the integer minor units, never through a float.

const LABELS = {
  en: {
    title: 'Asrat',
    organization: 'Organization',
    year: 'Year',
    total: 'Total',
    gifts: 'Gifts',
    month: 'Month',
    member: 'Member',
    phone: 'Phone',
    name: 'Name',
    currency: 'Currency',
    amount: 'Amount',
    anonymous: 'Anonymous',
    byMonth: 'Per month',
    byMember: 'Per member',
    none: 'No Asrat was given this year.',
    chart: 'Birr given per month',
    months: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    note: 'Months are counted in Ethiopian local time (UTC+3). A member is a phone number, else a name.',
  },
  am: {
    title: 'አሥራት',
    organization: 'ድርጅት',
    year: 'ዓመት',
    total: 'ጠቅላላ',
    gifts: 'ስጦታዎች',
    month: 'ወር',
    member: 'አባል',
    phone: 'ስልክ',
    name: 'ስም',
    currency: 'ምንዛሬ',
    amount: 'መጠን',
    anonymous: 'ስም ያልተገለጸ',
    byMonth: 'በወር',
    byMember: 'በአባል',
    none: 'በዚህ ዓመት ምንም አሥራት አልተሰጠም።',
    chart: 'በየወሩ የተሰጠ ብር',
    months: ['ጃንዩወሪ', 'ፌብሩወሪ', 'ማርች', 'ኤፕሪል', 'ሜይ', 'ጁን', 'ጁላይ', 'ኦገስት', 'ሴፕቴምበር', 'ኦክቶበር', 'ኖቬምበር', 'ዲሴምበር'],
    note: 'ወራት የሚቆጠሩት በኢትዮጵያ ሰዓት (UTC+3) ነው። አባል ማለት ስልክ ቁጥር፣ ከሌለ ስም ነው።',
  },
} as const;

/** What one report is: the summary, how it groups, its language. */
export interface AsratReport {
  summary: AsratSummary;
  by: AsratReportGrouping;
  locale: Locale;
}

/** The file name of a report, e.g. `asrat-12-2025-month.csv`. */
export function asratReportFileName({ summary, by }: AsratReport, extension: 'csv' | 'pdf'): string {
  return `asrat-${summary.organization_id}-${summary.year}-${by}.${extension}`;
}

const memberLabel = (member: AsratMemberTotal, anonymous: string) =>
  member.phone_number ?? member.name ?? anonymous;

/** The report as rows of text: its header, then one row per month or member (the CSV's and the PDF's). */
export function asratReportRows({ summary, by, locale }: AsratReport): {
  header: string[];
  rows: string[][];
} {
  const t = LABELS[locale];
  if (by === 'month') {
    return {
      header: [t.year, t.month, t.currency, t.amount, t.gifts],
      rows: summary.months.map((row: AsratMonthTotal) => [
        String(summary.year),
        `${String(row.month).padStart(2, '0')} ${t.months[row.month - 1]}`,
        row.currency,
        minorToMajorString(row.amount_minor),
        String(row.count),
      ]),
    };
  }
  return {
    header: [t.member, t.phone, t.name, t.currency, t.amount, t.gifts],
    rows: summary.members.map((row) => [
      memberLabel(row, t.anonymous),
      row.phone_number ?? '',
      row.name ?? '',
      row.currency,
      minorToMajorString(row.amount_minor),
      String(row.count),
    ]),
  };
}

/** The report as a CSV file (UTF-8 with a BOM, so spreadsheets keep Amharic names). */
export function asratCsv(report: AsratReport): Readable {
  const { header, rows } = asratReportRows(report);
  return csvStream(header, rows);
}

/** The report as a PDF: the organization, the year, the totals, a chart of the months, the table. */
export function asratPdf(report: AsratReport): Readable {
  const { summary, by, locale } = report;
  const t = LABELS[locale];
  const { header, rows } = asratReportRows(report);
  const title = `${t.title} · ${summary.organization_name} · ${summary.year}`;
  return renderPdf(
    { title, subject: by === 'month' ? t.byMonth : t.byMember, language: locale },
    async (pdf) => {
      pdf.heading(title, 1);
      pdf.keyValues([
        [t.organization, summary.organization_name],
        [t.year, String(summary.year)],
        ...summary.totals.map(
          (total) =>
            [
              `${t.total} (${total.currency})`,
              `${minorToMajorString(total.amount_minor)} · ${total.count} ${t.gifts}`,
            ] as const,
        ),
      ]);
      pdf.paragraph(t.note, { muted: true });
      if (by === 'month') {
        const birr = new Map(
          summary.months.filter((row) => row.currency === 'ETB').map((row) => [row.month, row.amount_minor]),
        );
        pdf.barChart(
          t.months.map((label, index) => ({ label: label.slice(0, 3), value: birr.get(index + 1) ?? 0 })),
          { caption: t.chart, formatValue: minorToMajorString },
        );
      }
      pdf.heading(by === 'month' ? t.byMonth : t.byMember, 2);
      if (rows.length === 0) {
        pdf.paragraph(t.none);
        return;
      }
      const widths = by === 'month' ? [50, 140, 60, 110, 60] : [130, 100, 140, 60, 100, 50];
      const columns: PdfTableColumn[] = header.map((text, index) => ({
        header: text,
        width: widths[index]!,
        ...(index >= header.length - 2 ? { align: 'right' as const } : {}),
      }));
      await pdf.table(columns, rows);
    },
  );
}
