import { expect, test, type Page } from '@playwright/test';
import type { Campaign } from '@lomi/core';
import { baseURL } from '../playwright.config.ts';
import { DEMO_ACCOUNTS, logIn, signInBrowser } from './accounts.ts';
import { allCampaigns } from './api.ts';

// Security review #5: the site's pages now carry a Content-Security-Policy. Nothing the site loads may be
// refused by it (scripts, styles, YouTube pictures and player, QR canvases, the embed elements), and no other
// site may frame the site or the sandbox checkout.

/** Collects every CSP violation the page reports, as events and as console errors. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(`${event.violatedDirective} refused ${event.blockedURI || 'inline'} on ${location.pathname}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  return violations;
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

// No internet in tests: YouTube's picture and player are answered here, after the CSP let them be asked for.
async function fakeYouTube(page: Page) {
  await page.route(/^https:\/\/img\.youtube\.com\//, (route) =>
    route.fulfill({ contentType: 'image/png', body: PNG }),
  );
  await page.route(/^https:\/\/www\.youtube-nocookie\.com\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<p>YouTube player</p>' }),
  );
}

let campaigns: Promise<Campaign[]> | undefined;

test('the main routes load under their CSP with no violation', async ({ page, request }) => {
  const [campaign] = await (campaigns ??= allCampaigns(request));
  const violations = await watchViolations(page);
  const routes = [
    '/',
    '/explore',
    `/campaign/${campaign!.id}`,
    `/organization/${campaign!.organization.id}`,
    '/embed',
    '/howitworks',
    '/help',
    '/login',
    '/signup',
    '/no-such-page',
  ];
  for (const path of routes) {
    const response = await page.goto(path);
    expect(response!.headers()['content-security-policy'], path).toContain("frame-ancestors 'self'");
    await expect(page.locator('h1').first(), path).toBeVisible();
  }
  expect(violations).toEqual([]);
});

test('the signed-in pages load under their CSP with no violation', async ({ page, request, context }) => {
  const violations = await watchViolations(page);
  await signInBrowser(context, await logIn(request, DEMO_ACCOUNTS.owner));
  for (const path of ['/user', '/mycampaigns', '/saved', '/notifications', '/withdraw']) {
    await page.goto(path);
    await expect(page.locator('h1').first(), path).toBeVisible();
  }
  expect(violations).toEqual([]);
});

test('the campaign page shows its YouTube picture, plays the video and draws its QR code under the CSP', async ({
  page,
  request,
}) => {
  const campaign = (await (campaigns ??= allCampaigns(request))).find((item) =>
    item.video_url?.includes('v='),
  );
  if (!campaign) throw new Error('The seed has no campaign with a YouTube video.');
  const violations = await watchViolations(page);
  await fakeYouTube(page);
  await page.goto(`/campaign/${campaign.id}`);

  const thumbnail = page.getByRole('button', { name: 'Watch the campaign video' });
  await expect(thumbnail.locator('img')).toHaveJSProperty('complete', true);
  expect(await thumbnail.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);

  await thumbnail.click();
  const player = page.getByRole('dialog', { name: 'Campaign video' }).locator('iframe');
  await expect(player).toBeVisible();
  await expect(
    page.frameLocator('iframe[src*="youtube-nocookie"]').getByText('YouTube player'),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  // The server's QR picture, and the share panel's QR code drawn on a canvas.
  const qr = page.getByRole('img', { name: "QR code of this campaign's page" });
  await qr.scrollIntoViewIfNeeded();
  await expect(qr).toHaveJSProperty('complete', true);
  expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Show QR code' }).first().click();
  await expect(page.locator('canvas.lomi-share__qr-code').first()).toBeVisible();
  expect(violations).toEqual([]);
});

test('no other site can frame the site or the sandbox checkout', async ({ page, request }) => {
  const [campaign] = await (campaigns ??= allCampaigns(request));
  const started = await request.post('/api/donation/lakipay/checkout/', {
    data: { amount: 1_500, campaign_id: campaign!.id, anonymous: true },
  });
  expect(started.status()).toBe(201);
  const { payment_url: checkout } = (await started.json()) as { payment_url: string };
  expect(checkout.startsWith(`${baseURL}/sandbox/checkout/`)).toBe(true);

  const framed = [`${baseURL}/campaign/${campaign!.id}`, checkout];
  /** Opens a page at `parent` (answered here, never from the network) that frames both; their URLs. */
  async function frameBoth(parent: string) {
    await page.route(parent, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html>${framed.map((url) => `<iframe src="${url}"></iframe>`).join('')}`,
      }),
    );
    await page.goto(parent);
    return () =>
      page
        .frames()
        .filter((frame) => frame !== page.mainFrame())
        .map((frame) => frame.url());
  }

  // This site may frame its own pages (never the checkout, whose Pay button must not be overlaid)...
  await expect
    .poll(await frameBoth(`${baseURL}/framing-test.html`))
    .toEqual([framed[0], 'chrome-error://chromewebdata/']);
  // ...another site gets the browser's error page in their place.
  await expect
    .poll(await frameBoth('http://evil.test/frame.html'))
    .toEqual(['chrome-error://chromewebdata/', 'chrome-error://chromewebdata/']);
});
