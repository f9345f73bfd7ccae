import { defineConfig, devices } from '@playwright/test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const port = Number(process.env.LOMI_STORYBOOK_PORT ?? 6106);
const baseURL = `http://127.0.0.1:${port}`;

// Debian's Chromium with the same flags as tests/e2e: never a downloaded browser, never the network.
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

/** Renders every story of the built Storybook (storybook-static/) in en/am × light/dark; see README.md. */
export default defineConfig({
  testDir: '.',
  outputDir: `./test-results/results-${port}`,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: process.env.LOMI_CHROMIUM ?? '/usr/bin/chromium', args: chromiumFlags },
    // No trace: it would record ~200 page loads; the failure messages name the story, combination and fault.
    trace: 'off',
  },
  webServer: {
    command: 'node tests/storybook/static-server.ts',
    cwd: root,
    url: `${baseURL}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
    env: { LOMI_STORYBOOK_PORT: String(port) },
  },
});
