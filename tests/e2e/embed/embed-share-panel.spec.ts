// <lomi-share-panel> as built, on a host page beside a campaign card: the five networks open popups of the
// §2 sizes on their share pages (routed here, there is no internet), the link goes to the clipboard, the QR
// code's chunk is fetched only when the QR code is shown and draws the campaign link, the poster downloads as
// a PNG, and the host page hears a `lomi:share` event for each.
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { create } from 'qrcode';
import { manifest, recordEmbedRequests, serveHostPage } from './embed-fixtures.ts';

const snippet = '<script async src="/embed/lomi.js"></script>';
const panelElement = manifest.elements['lomi-share-panel']!;
const shareHosts = /^https:\/\/(www\.facebook\.com|twitter\.com|www\.linkedin\.com|wa\.me|t\.me)\//;

/** Records the `lomi:share` events the host page hears on `document`, as the page's own script would. */
async function listenToShareEvents(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const heard: unknown[] = [];
    Object.assign(window, { lomiHeard: heard });
    document.addEventListener('lomi:share', (event) => {
      const { detail, bubbles, composed, target } = event as CustomEvent;
      heard.push({ detail, bubbles, composed, target: (target as Element).localName });
    });
  });
}

const heardEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { lomiHeard: Array<Record<string, unknown>> }).lomiHeard);

/** A host page with a campaign card and a share panel for campaign 1; resolves to the panel once ready. */
async function openHostPage(page: Page, lang: 'en' | 'am' = 'en'): Promise<Locator> {
  await listenToShareEvents(page);
  // The share pages of the networks, answered here: the test machine has no internet.
  await page.context().route(shareHosts, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Share page</title><p>Shared</p>',
    }),
  );
  await serveHostPage(
    page,
    '/host/share.html',
    `${snippet}<lomi-campaign-card campaign-id="1"></lomi-campaign-card><lomi-share-panel campaign-id="1" lang="${lang}"></lomi-share-panel>`,
  );
  await page.goto('/host/share.html');
  const panel = page.locator('lomi-share-panel');
  await expect(panel).toHaveAttribute('data-state', 'ready');
  return panel;
}

async function campaignTitle(page: Page): Promise<string> {
  const response = await page.request.get('/api/campaigns/1');
  return ((await response.json()) as { title: string }).title;
}

test('the five networks open their share pages in popups of the §2 sizes, and the host hears each', async ({
  page,
  baseURL,
}) => {
  const panel = await openHostPage(page);
  const title = await campaignTitle(page);
  const url = `${baseURL}/campaign/1`;
  const networks = [
    {
      name: 'Share on Facebook',
      channel: 'facebook',
      page: 'https://www.facebook.com/sharer/sharer.php',
      query: { u: url },
      size: { width: 550, height: 400 },
    },
    {
      name: 'Share on X (Twitter)',
      channel: 'twitter',
      page: 'https://twitter.com/intent/tweet',
      query: { url, text: title },
      size: { width: 550, height: 400 },
    },
    {
      name: 'Share on LinkedIn',
      channel: 'linkedin',
      page: 'https://www.linkedin.com/sharing/share-offsite/',
      query: { url },
      size: { width: 750, height: 600 },
    },
    {
      name: 'Share on WhatsApp',
      channel: 'whatsapp',
      page: 'https://wa.me/',
      query: { text: `${title} ${url}` },
      size: { width: 550, height: 400 },
    },
    {
      name: 'Share on Telegram',
      channel: 'telegram',
      page: 'https://t.me/share/url',
      query: { url, text: title },
      size: { width: 550, height: 400 },
    },
  ];

  for (const network of networks) {
    const link = panel.getByRole('link', { name: network.name });
    const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    await popup.waitForLoadState();

    const opened = new URL(popup.url());
    expect(`${opened.origin}${opened.pathname}`, network.name).toBe(network.page);
    expect(Object.fromEntries(opened.searchParams), network.name).toEqual(network.query);
    expect(await popup.evaluate(() => ({ width: innerWidth, height: innerHeight })), network.name).toEqual(
      network.size,
    );
    // The share page cannot reach back into the host page.
    expect(await popup.evaluate(() => window.opener), network.name).toBeNull();
    await expect(popup.getByText('Shared')).toBeVisible();
    await popup.close();
  }
  // The host page itself never left.
  expect(page.url()).toBe(`${baseURL}/host/share.html`);

  expect(await heardEvents(page)).toEqual(
    networks.map(({ channel }) => ({
      detail: { campaignId: 1, channel, url },
      bubbles: true,
      composed: true,
      target: 'lomi-share-panel',
    })),
  );
});

test('a blocked popup falls back to the link, which opens the share page in a new tab', async ({
  page,
  baseURL,
}) => {
  // As a popup blocker does: window.open returns null.
  await page.addInitScript(() => {
    window.open = () => null;
  });
  const panel = await openHostPage(page);

  const [tab] = await Promise.all([
    page.waitForEvent('popup'),
    panel.getByRole('link', { name: 'Share on Facebook' }).click(),
  ]);
  await tab.waitForLoadState();

  expect(new URL(tab.url()).searchParams.get('u')).toBe(`${baseURL}/campaign/1`);
  expect(await tab.evaluate(() => window.opener)).toBeNull();
  expect(page.url()).toBe(`${baseURL}/host/share.html`);
});

test('Copy link puts the campaign link on the clipboard and says so', async ({ page, baseURL, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const panel = await openHostPage(page);

  await panel.getByRole('button', { name: 'Copy link' }).click();

  await expect(panel.getByRole('status').filter({ hasText: 'Link copied to clipboard' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/campaign/1`);
  expect(await heardEvents(page)).toEqual([
    {
      detail: { campaignId: 1, channel: 'copy-link', url: `${baseURL}/campaign/1` },
      bubbles: true,
      composed: true,
      target: 'lomi-share-panel',
    },
  ]);
});

test('the QR code chunk is fetched only when the QR code is shown, and the code holds the link', async ({
  page,
  baseURL,
}) => {
  const requested = recordEmbedRequests(page);
  const panel = await openHostPage(page);
  await page.waitForLoadState('networkidle');

  expect(panelElement.lazy.length).toBeGreaterThan(0);
  expect(requested.filter((file) => panelElement.lazy.includes(file))).toEqual([]);
  expect(await new AxeBuilder({ page }).include('lomi-share-panel').analyze()).toHaveProperty(
    'violations',
    [],
  );

  await panel.getByRole('button', { name: 'Show QR code' }).click();
  const qr = panel.getByRole('img', { name: /^QR code linking to / });
  await expect(qr).toBeVisible();
  expect(requested.filter((file) => panelElement.lazy.includes(file)).sort()).toEqual(
    [...panelElement.lazy].sort(),
  );
  expect(await new AxeBuilder({ page }).include('lomi-share-panel').analyze()).toHaveProperty(
    'violations',
    [],
  );

  // Read the drawn code back module by module: it must be the QR code of the campaign link.
  const { modules } = create(`${baseURL}/campaign/1`, { errorCorrectionLevel: 'M' });
  const drawn = await qr.evaluate((canvas, size) => {
    const element = canvas as HTMLCanvasElement;
    const context = element.getContext('2d')!;
    const { data, width } = context.getImageData(0, 0, element.width, element.height);
    const cells = size + 8;
    const bits: number[] = [];
    for (let row = 0; row < size; row++) {
      for (let column = 0; column < size; column++) {
        const x = Math.floor(((column + 4.5) * width) / cells);
        const y = Math.floor(((row + 4.5) * width) / cells);
        bits.push(data[(y * width + x) * 4]! < 128 ? 1 : 0);
      }
    }
    // The quiet zone: the first rows are white all across.
    const quiet = [...data.subarray(0, width * 4 * Math.floor((3 * width) / cells))].every(
      (value) => value > 200,
    );
    return { bits, quiet };
  }, modules.size);
  expect(drawn.quiet).toBe(true);
  expect(drawn.bits.join('')).toBe([...modules.data].join(''));
});

test('Download QR poster downloads an A4 PNG with the QR code, in Amharic too', async ({ page, baseURL }) => {
  // An Amharic title, as an Ethiopian charity would write it.
  await page.route('**/api/campaigns/1', async (route) => {
    const response = await route.fetch();
    const campaign = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...campaign, title: 'ለአበበ የልብ ቀዶ ጥገና ድጋፍ፤ የጎንደር ቤተሰቦች ጥሪ' } });
  });
  const panel = await openHostPage(page, 'am');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: 'የQR ፖስተሩን ያውርዱ' }).click(),
  ]);

  expect(download.suggestedFilename()).toBe('lomi-campaign-1-qr-poster.png');
  const file = await readFile(await download.path());
  const png = PNG.sync.read(file);
  expect([png.width, png.height]).toEqual([1240, 1754]);
  const dark = (x0: number, y0: number, x1: number, y1: number) => {
    let count = 0;
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) if (png.data[(y * png.width + x) * 4]! < 128) count++;
    }
    return count / ((x1 - x0) * (y1 - y0));
  };
  // Title text up top, a QR code (about half its modules dark) in the middle, white margins between the
  // green bands at the top and the bottom.
  expect(dark(100, 190, 1140, 270)).toBeGreaterThan(0.02);
  expect(dark(400, 800, 840, 1100)).toBeGreaterThan(0.3);
  expect(dark(0, 40, 90, 1714)).toBe(0);
  await expect
    .poll(() => heardEvents(page))
    .toEqual([
      {
        detail: { campaignId: 1, channel: 'qr-poster', url: `${baseURL}/campaign/1` },
        bubbles: true,
        composed: true,
        target: 'lomi-share-panel',
      },
    ]);
  await download.saveAs(test.info().outputPath('poster-am.png'));
});
