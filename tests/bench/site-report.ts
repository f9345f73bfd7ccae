// Medians of the site benchmark's Lighthouse runs, the issue's budgets and the Markdown table.
import { median } from './embed-report.ts';
import type { SiteRun } from './site-lighthouse.ts';

/** Issue 6's budgets for every route: JS of the first load (gzip) and the largest contentful paint. */
export const BUDGETS = { jsGzipBytes: 120 * 1024, lcpMs: 2500 } as const;

export interface RouteSummary {
  /** The route pattern, e.g. `/campaign/{id}`. */
  route: string;
  /** The path that was loaded, e.g. `/campaign/1`. */
  path: string;
  runs: SiteRun[];
  median: {
    score: number;
    lcpMs: number;
    fcpMs: number;
    tbtMs: number;
    jsSentBytes: number;
    jsGzipBytes: number;
    totalBytes: number;
  };
  /** The run whose LCP is the median (an odd number of runs) or nearest to it: its details go to the JSON. */
  typical: SiteRun;
  /** Every budget the route's medians exceed, in words. */
  overBudget: string[];
}

export function summarizeRoute(route: string, path: string, runs: SiteRun[]): RouteSummary {
  const pick = (key: keyof RouteSummary['median']): number => median(runs.map((run) => run[key]));
  const summary = {
    score: pick('score'),
    lcpMs: pick('lcpMs'),
    fcpMs: pick('fcpMs'),
    tbtMs: pick('tbtMs'),
    jsSentBytes: pick('jsSentBytes'),
    jsGzipBytes: pick('jsGzipBytes'),
    totalBytes: pick('totalBytes'),
  };
  const typical = [...runs].sort(
    (a, b) => Math.abs(a.lcpMs - summary.lcpMs) - Math.abs(b.lcpMs - summary.lcpMs),
  )[0]!;
  const overBudget: string[] = [];
  if (summary.jsGzipBytes > BUDGETS.jsGzipBytes) {
    overBudget.push(`JS first load ${kiB(summary.jsGzipBytes)} kB gzip > ${kiB(BUDGETS.jsGzipBytes)} kB`);
  }
  if (summary.lcpMs > BUDGETS.lcpMs) {
    overBudget.push(`LCP ${seconds(summary.lcpMs)} s > ${seconds(BUDGETS.lcpMs)} s`);
  }
  return { route, path, runs, median: summary, typical, overBudget };
}

/** kB as the site's first-load report counts them (1024 bytes). */
const kiB = (bytes: number): string => (bytes / 1024).toFixed(1);
const seconds = (ms: number): string => (ms / 1000).toFixed(2);

export function markdownTable(routes: readonly RouteSummary[]): string {
  return [
    '| route | JS kB sent | JS kB gzip | total kB | LCP s | FCP s | TBT ms | score | runs | budgets |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...routes.map(({ route, median: m, runs, overBudget, typical }) => {
      const encodings = [...new Set(typical.scripts.map((script) => script.encoding))].join('+');
      return (
        `| ${route} | ${kiB(m.jsSentBytes)} (${encodings}) | ${kiB(m.jsGzipBytes)} | ${kiB(m.totalBytes)} | ` +
        `${seconds(m.lcpMs)} | ${seconds(m.fcpMs)} | ${Math.round(m.tbtMs)} | ${Math.round(m.score)} | ` +
        `${runs.length} | ${overBudget.length === 0 ? 'ok' : `**over**: ${overBudget.join('; ')}`} |`
      );
    }),
  ].join('\n');
}
