// One autocannon measurement: an uncounted warm-up second, then `seconds` counted. Requests still in flight
// when autocannon stops keep the server busy, so after each run one more request waits its turn behind them
// before anything else is measured.
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import type { Measurement } from './scale-report.ts';

export interface Target {
  endpoint: string;
  base: string;
  path: string;
  baseline?: boolean;
}

export async function measure(
  target: Target,
  { connections, seconds, donations }: { connections: number; seconds: number; donations: number },
): Promise<Measurement> {
  const url = target.base + target.path;
  await autocannon({ url, connections, duration: 1 });
  await settle(url);
  const result = await autocannon({ url, connections, duration: seconds });
  await settle(url);
  return {
    endpoint: target.endpoint,
    path: target.path,
    connections,
    donations,
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    // 1xx, 4xx and 5xx answers (2xx and 3xx are answers) and connection errors (timeouts included).
    failures: result['1xx'] + result['4xx'] + result['5xx'] + result.errors,
    baseline: target.baseline ?? false,
    loadAverage: loadavg()[0]!,
  };
}

async function settle(url: string): Promise<void> {
  await fetch(url, { signal: AbortSignal.timeout(60_000) }).then(
    (response) => response.arrayBuffer(),
    () => undefined,
  );
}
