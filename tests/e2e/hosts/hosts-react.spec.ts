// The Lomi elements inside a React 19 application: React renders the tags and sets `campaign-id` from its
// state; the elements show the new campaign when it changes, and survive being unmounted and mounted again.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { expect, test } from '@playwright/test';
import {
  expectShowsCampaign,
  expectSilentHostPage,
  getCampaign,
  pastedTags,
  watchHostPage,
} from './hosts-fixtures.ts';

const reactVersion: string = createRequire(import.meta.url)('react/package.json').version;
let appBundle: string;

test.beforeAll(async () => {
  // The host's own build: React and ReactDOM from node_modules, production mode, one ES module.
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./react-host/react-host-app.ts', import.meta.url))],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  appBundle = result.outputFiles[0]!.text;
});

test('a React 19 app renders the elements, switches their campaign from state, and remounts them', async ({
  page,
  request,
}) => {
  expect(reactVersion).toMatch(/^19\./);
  const first = await getCampaign(request, 1);
  const second = await getCampaign(request, 3);
  const log = watchHostPage(page);
  await page.route('/host/react/app.js', (route) =>
    route.fulfill({ contentType: 'text/javascript; charset=utf-8', body: appBundle }),
  );
  const config = JSON.stringify({ tags: pastedTags, campaignIds: [first.id, second.id] });
  await page.route('/host/react/index.html', (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,">
        <title>A React host</title>
        <script async src="/embed/lomi.js"></script>
        <script type="module" src="/host/react/app.js"></script></head>
        <body><div id="root" data-config='${config}'></div></body></html>`,
    }),
  );
  await page.goto('/host/react/index.html');

  await expect(page.locator('section[data-campaign]')).toHaveAttribute('data-campaign', String(first.id));
  for (const tag of pastedTags) await expectShowsCampaign(page.locator(tag), first);

  // React sets the new campaign-id; every element shows the other campaign.
  await page.getByRole('button', { name: 'Next campaign' }).click();
  await expect(page.locator('section[data-campaign]')).toHaveAttribute('data-campaign', String(second.id));
  for (const tag of pastedTags) {
    await expect(page.locator(tag)).toHaveAttribute('campaign-id', String(second.id));
    await expectShowsCampaign(page.locator(tag), second);
  }
  await expect(page.locator('lomi-campaign-card').getByText(first.title)).toHaveCount(0);

  // React unmounts the elements and mounts new ones.
  await page.getByRole('button', { name: 'Hide the widgets' }).click();
  for (const tag of pastedTags) await expect(page.locator(tag)).toHaveCount(0);
  await page.getByRole('button', { name: 'Show the widgets' }).click();
  for (const tag of pastedTags) await expectShowsCampaign(page.locator(tag), second);

  await page.waitForLoadState('networkidle');
  expectSilentHostPage(log);
});
