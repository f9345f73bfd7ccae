// The snippet on plain HTML pages as people paste it: once, twice (a theme's footer and a blog post both
// carry it), and for two campaigns side by side. Every element shows its own campaign, the shared runtime
// is fetched once, and the host page hears nothing.
import { expect, test } from '@playwright/test';
import { manifest, recordEmbedRequests, serveHostPage } from '../embed/embed-fixtures.ts';
import {
  expectShowsCampaign,
  expectSilentHostPage,
  getCampaign,
  pastedTags,
  snippetTags,
  watchHostPage,
} from './hosts-fixtures.ts';

const snippet = '<script async src="/embed/lomi.js"></script>';

/** The files a page with `pastedTags` in English fetches from /embed/ at once, loader included. */
const eagerFiles = [
  ...new Set([
    manifest.loader,
    ...pastedTags.flatMap((tag) => [
      ...manifest.elements[tag]!.files,
      ...manifest.elements[tag]!.messages.en!,
    ]),
  ]),
].sort();

/**
 * The chunks elements import later on their own: the donate button's dialog when the page is idle, the
 * share panel's QR code when it is shown. Fetched once at most; which of them by now is not the point here.
 */
const lazyFiles = pastedTags
  .flatMap((tag) => manifest.elements[tag]!.lazy)
  .filter((file) => !eagerFiles.includes(file));

/** `requested` without the lazy chunks, sorted. */
const eager = (requested: string[]) => requested.filter((file) => !lazyFiles.includes(file)).sort();

/** The chunks every element loads: the shared runtime. */
const runtime = Object.values(manifest.elements)
  .map(({ files }) => files)
  .reduce((shared, files) => shared.filter((file) => files.includes(file)));

test('a plain HTML page: every pasted element shows its campaign, and the page hears nothing', async ({
  page,
  request,
}) => {
  expect(pastedTags).toEqual(
    expect.arrayContaining(['lomi-campaign-card', 'lomi-progress-meter', 'lomi-donate-button']),
  );
  const campaign = await getCampaign(request, 1);
  const requested = recordEmbedRequests(page);
  const log = watchHostPage(page);
  await serveHostPage(page, '/host/plain.html', `<h1>Our appeal</h1>${snippet}\n${snippetTags(1)}`);
  await page.goto('/host/plain.html');

  for (const tag of pastedTags) await expectShowsCampaign(page.locator(tag), campaign);
  await page.waitForLoadState('networkidle');
  expect(eager(requested)).toEqual(eagerFiles);
  expect(requested.filter((file, index) => requested.indexOf(file) !== index)).toEqual([]);
  expectSilentHostPage(log);
});

test('the snippet pasted twice: every element works, each file is fetched once, nothing is logged', async ({
  page,
  request,
  baseURL,
}) => {
  const campaign = await getCampaign(request, 1);
  const requested = recordEmbedRequests(page);
  const log = watchHostPage(page);
  // The theme's copy with a relative URL, the blog post's copy with the absolute one.
  await serveHostPage(
    page,
    '/host/pasted-twice.html',
    `<header>${snippet}\n${snippetTags(1)}</header>
     <article><p>Please help:</p><script async src="${baseURL}/embed/lomi.js"></script>\n${snippetTags(1)}</article>`,
  );
  await page.goto('/host/pasted-twice.html');

  for (const tag of pastedTags) {
    await expect(page.locator(tag)).toHaveCount(2);
    await expectShowsCampaign(page.locator(tag).first(), campaign);
    await expectShowsCampaign(page.locator(tag).last(), campaign);
  }
  await page.waitForLoadState('networkidle');
  const chunks = requested.filter((file) => file !== manifest.loader);
  expect(eager(chunks)).toEqual(eagerFiles.filter((file) => file !== manifest.loader));
  expect(chunks.filter((file, index) => chunks.indexOf(file) !== index)).toEqual([]);
  // The loader itself may come twice (the browser's cache decides); running twice must not matter.
  expect(requested.filter((file) => file === manifest.loader).length).toBeLessThanOrEqual(2);
  // The same version defined twice is skipped quietly (define.ts warns only when versions differ).
  expectSilentHostPage(log);
});

test('two campaigns on one page: each element shows its own campaign; the runtime is fetched once', async ({
  page,
  request,
}) => {
  const first = await getCampaign(request, 1);
  const second = await getCampaign(request, 2);
  // The test tells them apart by title and amounts.
  expect(second.title).not.toBe(first.title);
  expect([second.collected_amount, second.target_amount]).not.toEqual([
    first.collected_amount,
    first.target_amount,
  ]);
  const requested = recordEmbedRequests(page);
  const log = watchHostPage(page);
  await serveHostPage(
    page,
    '/host/two-campaigns.html',
    `${snippet}<section id="first">${snippetTags(first.id)}</section>
     <section id="second">${snippetTags(second.id)}</section>`,
  );
  await page.goto('/host/two-campaigns.html');

  for (const tag of pastedTags) {
    await expectShowsCampaign(page.locator(`#first ${tag}`), first);
    await expectShowsCampaign(page.locator(`#second ${tag}`), second);
  }
  await expect(page.locator('#first lomi-campaign-card').getByText(second.title)).toHaveCount(0);
  await expect(page.locator('#second lomi-campaign-card').getByText(first.title)).toHaveCount(0);

  // Each donate button opens the dialog of its own campaign.
  for (const [section, campaign] of [
    ['#first', first],
    ['#second', second],
  ] as const) {
    const button = page.locator(`${section} lomi-donate-button`);
    await button.getByRole('button', { name: 'Donate' }).click();
    await expect(button.getByRole('dialog', { name: `Donate to ${campaign.title}` })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(button.getByRole('dialog')).toBeHidden();
  }

  if (pastedTags.includes('lomi-report-form')) {
    // Each report form reports its own campaign.
    await page.evaluate(() => {
      const heard: unknown[] = [];
      Object.assign(window, { lomiReports: heard });
      document.addEventListener('lomi:report-submitted', (event) =>
        heard.push((event as CustomEvent).detail),
      );
    });
    for (const section of ['#first', '#second']) {
      const form = page.locator(`${section} lomi-report-form`);
      await form.getByRole('radio', { name: 'Spam' }).check();
      await form.getByRole('button', { name: 'Report' }).click();
      await expect(form.getByText('Campaign Reported, Thank you!')).toBeVisible();
    }
    expect(await page.evaluate(() => (window as unknown as { lomiReports: unknown[] }).lomiReports)).toEqual([
      { targetType: 'campaign', targetId: first.id, reason: 'spam' },
      { targetType: 'campaign', targetId: second.id, reason: 'spam' },
    ]);
  }

  await page.waitForLoadState('networkidle');
  expect(runtime.length).toBeGreaterThan(0);
  for (const file of runtime) expect(requested.filter((name) => name === file)).toEqual([file]);
  expect(requested.filter((file, index) => requested.indexOf(file) !== index)).toEqual([]);
  expectSilentHostPage(log);
});
