// Summaries of the embed benchmark's runs: medians and the Markdown table it prints.

/** One measured page load. */
export interface RunResult {
  /** From the top page's navigation start until the element (or the iframe's campaign) was ready. */
  ms: number;
  /** Bytes on the wire (headers included) of the requests finished by then. */
  bytesUntilReady: number;
  /** Bytes on the wire once the network had been quiet for a second (images, prefetches included). */
  bytesTotal: number;
  /** False when the network never went quiet in time; `bytesTotal` is then a lower bound. */
  settled: boolean;
}

/** One row of the table: an element, or the site page in an iframe. */
export interface CaseSummary {
  key: string;
  label: string;
  runs: RunResult[];
  medianMs: number;
  minMs: number;
  maxMs: number;
  medianBytesUntilReady: number;
  medianBytesTotal: number;
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function summarize(key: string, label: string, runs: RunResult[]): CaseSummary {
  const times = runs.map((run) => run.ms);
  return {
    key,
    label,
    runs,
    medianMs: median(times),
    minMs: Math.min(...times),
    maxMs: Math.max(...times),
    medianBytesUntilReady: median(runs.map((run) => run.bytesUntilReady)),
    medianBytesTotal: median(runs.map((run) => run.bytesTotal)),
  };
}

const kB = (bytes: number): string => (bytes / 1000).toFixed(1);

/** The Markdown table: one row per case, times in whole milliseconds, sizes in kB (1000 bytes). */
export function markdownTable(cases: readonly CaseSummary[]): string {
  const rows = [
    '| element | median ms | min | max | kB until ready | kB transferred | runs |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...cases.map(
      (summary) =>
        `| ${summary.label} | ${Math.round(summary.medianMs)} | ${Math.round(summary.minMs)} | ` +
        `${Math.round(summary.maxMs)} | ${kB(summary.medianBytesUntilReady)} | ` +
        `${summary.runs.every((run) => run.settled) ? '' : '≥ '}${kB(summary.medianBytesTotal)} | ` +
        `${summary.runs.length} |`,
    ),
  ];
  return rows.join('\n');
}

/**
 * Issue 16's budget: the campaign card reaches its data in at most half the time of the `<iframe>` of the
 * campaign page (medians). Returns the verdict line, and whether the budget holds.
 */
export function cardBudget(
  cases: readonly CaseSummary[],
  { card = 'lomi-campaign-card', page = 'campaign-page', ratio = 0.5 } = {},
): { ok: boolean; line: string } {
  const cardCase = cases.find((summary) => summary.key === card);
  const pageCase = cases.find((summary) => summary.key === page);
  if (!cardCase || !pageCase) return { ok: false, line: `Budget: no ${card} or ${page} case was measured.` };
  const limit = pageCase.medianMs * ratio;
  const ok = cardCase.medianMs <= limit;
  const share = Math.round((cardCase.medianMs / pageCase.medianMs) * 100);
  return {
    ok,
    line:
      `Budget (campaign card ≤ ${ratio * 100} % of the iframe): ${Math.round(cardCase.medianMs)} ms of ` +
      `${Math.round(pageCase.medianMs)} ms, ${share} % (limit ${Math.round(limit)} ms): ${ok ? 'met' : 'EXCEEDED'}.`,
  };
}
