// Lighthouse on the site's main routes as a visitor on a phone gets them: the Lighthouse npm package with its
// default mobile settings (simulated slow 4G, 4x slower CPU, a Moto G Power screen) driving Debian's Chromium,
// against the real server on a fresh seeded database serving the built site. Checks issue 6's budgets.
// Run with `npm run bench:site [-- --runs 5 --campaign 3]`; see README.md.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import { startBenchServer, type BenchServer } from './bench-server.ts';
import { runLighthouse, type SiteRun } from './site-lighthouse.ts';
import { BUDGETS, markdownTable, summarizeRoute, type RouteSummary } from './site-report.ts';
import { describeWaves, networkWaves } from './site-waves.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const outputDir = join(root, 'tests/bench/.output');

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string' },
    campaign: { type: 'string' },
    route: { type: 'string', multiple: true },
  },
});
const runs = wholeNumber('runs', options.runs ?? process.env.LOMI_BENCH_RUNS ?? '3');
const campaignId = wholeNumber('campaign', options.campaign ?? process.env.LOMI_BENCH_CAMPAIGN ?? '1');
const port = wholeNumber('LOMI_BENCH_PORT', process.env.LOMI_BENCH_PORT ?? '3302');

const allRoutes = [
  { route: '/', path: '/' },
  { route: '/explore', path: '/explore' },
  { route: '/campaign/{id}', path: `/campaign/${campaignId}` },
];
// `--route /explore` (repeatable) measures only those routes, for a closer look at one page.
const routes = options.route ? allRoutes.filter(({ route }) => options.route!.includes(route)) : allRoutes;
if (routes.length === 0) {
  console.error(`--route takes one of ${allRoutes.map(({ route }) => route).join(', ')}.`);
  process.exit(2);
}

// Chromium headless, offline apart from this machine: no background services, updates or sign-in calls, and
// no host name resolves, so a page's request to another site fails at once instead of leaving the machine.
const chromeFlags = [
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--disable-extensions',
];

function wholeNumber(name: string, value: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) {
    console.error(`${name} must be a whole number of at least 1, got "${value}".`);
    process.exit(2);
  }
  return number;
}

async function main(): Promise<RouteSummary[]> {
  const missing = ['site/dist/index.html', 'site/dist/.vite/manifest.json'].filter(
    (path) => !existsSync(join(root, path)),
  );
  if (missing.length > 0) {
    throw new Error(`The site is not built (${missing.join(', ')} missing): run \`npm run build\` first.`);
  }
  mkdirSync(outputDir, { recursive: true });
  let server: BenchServer | undefined;
  let chrome: LaunchedChrome | undefined;
  try {
    server = await startBenchServer(port, join(outputDir, `data-${port}`));
    const campaign = await fetch(`${server.base}/api/campaigns/${campaignId}`);
    if (!campaign.ok) {
      throw new Error(`campaign ${campaignId} is not there (HTTP ${campaign.status}); pick another`);
    }
    chrome = await launch({
      chromePath: process.env.LOMI_CHROMIUM ?? '/usr/bin/chromium',
      chromeFlags,
      logLevel: 'error',
    });

    const reportDir = join(outputDir, 'site-lighthouse');
    rmSync(reportDir, { recursive: true, force: true });
    mkdirSync(reportDir, { recursive: true });
    const results: SiteRun[][] = routes.map(() => []);
    // Round 0 warms the server (JIT, database pages) and is not counted; Lighthouse empties the cache before
    // every run. Rounds take the routes in turn, so a busy moment on this shared machine spreads over them.
    for (let round = 0; round <= runs; round++) {
      for (const [index, { path }] of routes.entries()) {
        const run = await runLighthouse(`${server.base}${path}`, chrome.port);
        console.error(
          `${round === 0 ? 'warm-up' : `run ${round}/${runs}`}  ${path.padEnd(14)} LCP ${Math.round(run.lcpMs)} ms, ` +
            `JS ${(run.jsGzipBytes / 1024).toFixed(1)} kB gzip, score ${run.score}`,
        );
        run.warnings.forEach((warning) => console.error(`  Lighthouse: ${warning}`));
        run.offMachine.forEach((address) => console.error(`  blocked request off this machine: ${address}`));
        if (round > 0) {
          results[index]!.push(run);
          writeFileSync(join(reportDir, `${slug(path)}-${round}.json`), JSON.stringify(run.lhr));
        }
      }
    }
    const summaries = routes.map(({ route, path }, index) => summarizeRoute(route, path, results[index]!));

    console.log(
      `Lomi site benchmark: Lighthouse ${lighthouseVersion()} in Chromium, default mobile settings ` +
        `(simulated slow 4G: 150 ms RTT, 1.6 Mbps down; CPU 4x slower; 412x823 screen), empty cache, ` +
        `campaign ${campaignId}, median of ${runs} runs.\n`,
    );
    console.log(markdownTable(summaries));
    console.log(
      `\nJS kB sent: every script of the load on the wire, headers included, in the encoding the server chose ` +
        `(content-encoding in brackets). JS kB gzip: the same scripts' gzip bodies, what the budget of ` +
        `${BUDGETS.jsGzipBytes / 1024} kB counts. kB = 1024 bytes. Budgets: JS ≤ ${BUDGETS.jsGzipBytes / 1024} kB ` +
        `gzip and LCP ≤ ${BUDGETS.lcpMs / 1000} s per route.`,
    );
    for (const summary of summaries) {
      const phases = Object.entries(summary.typical.lcpPhases)
        .map(([phase, ms]) => `${phase} ${ms} ms`)
        .join(', ');
      console.log(
        `\n${summary.route}: LCP element ${summary.typical.lcpElement ?? 'unknown'}` +
          (phases ? `; unthrottled breakdown: ${phases}` : '') +
          (summary.typical.offMachine.length > 0
            ? `; blocked requests off this machine: ${summary.typical.offMachine.join(', ')}`
            : ''),
      );
      // How many round trips deep the largest paint is: what the server's preloads flatten (README.md).
      const waves = networkWaves(summary.typical.lhr, server.base);
      if (waves.length > 0) console.log(`requests before the LCP, by wave:\n${describeWaves(waves)}`);
    }
    const jsonPath = join(outputDir, 'site.json');
    writeFileSync(
      jsonPath,
      JSON.stringify(
        {
          date: new Date().toISOString(),
          node: process.version,
          campaignId,
          runs,
          budgets: BUDGETS,
          routes: summaries,
        },
        // The whole reports are in site-lighthouse/.
        (key, value: unknown) => (key === 'lhr' ? undefined : value),
        2,
      ) + '\n',
    );
    console.error(`\nWrote ${jsonPath}`);
    return summaries;
  } finally {
    chrome?.kill();
    await server?.stop();
  }
}

/** A file name for a path: `/campaign/1` → `campaign-1`, `/` → `home`. */
const slug = (path: string): string => path.replace(/^\/|\/$/g, '').replace(/\//g, '-') || 'home';

function lighthouseVersion(): string {
  const manifest = JSON.parse(readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8'));
  return (manifest as { version: string }).version;
}

try {
  const summaries = await main();
  const over = summaries.filter((summary) => summary.overBudget.length > 0);
  if (over.length > 0) {
    console.error(
      `\nOver budget:${over.map((summary) => `\n  ${summary.path}: ${summary.overBudget.join('; ')}`).join('')}`,
    );
    process.exitCode = 1;
  }
} catch (error) {
  console.error(`Site benchmark failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
