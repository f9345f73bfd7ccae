import { describe, expect, it } from 'vitest';
import {
  budgetFailures,
  compare,
  machineWarning,
  markdownTable,
  type Measurement,
} from '../../bench/scale/scale-report.ts';

// The pure part of `npm run bench:scale` (bench/scale/): the budget and the table. The bench itself needs
// minutes and a quiet machine, so it never runs in CI.

const row = (overrides: Partial<Measurement>): Measurement => ({
  endpoint: 'list',
  path: '/api/campaigns/?page=1',
  connections: 10,
  donations: 1000,
  requests: 5000,
  requestsPerSecond: 1000,
  p50Ms: 8,
  p99Ms: 20,
  failures: 0,
  baseline: false,
  ...overrides,
});

const both = (small: Partial<Measurement>, large: Partial<Measurement>) => [
  row({ ...small, donations: 1000 }),
  row({ ...large, donations: 1_000_000 }),
];

describe('bench:scale budget', () => {
  it('holds when an endpoint keeps 80 % of its throughput and p99 stays within 100 ms at 10 connections', () => {
    expect(budgetFailures(both({}, { requestsPerSecond: 800, p99Ms: 100 }), 1000, 1_000_000)).toEqual([]);
  });

  it('breaks below 80 % of the small size’s requests/s, at any number of connections', () => {
    const failures = budgetFailures(
      both({ connections: 100 }, { connections: 100, requestsPerSecond: 799 }),
      1000,
      1_000_000,
    );
    expect(failures).toEqual([
      'list at 100 connections keeps 79.9 % of its throughput at 1,000 donations (at least 80 % required)',
    ]);
    expect(failures).toHaveLength(1);
  });

  it('breaks on p99 over 100 ms at 10 connections with the large size, not at 100 connections', () => {
    expect(budgetFailures(both({}, { p99Ms: 101 }), 1000, 1_000_000)).toEqual([
      'list at 10 connections: p99 101 ms with 1,000,000 donations (at most 100 ms)',
    ]);
    expect(
      budgetFailures(both({ connections: 100 }, { connections: 100, p99Ms: 900 }), 1000, 1_000_000),
    ).toEqual([]);
  });

  it('breaks on any failed request or a measurement that got no answer, at either size', () => {
    expect(
      budgetFailures(both({ failures: 3 }, { requests: 0, requestsPerSecond: 0 }), 1000, 1_000_000),
    ).toEqual([
      'list at 10 connections with 1,000 donations: 3 failed requests (non-2xx/3xx, errors or timeouts)',
      'list at 10 connections with 1,000,000 donations: no request answered',
      'list at 10 connections keeps 0.0 % of its throughput at 1,000 donations (at least 80 % required)',
    ]);
  });

  it('leaves the bare route out of the budget (it is the yardstick), but not out of the failed requests', () => {
    const baseline = { endpoint: 'bare Fastify route', baseline: true };
    expect(
      budgetFailures(both(baseline, { ...baseline, requestsPerSecond: 100, p99Ms: 500 }), 1000, 1_000_000),
    ).toEqual([]);
    expect(budgetFailures(both(baseline, { ...baseline, failures: 1 }), 1000, 1_000_000)).toHaveLength(1);
  });
});

describe('bench:scale table', () => {
  it('pairs each endpoint and connections of both sizes, with the ratio of their requests/s', () => {
    const measurements = [
      ...both({}, { requestsPerSecond: 900 }),
      ...both({ connections: 100, requestsPerSecond: 2000 }, { connections: 100, requestsPerSecond: 1000 }),
    ];
    expect(
      compare(measurements, 1000, 1_000_000).map(({ connections, ratio }) => [connections, ratio]),
    ).toEqual([
      [10, 0.9],
      [100, 0.5],
    ]);
  });

  it('prints Markdown with both sizes, p50 / p99 and a mark on the rows that break the budget', () => {
    const measurements = [
      ...both({}, { requestsPerSecond: 900.4, p50Ms: 9, p99Ms: 30 }),
      ...both(
        { endpoint: 'featured', requestsPerSecond: 500 },
        { endpoint: 'featured', requestsPerSecond: 100 },
      ),
    ];
    expect(markdownTable(measurements, 1000, 1_000_000).split('\n')).toEqual([
      '| Endpoint | Connections | req/s at 1,000 | p50 / p99 ms at 1,000 | req/s at 1,000,000 | p50 / p99 ms at 1,000,000 | ratio |',
      '| -------- | ----------: | ------: | ------: | ------: | ------: | ----: |',
      '| list | 10 | 1000 | 8 / 20 | 900 | 9 / 30 | 0.90 |',
      '| featured | 10 | 500 | 8 / 20 | 100 | 8 / 20 | 0.20 ✗ |',
    ]);
  });
});

describe('bench:scale machine warning', () => {
  it('warns when the bare route moved by more than a fifth between the sizes, and only then', () => {
    const baseline = { endpoint: 'bare Fastify route', baseline: true };
    expect(machineWarning(both(baseline, { ...baseline, requestsPerSecond: 1150 }), 1000, 1_000_000)).toEqual(
      [],
    );
    expect(machineWarning(both(baseline, { ...baseline, requestsPerSecond: 300 }), 1000, 1_000_000)).toEqual([
      "The bare route at 10 connections moved from 1000 to 300 req/s: the machine's load changed during the " +
        'run, so the ratios above are not trustworthy. Run again on a quieter machine.',
    ]);
    expect(machineWarning(both({}, { requestsPerSecond: 300 }), 1000, 1_000_000)).toEqual([]);
  });
});
