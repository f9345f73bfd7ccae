// How long a visitor on a slow phone waits before an embedded Lomi element shows its campaign, against the
// same campaign in an <iframe> of the site's campaign page. Real Chromium, a real server process on a fresh
// seeded database, the built bundles. Run with `npm run bench:embed [-- --runs 7 --campaign 3]`; see README.md.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { elementCase, iframeCase, startHostServer, type HostCase, type HostServer } from './embed-host.ts';
import { allowFraming, isLocal, SLOW_4G, throttle } from './embed-network.ts';
import { installProbe, type ProbeEvent } from './embed-probe.ts';
import { cardBudget, markdownTable, summarize, type CaseSummary, type RunResult } from './embed-report.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const outputDir = join(root, 'tests/bench/.output');

const { values: options } = parseArgs({
  options: { runs: { type: 'string' }, campaign: { type: 'string' } },
});
const runs = wholeNumber('runs', options.runs ?? process.env.LOMI_BENCH_RUNS ?? '5');
const campaignId = wholeNumber('campaign', options.campaign ?? process.env.LOMI_BENCH_CAMPAIGN ?? '1');
const port = wholeNumber('LOMI_BENCH_PORT', process.env.LOMI_BENCH_PORT ?? '3301');
const timeoutMs = wholeNumber('LOMI_BENCH_TIMEOUT_MS', process.env.LOMI_BENCH_TIMEOUT_MS ?? '60000');
const base = `http://127.0.0.1:${port}`;
const dataDir = join(outputDir, `data-${port}`);

// Lighthouse's mobile screen (a Moto G Power): the site lays its campaign page out for this width.
const mobile = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
// A second of network silence after ready, as Lighthouse waits for, ends a run.
const quietMs = 1000;

function wholeNumber(name: string, value: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) {
    console.error(`${name} must be a whole number of at least 1, got "${value}".`);
    process.exit(2);
  }
  return number;
}

function readManifest(): { loader: string; tags: string[] } {
  const manifestPath = join(root, 'packages/elements/dist/manifest.json');
  const missing = [manifestPath, join(root, 'site/dist/index.html')].filter((path) => !existsSync(path));
  if (missing.length > 0) {
    throw new Error(
      `The bundles are not built (${missing.join(', ')} missing): run \`npm run build\` first.`,
    );
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    loader: string;
    elements: Record<string, unknown>;
  };
  return { loader: manifest.loader, tags: Object.keys(manifest.elements).sort() };
}

async function waitForHealth(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer ${base}/api/health in time`);
}

/** Loads `hostCase` once in a fresh context (an empty cache) and times it; throws if anything goes wrong. */
async function measure(
  browser: Browser,
  host: HostServer,
  index: number,
  hostCase: HostCase,
): Promise<RunResult> {
  const context = await browser.newContext(mobile);
  try {
    await context.addInitScript(installProbe);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      const source = message.location().url;
      if (message.type() === 'error' && (!source || isLocal(source))) {
        problems.push(`console error: ${message.text()}`);
      }
    });
    page.on('crash', () => problems.push('the page crashed'));
    const network = await throttle(context, page);
    if (hostCase.key === 'campaign-page') await allowFraming(context, page, `${base}/campaign/`);

    await page.goto(host.urlOf(index), { waitUntil: 'commit' });
    const outcome = await page
      .waitForFunction(
        (key) => {
          const events = window.__lomiBench ?? [];
          return events.find((event) => event.state === 'error') ?? events.find((event) => event.key === key);
        },
        hostCase.key,
        { polling: 250, timeout: timeoutMs },
      )
      .then((handle) => handle.jsonValue() as Promise<ProbeEvent>)
      .catch((error: unknown) => {
        throw new Error(
          `${hostCase.label} did not become ready within ${timeoutMs} ms` +
            [...problems, ...network.failures()].map((problem) => `\n  ${problem}`).join(''),
          { cause: error },
        );
      });
    if (outcome.state === 'error') throw new Error(`${hostCase.label}: data-state="error" at ${outcome.key}`);

    if (hostCase.key === 'campaign-page') await assertInProcessFrames(context, page);
    const settled = await network.waitForQuiet(quietMs, 30_000);
    const fetchStart = await page.evaluate(
      () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).fetchStart,
    );
    const failures = network.failures();
    if (problems.length > 0 || failures.length > 0) {
      throw new Error(
        `${hostCase.label}:${[...problems, ...failures].map((problem) => `\n  ${problem}`).join('')}`,
      );
    }
    return {
      ms: Math.round(outcome.at * 10) / 10,
      bytesUntilReady: network.bytesUntil(outcome.at, fetchStart),
      bytesTotal: network.totalBytes(),
      settled,
    };
  } finally {
    await context.close();
  }
}

/** An out-of-process iframe would escape the page's CPU and network throttling, and flatter the iframe. */
async function assertInProcessFrames(context: BrowserContext, page: Page): Promise<void> {
  for (const frame of page.frames()) {
    if (frame === page.mainFrame()) continue;
    const ownSession = await context.newCDPSession(frame).then(
      (session) => session.detach().then(() => true),
      () => false,
    );
    if (ownSession)
      throw new Error(`the iframe ${frame.url()} runs in its own process; it would not be throttled`);
  }
}

async function main(): Promise<void> {
  const { loader, tags } = readManifest();
  mkdirSync(outputDir, { recursive: true });
  rmSync(dataDir, { recursive: true, force: true });
  const server = spawn(process.execPath, ['packages/server/src/server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOMI_DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    // The table goes to stdout; the server's log, if any, to stderr.
    stdio: ['ignore', 2, 2],
  });
  const cases = [
    ...tags.map((tag) => elementCase(tag, base, loader, campaignId)),
    iframeCase(base, campaignId),
  ];
  let host: HostServer | undefined;
  let browser: Browser | undefined;
  try {
    await waitForHealth(Date.now() + 120_000);
    const campaign = await fetch(`${base}/api/campaigns/${campaignId}`);
    if (!campaign.ok)
      throw new Error(`campaign ${campaignId} is not there (HTTP ${campaign.status}); pick another`);
    host = await startHostServer(cases);
    browser = await chromium.launch({
      executablePath: process.env.LOMI_CHROMIUM ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // The host page (127.0.0.2) calling the server (127.0.0.1) is loopback to loopback; Local Network
        // Access checks would still ask for a permission that real public sites never need. Site isolation
        // off keeps the iframe in the page's process, under the same throttling, as on Chrome for Android.
        '--disable-features=LocalNetworkAccessChecks,IsolateOrigins,site-per-process',
        '--disable-site-isolation-trials',
      ],
    });

    const results: RunResult[][] = cases.map(() => []);
    // Round 0 warms the server (JIT, database pages) and is not counted. Rounds take every case in turn, so
    // a busy moment on this shared machine spreads over all of them rather than landing on one.
    for (let round = 0; round <= runs; round++) {
      for (const [index, hostCase] of cases.entries()) {
        const result = await measure(browser, host, index, hostCase);
        console.error(
          `${round === 0 ? 'warm-up' : `run ${round}/${runs}`}  ${hostCase.key.padEnd(20)} ${Math.round(result.ms)} ms`,
        );
        if (round > 0) results[index]!.push(result);
      }
    }

    const summaries: CaseSummary[] = cases.map((hostCase, index) =>
      summarize(hostCase.key, hostCase.label, results[index]!),
    );
    const conditions =
      `Chromium ${browser.version()}, CPU ${SLOW_4G.cpuSlowdown}x slower, network Lighthouse slow 4G ` +
      `(${SLOW_4G.rttMs} ms RTT, ${(SLOW_4G.downKbps / 1024).toFixed(1)} Mbps down, ${SLOW_4G.upKbps} kbps up; ` +
      `request-level: ${SLOW_4G.requestLatencyMs} ms per request, 0.9x throughput), empty cache, ` +
      `campaign ${campaignId}, median of ${runs} runs`;
    console.log(`Lomi embed benchmark: ${conditions}.\n`);
    console.log(markdownTable(summaries));
    console.log(
      '\nms: navigation start of the host page until the element (or the campaign article inside the iframe) ' +
        'has data-state="ready". kB: bytes on the wire, headers included, until then and once the network ' +
        'is quiet for 1 s.',
    );
    const budget = cardBudget(summaries);
    console.log(`\n${budget.line}`);
    const jsonPath = join(outputDir, 'embed.json');
    writeFileSync(
      jsonPath,
      JSON.stringify(
        {
          date: new Date().toISOString(),
          node: process.version,
          chromium: browser.version(),
          conditions: { ...SLOW_4G, viewport: mobile.viewport, deviceScaleFactor: mobile.deviceScaleFactor },
          campaignId,
          runs,
          budget,
          cases: summaries,
        },
        null,
        2,
      ) + '\n',
    );
    console.error(`\nWrote ${jsonPath}`);
    if (!budget.ok) process.exitCode = 1;
  } finally {
    await browser?.close();
    await host?.close();
    server.kill('SIGTERM');
    if (server.exitCode === null) await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

try {
  await main();
} catch (error) {
  console.error(`Embed benchmark failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
