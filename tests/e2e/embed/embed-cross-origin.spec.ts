// The snippet on another origin than the Lomi server: chunks and API calls cross origins, so the server's
// CORS headers and the loader's URL resolution are what make it work.
import { expect, test } from '@playwright/test';
import config from '../playwright.config.ts';
import { manifest, recordEmbedRequests, waitUntilRendered } from './embed-fixtures.ts';

const card = manifest.elements['lomi-campaign-card']!;
const launchOptions = config.use?.launchOptions ?? {};

// Both origins are on loopback here; Chromium's Local Network Access would ask the user's permission for a
// routed (address-less) page to reach 127.0.0.1, which real public host pages and servers never meet.
test.use({
  launchOptions: {
    ...launchOptions,
    args: [...(launchOptions.args ?? []), '--disable-features=LocalNetworkAccessChecks'],
  },
});

test('the snippet works on a third-party origin, with the API base taken from the loader', async ({
  page,
  baseURL,
}) => {
  // Another origin (localhost, not 127.0.0.1) on the same loopback, so only CORS stands between them.
  const hostOrigin = baseURL!.replace('127.0.0.1', 'localhost');
  expect(hostOrigin).not.toBe(baseURL);
  const requested = recordEmbedRequests(page);
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.route(`${hostOrigin}/charity/donate`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>A charity</title></head><body>
        <script async src="${baseURL}/embed/lomi.js"></script>
        <lomi-campaign-card campaign-id="1"></lomi-campaign-card></body></html>`,
    }),
  );
  await page.goto(`${hostOrigin}/charity/donate`);
  await waitUntilRendered(page.locator('lomi-campaign-card'));
  expect(requested).toContain(card.entry);
  expect(apiCalls).toContain(`${baseURL}/api/campaigns/1`);
  expect(apiCalls.filter((url) => !url.startsWith(`${baseURL}/`))).toEqual([]);
  expect(errors).toEqual([]);
});
