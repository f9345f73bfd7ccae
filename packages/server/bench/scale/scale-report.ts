// The pure part of `npm run bench:scale`: the budget of issue 16 and the Markdown table. No I/O, so it is
// unit-tested (test/bench/scale-report.test.ts).

/** One autocannon measurement of one endpoint at one database size. */
export interface Measurement {
  /** A short name of what is measured ("list", "search (Amharic)", …). */
  endpoint: string;
  path: string;
  connections: number;
  /** Completed donations in the database when it was measured. */
  donations: number;
  /** Requests answered during the measurement; none at all fails it. */
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers outside 2xx/3xx, connection errors and timeouts: any of them voids the figures. */
  failures: number;
  /** The machine's 1-minute load average when it ended (other work on its cores blurs the figures). */
  loadAverage?: number;
  /** True for the bare Fastify route: the machine's yardstick, not part of the budget. */
  baseline: boolean;
}

/** Issue 16's budget: throughput kept as history grows, and latency at 10 connections. */
export const BUDGET = { minRatio: 0.8, maxP99Ms: 100, p99Connections: 10 } as const;

/** A row of the table: the same endpoint and connections at the small and at the large size. */
export interface ComparedRow {
  endpoint: string;
  connections: number;
  small: Measurement;
  large: Measurement;
  /** Requests/s at the large size over requests/s at the small one. */
  ratio: number;
}

/** Pairs each large-size measurement with the small-size one of the same endpoint and connections. */
export function compare(measurements: readonly Measurement[], small: number, large: number): ComparedRow[] {
  const at = (donations: number) => measurements.filter((row) => row.donations === donations);
  return at(large).flatMap((bigger) => {
    const smaller = at(small).find(
      (row) => row.endpoint === bigger.endpoint && row.connections === bigger.connections,
    );
    if (!smaller) return [];
    const ratio = smaller.requestsPerSecond > 0 ? bigger.requestsPerSecond / smaller.requestsPerSecond : 0;
    return [
      { endpoint: bigger.endpoint, connections: bigger.connections, small: smaller, large: bigger, ratio },
    ];
  });
}

/** Every way the run broke the budget, one sentence each; empty when it held. */
export function budgetFailures(measurements: readonly Measurement[], small: number, large: number): string[] {
  const failures = measurements
    .filter(failed)
    .map(
      (row) =>
        `${row.endpoint} at ${row.connections} connections with ${count(row.donations)} donations: ` +
        (row.failures > 0
          ? `${row.failures} failed requests (non-2xx/3xx, errors or timeouts)`
          : 'no request answered'),
    );
  for (const row of compare(measurements, small, large)) {
    if (row.large.baseline) continue;
    const where = `${row.endpoint} at ${row.connections} connections`;
    if (row.ratio < BUDGET.minRatio) {
      failures.push(
        `${where} keeps ${(row.ratio * 100).toFixed(1)} % of its throughput at ${count(small)} donations ` +
          `(at least ${percent(BUDGET.minRatio)} required)`,
      );
    }
    if (row.connections === BUDGET.p99Connections && row.large.p99Ms > BUDGET.maxP99Ms) {
      failures.push(
        `${where}: p99 ${row.large.p99Ms} ms with ${count(large)} donations (at most ${BUDGET.maxP99Ms} ms)`,
      );
    }
  }
  return failures;
}

/**
 * A warning when the bare route's requests/s moved by more than a fifth between the two sizes: the machine's
 * load changed during the run (other work on its cores), so the ratios measure that as much as the data.
 */
export function machineWarning(measurements: readonly Measurement[], small: number, large: number): string[] {
  return compare(measurements, small, large)
    .filter((row) => row.large.baseline && Math.abs(row.ratio - 1) > 1 - BUDGET.minRatio)
    .map(
      (row) =>
        `The bare route at ${row.connections} connections moved from ${Math.round(row.small.requestsPerSecond)} ` +
        `to ${Math.round(row.large.requestsPerSecond)} req/s: the machine's load changed during the run, so ` +
        'the ratios above are not trustworthy. Run again on a quieter machine.',
    );
}

/** The Markdown table: per endpoint and connections, both sizes and the ratio of their requests/s. */
export function markdownTable(measurements: readonly Measurement[], small: number, large: number): string {
  const s = count(small);
  const l = count(large);
  const lines = [
    `| Endpoint | Connections | req/s at ${s} | p50 / p99 ms at ${s} | req/s at ${l} | p50 / p99 ms at ${l} | ratio |`,
    '| -------- | ----------: | ------: | ------: | ------: | ------: | ----: |',
  ];
  for (const row of compare(measurements, small, large)) {
    const flag = !row.large.baseline && breaks(row) ? ' ✗' : '';
    lines.push(
      `| ${row.endpoint} | ${row.connections} | ${Math.round(row.small.requestsPerSecond)} | ` +
        `${row.small.p50Ms} / ${row.small.p99Ms} | ${Math.round(row.large.requestsPerSecond)} | ` +
        `${row.large.p50Ms} / ${row.large.p99Ms} | ${row.ratio.toFixed(2)}${flag} |`,
    );
  }
  return lines.join('\n');
}

function breaks(row: ComparedRow): boolean {
  return (
    row.ratio < BUDGET.minRatio ||
    (row.connections === BUDGET.p99Connections && row.large.p99Ms > BUDGET.maxP99Ms) ||
    failed(row.small) ||
    failed(row.large)
  );
}

/** A measurement that saw an error, or no answer at all, says nothing about throughput. */
const failed = (row: Measurement) => row.failures > 0 || row.requests === 0;

const count = (value: number) => value.toLocaleString('en-US');
const percent = (value: number) => `${Math.round(value * 100)} %`;
