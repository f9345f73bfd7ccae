// The waves of requests of one Lighthouse load: how many round trips deep the page's first paint is.
import type { Result } from 'lighthouse';

interface Request {
  url: string;
  rendererStartTime: number;
  networkEndTime: number;
  resourceType?: string;
}

/** The requests sent in one wave: each waited for an answer of the wave before. */
export interface Wave {
  /** 1 for the requests sent once the document arrived, 2 for those waiting for one of wave 1, … */
  wave: number;
  /** Paths on the measured site, or full addresses of other sites. */
  requests: string[];
}

/**
 * Groups the requests sent before the largest paint of the unthrottled load (Lighthouse's observed trace) in
 * waves. A request is one wave after the latest one whose answer had arrived when it was sent: the document
 * is wave 0, what it names is wave 1, what the scripts of wave 1 ask for once they run is wave 2, and so on.
 * The page's code cannot ask for anything sooner than the answers it waits for, so more waves mean more round
 * trips on a slow network, whatever the bytes. (An unrelated answer arriving first can make a request look a
 * wave later than it is; it never makes it look earlier.)
 */
export function networkWaves(lhr: Result, origin: string): Wave[] {
  const details = lhr.audits['network-requests']?.details;
  const lcp = (lhr.audits.metrics?.details as { items?: { observedLargestContentfulPaint?: number }[] })
    ?.items?.[0]?.observedLargestContentfulPaint;
  if (details?.type !== 'table' || lcp === undefined) return [];
  const requests = (details.items as unknown as Request[])
    .filter((request) => request.rendererStartTime <= lcp && !request.url.startsWith('data:'))
    .sort((a, b) => a.rendererStartTime - b.rendererStartTime);
  const waveOf = new Map<Request, number>();
  for (const request of requests) {
    const answered = requests.filter(
      (earlier) => waveOf.has(earlier) && earlier.networkEndTime <= request.rendererStartTime,
    );
    waveOf.set(request, answered.length === 0 ? 0 : 1 + Math.max(...answered.map((q) => waveOf.get(q)!)));
  }
  const waves: Wave[] = [];
  for (const [request, wave] of waveOf) {
    if (wave === 0) continue;
    const path = request.url.startsWith(origin) ? request.url.slice(origin.length) : request.url;
    (waves[wave - 1] ??= { wave, requests: [] }).requests.push(path);
  }
  return waves.filter(Boolean);
}

/** One line per wave: its number, how many requests, and their files (without the content hash). */
export function describeWaves(waves: readonly Wave[]): string {
  return waves
    .map(
      ({ wave, requests }) =>
        `  wave ${wave}: ${requests.length} request${requests.length === 1 ? '' : 's'} (` +
        requests
          .map((path) => path.replace(/^\/assets\//, '').replace(/-[\w-]{8}(\.\w+)$/, '$1'))
          .join(', ') +
        ')',
    )
    .join('\n');
}
