import { defineConfig, devices } from '@playwright/test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const port = Number(process.env.LOMI_E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;
const dataDir = `tests/e2e/.output/data-${port}`;

// Debian's Chromium, never a browser downloaded by Playwright. The flags keep it off the (closed) network.
const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
];

export default defineConfig({
  testDir: '.',
  outputDir: `./.output/results-${port}`,
  snapshotPathTemplate: '{testDir}/{testFileDir}/__screenshots__/{testFileName}/{arg}{ext}',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: process.env.LOMI_CHROMIUM ?? '/usr/bin/chromium', args: chromiumFlags },
    // A failed test keeps its trace: actions, DOM snapshots, network and console. Not its screencast, which
    // every test would record and almost all throw away: it cost about 15% of the specs' time on 2 CPUs.
    trace: { mode: 'retain-on-failure', screenshots: false },
  },
  webServer: {
    // A fresh database per run; the server seeds it on first start.
    command: `rm -rf ${dataDir} && node packages/server/src/server.ts`,
    cwd: root,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      // Payment return URLs and QR codes are built on it: the address the browser uses, so cookies follow.
      PUBLIC_SITE_URL: baseURL,
      // Specs read phone sign-in codes from the SMS sandbox's dev inbox, which is off unless asked for.
      LOMI_SMS_SANDBOX_INBOX: '1',
      // Specs approve the organizations they create through POST /api/testing/organizations/{id}/approve
      // until the operator console exists (issue 14); never set in production (the server refuses it).
      LOMI_TESTING_HOOKS: '1',
      LOMI_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The sandbox answers mobile-money payments after this delay; short keeps the suite quick.
      LOMI_SANDBOX_DELAY_MS: '1000',
      // Every spec reports from 127.0.0.1; the default limit (5 per 10 minutes) would trip across specs.
      LOMI_REPORT_RATE_LIMIT_MAX: '10000',
      LOMI_HELP_RATE_LIMIT_MAX: '10000',
      LOMI_CONTACT_RATE_LIMIT_MAX: '10000',
      LOMI_RECEIPT_RATE_LIMIT_MAX: '10000',
      LOMI_ACCOUNT_RATE_LIMIT_FACTOR: '100',
      // The specs start many donations from 127.0.0.1, many to the same sandbox phone numbers.
      LOMI_DONATION_RATE_LIMIT_MAX: '10000',
      LOMI_DONATION_PHONE_RATE_LIMIT_MAX: '10000',
      LOMI_DONATION_PENDING_PER_CLIENT_MAX: '10000',
      LOMI_DONATION_PENDING_PER_PHONE_MAX: '10000',
    },
  },
});
