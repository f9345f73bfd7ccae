// The snippet on a bad network: the Lomi API unreachable or slow, or Lomi's own chunks unreachable. The
// elements show a quiet, translated state; nothing is thrown into the host page, and its console gets at
// most a [lomi] warning beside the browser's own lines for the failed requests.
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Route } from '@playwright/test';
import { manifest, recordEmbedRequests, serveHostPage } from '../embed/embed-fixtures.ts';
import {
  campaignTags,
  expectShowsCampaign,
  getCampaign,
  pastedTags,
  shadowText,
  snippetTags,
  watchHostPage,
} from './hosts-fixtures.ts';

const snippet = '<script async src="/embed/lomi.js"></script>';

/** A catalog of the elements' texts (packages/core/src/i18n/messages/<feature>/<locale>.json). */
const catalog = (feature: string, locale: 'en' | 'am'): Record<string, string> =>
  JSON.parse(
    readFileSync(
      new URL(`../../../packages/core/src/i18n/messages/${feature}/${locale}.json`, import.meta.url),
      'utf8',
    ),
  );
const campaignState = (locale: 'en' | 'am') => catalog('campaign-state', locale);
const donateDialog = (locale: 'en' | 'am') => catalog('donate-dialog', locale);

test('the API unreachable: a quiet, translated error with Try again, in English and in Amharic', async ({
  page,
}) => {
  const log = watchHostPage(page);
  const apiCalls: string[] = [];
  await page.route('**/api/**', (route) => {
    apiCalls.push(route.request().url());
    return route.abort('connectionrefused');
  });
  await serveHostPage(
    page,
    '/host/offline.html',
    `${snippet}<section id="en">${snippetTags(1, ' lang="en"')}</section>
     <section id="am">${snippetTags(1, ' lang="am"')}</section>
     <p id="after">The host page keeps working.</p>`,
  );
  await page.goto('/host/offline.html');

  for (const locale of ['en', 'am'] as const) {
    const messages = campaignState(locale);
    for (const tag of campaignTags) {
      const element = page.locator(`#${locale} ${tag}`);
      await expect(element).toHaveAttribute('data-state', 'error');
      await expect(element.getByRole('alert')).toHaveText(
        new RegExp(`^${escapeRegExp(messages['campaign-state.offline']!)}`),
      );
      await expect(element.getByRole('button', { name: messages['campaign-state.retry'] })).toBeVisible();
    }
    // The others need no campaign to show themselves (the donate button asks for it when clicked).
    for (const tag of pastedTags.filter((name) => !campaignTags.includes(name))) {
      await expect(page.locator(`#${locale} ${tag}`)).toHaveAttribute('data-state', 'ready');
    }
  }
  expect(apiCalls.length).toBeGreaterThan(0);
  await expect(page.locator('#after')).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(log.pageErrors).toEqual([]);
  expect(log.consoleErrors).toEqual([]);
  expect(log.warnings).toEqual([]);
  // Only the browser's own lines, one per refused request.
  expect(log.failedResources.length).toBeGreaterThan(0);
});

test('the API slow (8 s): a visible loading state, then the campaign, and nothing logged', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const campaign = await getCampaign(request, 1);
  const delayMs = 8_000;
  // Every data-state each element takes, from before the loader runs.
  await page.addInitScript(() => {
    const states: Record<string, string[]> = {};
    Object.assign(window, { lomiStates: states });
    new MutationObserver((records) => {
      for (const record of records) {
        const target = record.target as Element;
        (states[target.localName] ??= []).push(target.getAttribute('data-state') ?? '');
      }
    }).observe(document, { subtree: true, attributeFilter: ['data-state'] });
  });
  const log = watchHostPage(page);
  await page.route('**/api/campaigns/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue().catch(() => undefined);
  });
  await serveHostPage(page, '/host/slow.html', `${snippet}${snippetTags(1)}`);
  const started = Date.now();
  await page.goto('/host/slow.html');

  const en = campaignState('en');
  for (const tag of campaignTags) {
    const element = page.locator(tag);
    // A placeholder the reader sees, announced to screen readers in the element's language.
    await expect(element.locator('.lomi-skeleton').first()).toBeVisible();
    await expect(element).toHaveAttribute('data-state', 'loading');
    await expect(element.getByRole('status')).toHaveText(en['campaign-state.loading']!);
    await expectVisibleBox(element);
  }

  for (const tag of pastedTags) {
    await expectShowsCampaign(page.locator(tag), campaign);
  }
  expect(Date.now() - started).toBeGreaterThanOrEqual(delayMs);
  const states = await page.evaluate(
    () => (window as unknown as { lomiStates: Record<string, string[]> }).lomiStates,
  );
  for (const tag of campaignTags) {
    expect(states[tag]?.[0], tag).toBe('loading');
    expect(states[tag]?.at(-1), tag).toBe('ready');
    expect(
      states[tag]?.filter((state) => state !== 'loading' && state !== 'ready'),
      tag,
    ).toEqual([]);
  }
  await page.waitForLoadState('networkidle');
  expect(log.pageErrors).toEqual([]);
  expect(log.consoleErrors).toEqual([]);
  expect(log.warnings).toEqual([]);
});

test('the shared runtime chunk unreachable: every element shows data-state="error", one [lomi] warning each', async ({
  page,
}) => {
  // Every tag of the SDK, so the loader has requested them all (and stopped watching) when they fail.
  const tags = Object.keys(manifest.elements);
  const log = watchHostPage(page);
  const requested = recordEmbedRequests(page);
  await page.route('**/embed/runtime-*.js', (route) => route.abort());
  await serveHostPage(
    page,
    '/host/no-runtime.html',
    `${snippet}${tags.map((tag) => `<${tag} campaign-id="1"></${tag}>`).join('')}
     <p id="after">The host page keeps working.</p>`,
  );
  await page.goto('/host/no-runtime.html');

  for (const tag of tags) {
    await expect(page.locator(tag)).toHaveAttribute('data-state', 'error');
    expect(await page.evaluate((name) => customElements.get(name) === undefined, tag)).toBe(true);
  }
  await expect(page.locator('#after')).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(log.pageErrors).toEqual([]);
  expect(log.consoleErrors).toEqual([]);
  // One warning per tag, each naming it.
  for (const warning of log.warnings) expect(warning).toMatch(/^\[lomi\] could not load <lomi-[a-z-]+>/);
  expect(log.warnings.map((warning) => /<(lomi-[a-z-]+)>/.exec(warning)?.[1]).sort()).toEqual(
    [...tags].sort(),
  );
  expect(log.failedResources.length).toBeGreaterThan(0);

  // A tag the page adds later is marked at once, without another attempt.
  const before = requested.length;
  await page.evaluate(() => document.body.append(document.createElement('lomi-campaign-card')));
  await expect(page.locator('lomi-campaign-card').last()).toHaveAttribute('data-state', 'error');
  expect(requested.length).toBe(before);
});

test('the catalogs unreachable: the elements show data-state="error" with a [lomi] warning, nothing thrown', async ({
  page,
}) => {
  const log = watchHostPage(page);
  await page.route('**/embed/messages-*.js', (route) => route.abort());
  await serveHostPage(page, '/host/no-messages.html', `${snippet}${snippetTags(1)}`);
  await page.goto('/host/no-messages.html');

  for (const tag of pastedTags) await expect(page.locator(tag)).toHaveAttribute('data-state', 'error');
  await page.waitForLoadState('networkidle');

  expect(log.pageErrors).toEqual([]);
  expect(log.consoleErrors).toEqual([]);
  expect(log.warnings.length).toBeGreaterThan(0);
  for (const warning of log.warnings) expect(warning).toMatch(/^\[lomi\] could not load the "en" messages/);
});

test('the donate dialog’s code unreachable: a click says so in the page language, and the next click opens it', async ({
  page,
}) => {
  const log = watchHostPage(page);
  const blockDialog = (route: Route) => route.abort();
  await page.route('**/embed/donate-dialog-chunk-*.js', blockDialog);
  await serveHostPage(
    page,
    '/host/no-dialog.html',
    `${snippet}<lomi-donate-button campaign-id="1" lang="am"></lomi-donate-button>`,
  );
  await page.goto('/host/no-dialog.html');
  const element = page.locator('lomi-donate-button');
  await expect(element).toHaveAttribute('data-state', 'ready');
  const messages = donateDialog('am');

  await element.getByRole('button', { name: messages['donate-dialog.title'] }).click();
  await expect(element.getByRole('alert')).toHaveText(messages['donate-dialog.load-failed']!);
  await expect(element.getByRole('dialog')).toHaveCount(0);

  await page.unroute('**/embed/donate-dialog-chunk-*.js', blockDialog);
  await element.getByRole('button', { name: messages['donate-dialog.title'] }).click();
  await expect(element.getByRole('dialog')).toBeVisible();
  await expect(element.getByRole('alert')).toHaveCount(0);

  expect(log.pageErrors).toEqual([]);
  expect(log.consoleErrors).toEqual([]);
  expect(log.warnings.length).toBeGreaterThan(0);
  for (const warning of log.warnings) expect(warning).toMatch(/^\[lomi\] could not load the donate dialog/);
});

/** Expects `element` to take room on the page (a placeholder, not an empty box). */
async function expectVisibleBox(element: Locator): Promise<void> {
  const box = await element.boundingBox();
  expect(box?.width).toBeGreaterThan(0);
  expect(box?.height).toBeGreaterThan(20);
  expect(await shadowText(element)).not.toBe('');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
