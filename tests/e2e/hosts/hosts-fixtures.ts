// Shared facts for the host-page tests: which elements a host pastes, what each shows of its campaign, and
// what the host page's console, error handlers and CSP reporting heard. The elements are the built bundles
// (packages/elements/dist) served at /embed/; the seeded campaigns are read through the public API.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Campaign } from '@lomi/core';
import { formatMoney } from '@lomi/core';
import { manifest } from '../embed/embed-fixtures.ts';

/**
 * The elements a host page pastes with a `campaign-id`, in page order: the card, meter and donate button,
 * and the share panel and report form once the build has them. The dialog and wizard are covered by the
 * donation specs; here they would only open over the page.
 */
export const pastedTags = [
  'lomi-campaign-card',
  'lomi-progress-meter',
  'lomi-donate-button',
  'lomi-share-panel',
  'lomi-report-form',
].filter((tag) => tag in manifest.elements);

/** The elements among `pastedTags` that fetch their campaign from the API before they show anything. */
export const campaignTags = pastedTags.filter((tag) =>
  ['lomi-campaign-card', 'lomi-progress-meter', 'lomi-share-panel'].includes(tag),
);

/** The snippet's tags for `campaignId`, with `attributes` (` lang="am"`) on each. */
export function snippetTags(campaignId: number, attributes = ''): string {
  return pastedTags.map((tag) => `<${tag} campaign-id="${campaignId}"${attributes}></${tag}>`).join('\n');
}

/** A campaign as the API serves it. */
export async function getCampaign(request: APIRequestContext, id: number): Promise<Campaign> {
  const response = await request.get(`/api/campaigns/${id}`);
  if (!response.ok()) throw new Error(`GET /api/campaigns/${id} answered ${response.status()}`);
  return (await response.json()) as Campaign;
}

/** The text inside `element`'s shadow root. */
export function shadowText(element: Locator): Promise<string> {
  return element.evaluate((host) => host.shadowRoot?.textContent ?? '');
}

/**
 * Expects `element` (one of `pastedTags`) to be ready and to show `campaign` in English: the card its
 * title, the meter its amounts, the button its label, the share panel links to the campaign's page, the
 * report form its form.
 */
export async function expectShowsCampaign(element: Locator, campaign: Campaign): Promise<void> {
  await expect(element).toHaveAttribute('data-state', 'ready');
  const tag = await element.evaluate((host) => host.localName);
  switch (tag) {
    case 'lomi-campaign-card':
      await expect(element.getByText(campaign.title)).toBeVisible();
      break;
    case 'lomi-progress-meter': {
      const amounts = element.locator('[part~="amounts"]');
      await expect(amounts).toContainText(formatMoney(campaign.collected_amount, 'ETB', 'en'));
      await expect(amounts).toContainText(formatMoney(campaign.target_amount, 'ETB', 'en'));
      break;
    }
    case 'lomi-donate-button':
      await expect(element.getByRole('button', { name: 'Donate' })).toBeVisible();
      break;
    case 'lomi-share-panel': {
      await expect(element.locator('[part~="share-panel"]')).toBeVisible();
      await expect
        .poll(() =>
          element.evaluate((host) =>
            [...(host.shadowRoot?.querySelectorAll('a[href]') ?? [])].map((link) =>
              decodeURIComponent((link as HTMLAnchorElement).href),
            ),
          ),
        )
        .toContainEqual(expect.stringContaining(`/campaign/${campaign.id}`));
      break;
    }
    case 'lomi-report-form':
      await expect(element.locator('[part~="report-form"]')).toBeVisible();
      await expect(element.locator('[part~="submit-button"]')).toBeVisible();
      break;
    default:
      throw new Error(`No expectation for <${tag}>`);
  }
}

/** The lines Chromium itself logs for a request that failed (not something our code logged). */
const browserResourceError = /^Failed to load resource: /;

/** What the host page heard: uncaught errors, console lines, and Content-Security-Policy violations. */
export interface HostPageLog {
  /** Errors thrown into the page (`pageerror`): there must never be any. */
  pageErrors: string[];
  /** `console.error` lines, except Chromium's own lines for failed requests. */
  consoleErrors: string[];
  /** `console.warn` lines. */
  warnings: string[];
  /** Chromium's own console lines for failed requests. */
  failedResources: string[];
}

/** Starts recording what the host page hears; call before `page.goto`. */
export function watchHostPage(page: Page): HostPageLog {
  const log: HostPageLog = { pageErrors: [], consoleErrors: [], warnings: [], failedResources: [] };
  page.on('pageerror', (error) => log.pageErrors.push(error.message));
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error') {
      (browserResourceError.test(text) ? log.failedResources : log.consoleErrors).push(text);
    }
    if (message.type() === 'warning') log.warnings.push(text);
  });
  return log;
}

/** Expects the host page to have heard nothing from Lomi: no thrown error, no console error or warning. */
export function expectSilentHostPage(log: HostPageLog): void {
  expect(log.pageErrors).toEqual([]);
  expect(log.consoleErrors).toEqual([]);
  expect(log.warnings).toEqual([]);
  expect(log.failedResources).toEqual([]);
}
