// The common attributes of the elements (lang, theme, api-base) and theming from the host page.
import { expect, test } from '@playwright/test';
import { manifest, recordEmbedRequests, serveHostPage, waitUntilRendered } from './embed-fixtures.ts';

const snippet = '<script async src="/embed/lomi.js"></script>';

test('without a lang attribute the element follows the host page’s <html lang>', async ({ page }) => {
  const requested = recordEmbedRequests(page);
  await page.route('/host/amharic-page.html', (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="am-ET"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>ገጽ</title></head>
        <body>${snippet}<lomi-progress-meter campaign-id="1"></lomi-progress-meter></body></html>`,
    }),
  );
  await page.goto('/host/amharic-page.html');
  const element = page.locator('lomi-progress-meter');
  await waitUntilRendered(element);

  await expect(element.locator('.lomi-root')).toHaveAttribute('lang', 'am');
  const meter = manifest.elements['lomi-progress-meter']!;
  expect(requested).toEqual(expect.arrayContaining(meter.messages.am!));
  expect(requested.filter((file) => file.startsWith('messages-') && !file.includes('-am-'))).toEqual([]);
});

test('switching the lang attribute re-renders the element in the other language', async ({ page }) => {
  await serveHostPage(
    page,
    '/host/switch-lang.html',
    `${snippet}<lomi-campaign-card campaign-id="1" lang="en"></lomi-campaign-card>`,
  );
  await page.goto('/host/switch-lang.html');
  const element = page.locator('lomi-campaign-card');
  await waitUntilRendered(element);
  await expect(element.locator('.lomi-root')).toHaveAttribute('lang', 'en');

  await element.evaluate((host) => host.setAttribute('lang', 'am'));
  await expect(element.locator('.lomi-root')).toHaveAttribute('lang', 'am');
  const text = await element.evaluate((host) => host.shadowRoot?.querySelector('.lomi-root')?.textContent);
  expect(text).toMatch(/[\u1200-\u137f]/);
});

test('theme="dark" switches the colours, and the host page themes through --lomi-* properties', async ({
  page,
}) => {
  await serveHostPage(
    page,
    '/host/themes.html',
    `<style>#branded { --lomi-color-primary: rgb(122, 31, 92); }</style>${snippet}
    <lomi-progress-meter id="light" campaign-id="1"></lomi-progress-meter>
    <lomi-progress-meter id="dark" campaign-id="1" theme="dark"></lomi-progress-meter>
    <lomi-progress-meter id="branded" campaign-id="1"></lomi-progress-meter>`,
  );
  await page.goto('/host/themes.html');
  for (const id of ['light', 'dark', 'branded']) await waitUntilRendered(page.locator(`#${id}`));
  const bar = (id: string) => page.locator(`#${id} .lomi-progress__bar`);

  await expect(page.locator('#dark .lomi-root')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('#light .lomi-root')).toHaveAttribute('data-theme', 'light');
  const light = await bar('light').evaluate((element) => getComputedStyle(element).backgroundColor);
  const dark = await bar('dark').evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(dark).not.toBe(light);
  await expect(bar('branded')).toHaveCSS('background-color', 'rgb(122, 31, 92)');

  await page.locator('#light').evaluate((host) => host.setAttribute('theme', 'dark'));
  await expect(page.locator('#light .lomi-root')).toHaveAttribute('data-theme', 'dark');
});

test('api-base sends the element’s API calls to another origin', async ({ page, request }) => {
  const campaign = await (await request.get('/api/campaigns/2')).json();
  const apiCalls: string[] = [];
  await page.route('http://api.lomi.test/**', async (route) => {
    apiCalls.push(route.request().url());
    const response = await request.get(new URL(route.request().url()).pathname);
    await route.fulfill({
      status: response.status(),
      headers: { 'content-type': response.headers()['content-type']!, 'access-control-allow-origin': '*' },
      body: await response.body(),
    });
  });
  await serveHostPage(
    page,
    '/host/api-base.html',
    `${snippet}<lomi-campaign-card campaign-id="2" api-base="http://api.lomi.test"></lomi-campaign-card>`,
  );
  await page.goto('/host/api-base.html');
  const element = page.locator('lomi-campaign-card');
  await waitUntilRendered(element);

  await expect(element.getByText(campaign.title)).toBeVisible();
  expect(apiCalls).toContain('http://api.lomi.test/api/campaigns/2');
  await expect(element.getByRole('link').first()).toHaveAttribute('href', 'http://api.lomi.test/campaign/2');
});
