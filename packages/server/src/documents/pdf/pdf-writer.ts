import { join } from 'node:path';
import type { Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { fontsDir } from '../../repo-paths.ts';
import { scriptRuns, type ScriptRun } from './script-runs.ts';

/** What a PDF says about itself (its document information) and the language of its text. */
export interface PdfWriterOptions {
  title: string;
  subject?: string;
  language: 'en' | 'am';
}

/** One column of {@link PdfWriter.table}: its header, its width in points, where its text sits. */
export interface PdfTableColumn {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

/** One bar of {@link PdfWriter.barChart}. */
export interface PdfBar {
  label: string;
  value: number;
}

const FONT_FILES = {
  latin: 'NotoSans-Regular.ttf',
  latinBold: 'NotoSans-Bold.ttf',
  ethiopic: 'NotoSansEthiopic-Regular.ttf',
  ethiopicBold: 'NotoSansEthiopic-Bold.ttf',
} as const;

const INK = '#1f2933';
const MUTED = '#52606d';
const RULE = '#cbd2d9';
const ACCENT = '#2f6f4f';
const BODY_SIZE = 10;
const TABLE_SIZE = 8.5;
const ROW_HEIGHT = 15;
/** Bytes of PDF the writer lets pile up unread before it waits for the reader (a slow download). */
const UNREAD_LIMIT = 1 << 20;

function fontOf(run: ScriptRun, bold: boolean): keyof typeof FONT_FILES {
  if (run.ethiopic) return bold ? 'ethiopicBold' : 'ethiopic';
  return bold ? 'latinBold' : 'latin';
}

/**
 * A PDF written as it goes, over pdfkit: embedded Noto fonts (subset to the glyphs used), text in
 * Amharic and Latin alike (each script run in the font that has it), headings, key–value lines, a table
 * fed by an async iterable (page breaks, the header repeated on each page), a vector QR code and a bar
 * chart. The bytes come out of {@link stream} while it writes; a table waits for the reader when more than
 * {@link UNREAD_LIMIT} bytes are unread, so a long report never sits whole in memory. Made by
 * {@link renderPdf}, which also ends it.
 */
export class PdfWriter {
  readonly #doc: PDFKit.PDFDocument;

  constructor(options: PdfWriterOptions) {
    this.#doc = new PDFDocument({
      size: 'A4',
      margin: 48,
      lang: options.language,
      displayTitle: true,
      info: { Title: options.title, Subject: options.subject ?? '', Author: 'Lomi', Creator: 'Lomi' },
    });
    for (const [name, file] of Object.entries(FONT_FILES)) this.#doc.registerFont(name, join(fontsDir, file));
    this.#doc.font('latin').fontSize(BODY_SIZE).fillColor(INK);
  }

  /** The PDF's bytes as they are written. */
  get stream(): Readable {
    return this.#doc;
  }

  /** The width text may use on a page, in points. */
  get contentWidth(): number {
    const { width, margins } = this.#doc.page;
    return width - margins.left - margins.right;
  }

  /** A title (`level` 1) or a section heading (2). */
  heading(text: string, level: 1 | 2 = 1): this {
    this.#ensureRoom(level === 1 ? 40 : 30);
    if (level === 2) this.#doc.moveDown(0.6);
    this.#flow(text, { size: level === 1 ? 18 : 13, bold: true, color: level === 1 ? ACCENT : INK });
    this.#doc.moveDown(0.3);
    return this;
  }

  /** Running text, wrapped to the page. */
  paragraph(text: string, options: { muted?: boolean; size?: number } = {}): this {
    this.#flow(text, { size: options.size ?? BODY_SIZE, bold: false, color: options.muted ? MUTED : INK });
    this.#doc.moveDown(0.4);
    return this;
  }

  /** Label–value lines (a summary): the label muted on the left, the value after it. */
  keyValues(pairs: ReadonlyArray<readonly [label: string, value: string]>): this {
    const labelWidth = Math.min(200, this.contentWidth / 2);
    for (const [label, value] of pairs) {
      this.#ensureRoom(ROW_HEIGHT + 2);
      const y = this.#doc.y;
      const left = this.#doc.page.margins.left;
      this.#cell(label, left, y, labelWidth - 8, { color: MUTED, size: BODY_SIZE });
      this.#cell(value, left + labelWidth, y, this.contentWidth - labelWidth, {
        size: BODY_SIZE,
        bold: true,
      });
      this.#doc.x = left;
      this.#doc.y = y + ROW_HEIGHT + 2;
    }
    this.#doc.moveDown(0.3);
    return this;
  }

  /** Empty space of `points`. */
  space(points: number): this {
    this.#doc.y += points;
    return this;
  }

  /**
   * A table of one-line cells (longer text is cut with an ellipsis), its rows read from `rows` as they come.
   * Widths are scaled to the page when they add up to more.
   */
  async table(
    columns: readonly PdfTableColumn[],
    rows: AsyncIterable<readonly string[]> | Iterable<readonly string[]>,
  ): Promise<void> {
    const total = columns.reduce((sum, column) => sum + column.width, 0);
    const scale = Math.min(1, this.contentWidth / total);
    const widths = columns.map((column) => column.width * scale);
    this.#ensureRoom(ROW_HEIGHT * 3);
    this.#tableHeader(columns, widths);
    let written = 0;
    for await (const row of rows) {
      if (this.#doc.y + ROW_HEIGHT > this.#bottom()) {
        this.#doc.addPage();
        this.#tableHeader(columns, widths);
      }
      this.#tableRow(row, columns, widths, { size: TABLE_SIZE });
      written += 1;
      if (written % 200 === 0) await this.#waitForReader();
    }
    this.#doc.x = this.#doc.page.margins.left;
    this.#doc.moveDown(0.6);
  }

  /** A QR code of `payload`, `size` points wide, drawn as vector squares at the left margin. */
  qrCode(payload: string, size: number): this {
    this.#ensureRoom(size + 8);
    const { modules } = QRCode.create(payload, { errorCorrectionLevel: 'M' });
    const cell = size / (modules.size + 8); // a quiet zone of four modules on each side
    const left = this.#doc.page.margins.left + 4 * cell;
    const top = this.#doc.y + 4 * cell;
    for (let row = 0; row < modules.size; row++) {
      for (let column = 0; column < modules.size; column++) {
        if (modules.get(row, column)) this.#doc.rect(left + column * cell, top + row * cell, cell, cell);
      }
    }
    this.#doc.fillColor('#000000').fill();
    this.#doc.fillColor(INK);
    this.#doc.x = this.#doc.page.margins.left;
    this.#doc.y = top - 4 * cell + size + 4;
    return this;
  }

  /**
   * Vertical bars of `bars` (in order), the largest value labelled by `formatValue`, about eight labels under
   * the bars and `caption` above them.
   */
  barChart(
    bars: readonly PdfBar[],
    options: { caption: string; formatValue: (value: number) => string },
  ): this {
    const height = 120;
    this.#ensureRoom(height + 50);
    this.#flow(options.caption, { size: BODY_SIZE, bold: true, color: INK });
    const left = this.#doc.page.margins.left + 56;
    const width = this.contentWidth - 56;
    const top = this.#doc.y + 6;
    const base = top + height;
    const largest = Math.max(0, ...bars.map((bar) => bar.value));
    this.#doc
      .moveTo(left, base)
      .lineTo(left + width, base)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    this.#cell(options.formatValue(largest), this.#doc.page.margins.left, top - 4, 52, {
      size: 7,
      color: MUTED,
      align: 'right',
    });
    if (bars.length > 0 && largest > 0) {
      const slot = width / bars.length;
      const barWidth = Math.max(0.5, slot * 0.8);
      bars.forEach((bar, index) => {
        const barHeight = (bar.value / largest) * height;
        if (barHeight > 0) this.#doc.rect(left + index * slot, base - barHeight, barWidth, barHeight);
      });
      this.#doc.fillColor(ACCENT).fill();
    }
    const every = Math.max(1, Math.ceil(bars.length / 8));
    bars.forEach((bar, index) => {
      if (index % every === 0) {
        this.#cell(bar.label, left + index * (width / bars.length), base + 3, 60, { size: 7, color: MUTED });
      }
    });
    this.#doc.x = this.#doc.page.margins.left;
    this.#doc.y = base + 18;
    return this;
  }

  /** Finishes the document: the fonts' subsets and the trailer are written, then the stream ends. */
  end(): void {
    this.#doc.end();
  }

  /** Destroys the stream with `error` (a reader sees the download fail rather than a cut-off PDF). */
  fail(error: Error): void {
    this.#doc.destroy(error);
  }

  #bottom(): number {
    return this.#doc.page.height - this.#doc.page.margins.bottom;
  }

  #ensureRoom(points: number): void {
    if (this.#doc.y + points > this.#bottom()) this.#doc.addPage();
  }

  /** Writes `text` at the cursor, wrapped, each script run in its font. */
  #flow(text: string, style: { size: number; bold: boolean; color: string }): void {
    const runs = scriptRuns(text);
    if (runs.length === 0) return;
    const left = this.#doc.page.margins.left;
    this.#doc.fontSize(style.size).fillColor(style.color);
    runs.forEach((run, index) => {
      this.#doc.font(fontOf(run, style.bold));
      const continued = index < runs.length - 1;
      if (index === 0) this.#doc.text(run.text, left, this.#doc.y, { width: this.contentWidth, continued });
      else this.#doc.text(run.text, { continued });
    });
    this.#doc.fillColor(INK);
  }

  /** Writes `text` on one line in a box `width` wide at (x, y), cut with an ellipsis when longer. */
  #cell(
    text: string,
    x: number,
    y: number,
    width: number,
    style: { size: number; bold?: boolean; color?: string; align?: 'left' | 'right' },
  ): void {
    const bold = style.bold ?? false;
    this.#doc.fontSize(style.size).fillColor(style.color ?? INK);
    const measured = this.#fit(scriptRuns(text), width, bold);
    const used = measured.reduce((sum, run) => sum + run.width, 0);
    let cursor = style.align === 'right' ? x + width - used : x;
    for (const run of measured) {
      this.#doc.font(fontOf(run, bold)).text(run.text, cursor, y, { lineBreak: false });
      cursor += run.width;
    }
    this.#doc.fillColor(INK);
  }

  /** `runs` with their widths, shortened (whole characters, then '…') to fit in `width`. */
  #fit(runs: ScriptRun[], width: number, bold: boolean): Array<ScriptRun & { width: number }> {
    const measure = (run: ScriptRun) => this.#doc.font(fontOf(run, bold)).widthOfString(run.text);
    const fitted: Array<ScriptRun & { width: number }> = [];
    let used = 0;
    for (const run of runs) {
      const runWidth = measure(run);
      if (used + runWidth <= width) {
        fitted.push({ ...run, width: runWidth });
        used += runWidth;
        continue;
      }
      const ellipsis = { text: '…', ethiopic: false };
      const room = width - used - measure(ellipsis);
      let kept = '';
      for (const character of run.text) {
        if (measure({ text: kept + character, ethiopic: run.ethiopic }) > room) break;
        kept += character;
      }
      if (kept) fitted.push({ text: kept, ethiopic: run.ethiopic, width: measure({ ...run, text: kept }) });
      fitted.push({ ...ellipsis, width: measure(ellipsis) });
      break;
    }
    return fitted;
  }

  #tableHeader(columns: readonly PdfTableColumn[], widths: readonly number[]): void {
    this.#tableRow(
      columns.map((column) => column.header),
      columns,
      widths,
      { size: TABLE_SIZE, bold: true, color: MUTED },
    );
  }

  #tableRow(
    cells: readonly string[],
    columns: readonly PdfTableColumn[],
    widths: readonly number[],
    style: { size: number; bold?: boolean; color?: string },
  ): void {
    const y = this.#doc.y;
    let x = this.#doc.page.margins.left;
    columns.forEach((column, index) => {
      const width = widths[index] ?? 0;
      this.#cell(cells[index] ?? '', x + 2, y + 3, width - 4, { ...style, align: column.align });
      x += width;
    });
    const left = this.#doc.page.margins.left;
    const bottom = y + ROW_HEIGHT;
    this.#doc
      .moveTo(left, bottom)
      .lineTo(left + this.contentWidth, bottom)
      .lineWidth(0.3)
      .strokeColor(RULE)
      .stroke();
    this.#doc.x = left;
    this.#doc.y = bottom;
  }

  /** Waits while more than {@link UNREAD_LIMIT} bytes are unread (or until the reader is gone). */
  async #waitForReader(): Promise<void> {
    const doc = this.#doc;
    while (doc.readableLength > UNREAD_LIMIT && !doc.destroyed) {
      await new Promise<void>((resolve) => {
        const done = () => {
          doc.off('data', done).off('close', done).off('error', done);
          resolve();
        };
        doc.on('data', done).on('close', done).on('error', done);
      });
    }
  }
}

/**
 * A PDF whose pages `write` fills; the bytes stream out of the answer while it does. The document is ended
 * when `write` resolves and destroyed with the error when it rejects. Read (pipe) the answer right away: the
 * writer waits for its reader.
 */
export function renderPdf(options: PdfWriterOptions, write: (pdf: PdfWriter) => Promise<void>): Readable {
  const pdf = new PdfWriter(options);
  // Started after the caller had the stream to pipe, so the first bytes have a reader.
  setImmediate(() => {
    write(pdf).then(
      () => pdf.end(),
      (error: unknown) => pdf.fail(error instanceof Error ? error : new Error(String(error))),
    );
  });
  return pdf.stream;
}
