/**
 * Captures the screenshots of /howitworks: the real screens of the site on a phone, in English and Amharic,
 * saved as WebP under site/public/how-it-works/{en,am}/ (a full-size screenshot and a thumbnail per step).
 * It starts nothing: point it at a running Lomi server with a fresh, seeded database (a donation is started
 * on it, and its sandbox phone never answers so the "approve on your phone" screen stays up).
 *
 *   PORT=3215 LOMI_DATA_DIR=/tmp/lomi-shots npx node packages/server/src/server.ts &   # after npm run build
 *   npx node site/build/how-it-works-screenshots.ts http://127.0.0.1:3215
 *
 * Uses Debian's Chromium (LOMI_CHROMIUM overrides), never a downloaded browser.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from '@playwright/test';
import type { Campaign, Locale, PagedList } from '@lomi/core';
import {
  HOW_IT_WORKS_STEPS,
  screenshotPath,
  SCREENSHOT_SCALE,
  SCREENSHOT_SIZE,
  SCREENSHOT_VIEWPORT,
  THUMBNAIL_SIZE,
  type HowItWorksStep,
} from '../src/pages/how-it-works/screenshots.ts';

const baseURL = process.argv[2] ?? process.env.LOMI_BASE_URL ?? 'http://localhost:3000';
const publicDir = fileURLToPath(new URL('../public', import.meta.url));
const LOCALES: readonly Locale[] = ['en', 'am'];

/** Budgets per file; the quality is lowered step by step until a file fits. */
const MAX_BYTES = { full: 60 * 1024, thumbnail: 16 * 1024 } as const;

/** The address the screenshots show (in the share panel's link). */
const SHOWN_ORIGIN = 'https://lomi.et';

/** A phone number whose sandbox payment request is never answered (see the payments README). */
const NEVER_ANSWERED_PHONE = '911229999';

async function pickCampaign(): Promise<Campaign> {
  const response = await fetch(`${baseURL}/api/campaigns/?ordering=-collected_amount`);
  if (!response.ok)
    throw new Error(`${baseURL} answered ${response.status}: is a Lomi server running there?`);
  const { results } = (await response.json()) as PagedList<Campaign>;
  const soon = Date.now() + 7 * 86_400_000;
  const campaign = results.find(
    (candidate) =>
      candidate.images.length > 0 &&
      candidate.goalEtbAmount > 0 &&
      candidate.title.length <= 40 &&
      (candidate.deadline === null || Date.parse(candidate.deadline) > soon),
  );
  if (!campaign) throw new Error('No open campaign with photos and an ETB goal to show.');
  return campaign;
}

/** The site path in `locale` (§1: `?lang=am`; English has no parameter). */
const localized = (path: string, locale: Locale) => (locale === 'am' ? `${path}?lang=am` : path);

/** Screens of the seven steps in one language, in order, as PNG. */
async function captureSteps(browser: Browser, locale: Locale, campaign: Campaign) {
  const context = await browser.newContext({
    baseURL: SHOWN_ORIGIN,
    viewport: SCREENSHOT_VIEWPORT,
    deviceScaleFactor: SCREENSHOT_SCALE,
    isMobile: true,
    hasTouch: true,
    locale: locale === 'am' ? 'am-ET' : 'en-US',
    reducedMotion: 'reduce',
  });
  // The browser believes it is on Lomi's public address, so the share panel shows a real link, not the
  // test server's: every request to it is answered by the running server.
  await context.route(`${SHOWN_ORIGIN}/**`, async (route) => {
    const url = baseURL + route.request().url().slice(SHOWN_ORIGIN.length);
    // Uncompressed, so the answer can be handed to the browser as it is.
    const headers = { ...route.request().headers(), 'accept-encoding': 'identity' };
    await route.fulfill({ response: await route.fetch({ url, headers }) });
  });
  const page = await context.newPage();
  const shots = new Map<HowItWorksStep, Buffer>();
  const shoot = async (step: HowItWorksStep) => {
    // Let images decode and fonts settle before the picture is taken.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready);
    shots.set(step, await page.screenshot({ type: 'png', animations: 'disabled', caret: 'hide' }));
  };

  await page.goto(localized('/explore', locale));
  await page.locator('.lomi-card').first().waitFor();
  // The search box right under the (sticky) header, the first campaign cards below it.
  await page
    .getByRole('searchbox')
    .first()
    .evaluate((element) => {
      const form = element.closest('form') ?? element;
      const header = document.querySelector('header')?.getBoundingClientRect().height ?? 0;
      window.scrollTo(0, form.getBoundingClientRect().top + window.scrollY - header - 12);
    });
  await shoot(1);

  await page.goto(localized(`/campaign/${campaign.id}`, locale));
  await page.getByRole('heading', { level: 1, name: campaign.title }).waitFor();
  await shoot(2);

  await page.locator('.donate-now__button').click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await dialog.locator('input[type=radio][value=telebirr]').check();
  await shoot(3);

  await dialog.locator('button[type=submit]').click();
  await dialog.locator('input[id$="-amount"]').fill('500');
  await dialog.locator('input[id$="-phone"]').fill(NEVER_ANSWERED_PHONE);
  await dialog.locator('input[id$="-anonymous"]').check();
  await dialog.locator('textarea').fill(locale === 'am' ? 'በርቱ! ከጎናችሁ ነን።' : 'Stay strong, we are with you!');
  await dialog.locator('textarea').blur();
  await shoot(4);

  await dialog.locator('button[type=submit]').click();
  await dialog.locator('button[type=submit]').waitFor();
  await shoot(5);

  await dialog.locator('button[type=submit]').click();
  await dialog.locator('.lomi-donate__waiting').waitFor();
  await shoot(6);

  await page.goto(localized(`/campaign/${campaign.id}`, locale));
  await page.getByRole('heading', { level: 1, name: campaign.title }).waitFor();
  await showSharePanel(page, locale);
  await shoot(7);

  await context.close();
  return shots;
}

/** Scrolls the campaign page's share panel (it arrives after the page's first paint) to the middle of the screen. */
async function showSharePanel(page: Page, locale: Locale): Promise<void> {
  const panel = page.locator('.lomi-share').first();
  await panel.waitFor({ timeout: 15_000 }).catch(() => {
    throw new Error(
      `The campaign page (${locale}) shows no share panel (.lomi-share) to capture for step 7.`,
    );
  });
  await panel.evaluate((element) => element.scrollIntoView({ block: 'center' }));
}

/**
 * Encodes a PNG screenshot as WebP at `width` x `height` in the browser (Chromium's encoder, no native
 * image library), lowering the quality until the file fits `maxBytes`.
 */
async function toWebp(
  page: Page,
  png: Buffer,
  width: number,
  height: number,
  maxBytes: number,
): Promise<Buffer> {
  for (const quality of [0.82, 0.76, 0.7, 0.64, 0.58, 0.52, 0.46, 0.4]) {
    const base64 = await page.evaluate(
      async ({ source, width, height, quality }) => {
        const image = new Image();
        image.src = `data:image/png;base64,${source}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        const context = canvas.getContext('2d');
        if (!context) throw new Error('No 2D canvas.');
        context.imageSmoothingQuality = 'high';
        context.drawImage(image, 0, 0, width, height);
        return canvas.toDataURL('image/webp', quality).split(',')[1] ?? '';
      },
      { source: png.toString('base64'), width, height, quality },
    );
    const webp = Buffer.from(base64, 'base64');
    if (webp.length <= maxBytes) return webp;
  }
  throw new Error(`Could not encode a ${width}x${height} screenshot within ${maxBytes} bytes.`);
}

const browser = await chromium.launch({
  executablePath: process.env.LOMI_CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--font-render-hinting=none'],
});
try {
  const campaign = await pickCampaign();
  const encoder = await browser.newPage();
  for (const locale of LOCALES) {
    const shots = await captureSteps(browser, locale, campaign);
    mkdirSync(`${publicDir}/how-it-works/${locale}`, { recursive: true });
    for (const step of HOW_IT_WORKS_STEPS) {
      const png = shots.get(step);
      if (!png) throw new Error(`Step ${step} (${locale}) was not captured.`);
      const files = [
        ['full', SCREENSHOT_SIZE.width, SCREENSHOT_SIZE.height, MAX_BYTES.full],
        ['thumbnail', THUMBNAIL_SIZE.width * 2, THUMBNAIL_SIZE.height * 2, MAX_BYTES.thumbnail],
      ] as const;
      for (const [size, width, height, maxBytes] of files) {
        const webp = await toWebp(encoder, png, width, height, maxBytes);
        const path = screenshotPath(locale, step, size);
        writeFileSync(`${publicDir}${path}`, webp);
        console.log(`${(webp.length / 1024).toFixed(1).padStart(6)} kB  site/public${path}`);
      }
    }
  }
} finally {
  await browser.close();
}
