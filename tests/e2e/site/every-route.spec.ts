import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Campaign, OwnOrganization, PagedList, Session } from '@lomi/core';
import { baseURL } from '../playwright.config.ts';
import { listCampaigns } from './api.ts';
import { bearer, DEMO_ACCOUNTS, logIn, signInBrowser, signUp } from './accounts.ts';
import { expectAccessible } from './expect-accessible.ts';

// Issue 6 item 8: every route of the site, in English and in Amharic, shows its main heading in the right
// language without console errors or axe violations, and switching the language keeps the route. Issue 11:
// also for a visitor whose system prefers dark colours. The site has no dark theme of its own (its :root
// declares `color-scheme: light`), so the dark checks are that the page stays legible, form controls
// included. Each route is opened once per language, checked in light, then the same page is switched to dark
// as a visitor's system does at dusk, and checked again: no script of the site reads the preference when
// the page loads (CSS media queries follow the switch at once), so that page is the one a load in dark would
// show, for half the page loads.

/** A route of site/src/app/pages.ts. */
interface SitePage {
  path: string;
  access: 'all' | 'login' | 'logged-out';
}

// The routes come from the site's own registry, so a page added there is walked here at once. Loaded at run
// time (the registry only refers to its pages' modules, it does not load them).
const registry = new URL('../../../site/src/app/pages.ts', import.meta.url).href;
const { pages } = (await import(registry)) as { pages: SitePage[] };

const LANGUAGES = {
  en: { browserLocale: 'en-US', switchTo: 'am', switchLabel: 'አማርኛ' },
  am: { browserLocale: 'am-ET', switchTo: 'en', switchLabel: 'English' },
} as const;

interface ExampleIds {
  campaign: number;
  organization: number;
  /** A campaign of the demo owner, for the owner's pages. */
  ownCampaign: number;
  /** An approved organization that accepts Asrat (the demo owner's), for its Asrat page. */
  asratOrganization: number;
}

/** Pages about one of the user's own campaigns: walked signed in as the seed's owner, with one of theirs. */
const OWNER_PAGES = new Set(['/my-campaign/:id', '/campaign/:id/report']);

/**
 * The receipt page's example: a token whose lookup the walk answers with {@link EXAMPLE_RECEIPT} (the seed
 * has no receipts; receipt.spec.ts opens a real one). A 404 would log a console error.
 */
const EXAMPLE_RECEIPT_TOKEN = 'e'.repeat(43);
const EXAMPLE_RECEIPT = {
  invoiceId: '2f1c7a43-9d8e-4b6a-a1f2-3c4d5e6f7a8b',
  amount: 150_000,
  tip: 0,
  total: 150_000,
  currency: 'ETB',
  paymentMethod: 'telebirr',
  completedAt: '2026-11-23T07:00:00.000Z',
  campaign: { id: 1, title: 'ለትምህርት ቤት ውሃ' },
  organization: { id: 1, name: 'Hope Ethiopia' },
  donorName: null,
};

/** A real URL for a route pattern: ids of seeded public records; an unknown path for the catch-all. */
function exampleUrl(path: string, ids: ExampleIds): string {
  if (path === '*') return '/no-such-page/here';
  // A section with routes of its own (`/console/*`): its start.
  return path.replace(/\/\*$/, '').replace(/:(\w+)/g, (_match, name: string) => {
    if (name === 'token') return EXAMPLE_RECEIPT_TOKEN;
    if (name !== 'id') {
      throw new Error(
        `${path}: no example value for ":${name}"; add one to exampleUrl in every-route.spec.ts.`,
      );
    }
    if (OWNER_PAGES.has(path)) return String(ids.ownCampaign);
    if (path.startsWith('/asrat/')) return String(ids.asratOrganization);
    return String(path.startsWith('/organization/') ? ids.organization : ids.campaign);
  });
}

// Per worker: the seeded ids, one new account for the login-only pages (sign-ups are rate-limited per
// address) and the demo owner's session for the owner's pages.
let ids: Promise<ExampleIds> | undefined;
let account: Promise<Session> | undefined;
let owner: Promise<Session> | undefined;

async function exampleIds(request: APIRequestContext): Promise<ExampleIds> {
  const campaign = (await listCampaigns(request)).results[0];
  if (!campaign) throw new Error('The seed has no public campaign.');
  owner ??= logIn(request, DEMO_ACCOUNTS.owner);
  const mine = await request.get('/api/campaigns/mine/', { headers: bearer(await owner) });
  const ownCampaign = ((await mine.json()) as PagedList<Campaign>).results[0];
  if (!ownCampaign) throw new Error('The seed’s demo owner has no campaign.');
  const organizations = await request.get('/api/organizations/my_organization/', {
    headers: bearer(await owner),
  });
  const asrat = ((await organizations.json()) as PagedList<OwnOrganization>).results.find(
    (organization) => organization.approval_status === 'approved' && organization.accepts_asrat,
  );
  if (!asrat) throw new Error('The seed’s demo owner has no organization that accepts Asrat.');
  return {
    campaign: campaign.id,
    organization: campaign.organization.id,
    ownCampaign: ownCampaign.id,
    asratOrganization: asrat.id,
  };
}

/** Errors the page logs or throws, with where they came from. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  return errors;
}

const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * The machine is offline: another site's picture (a video's thumbnail) gets a stand-in, anything else an
 * empty answer, so the page meets what a visitor's browser would rather than a network error.
 */
async function standInForOtherSites(page: Page): Promise<void> {
  const origin = new URL(baseURL).origin;
  await page.route(
    (url) => url.origin !== origin && url.protocol.startsWith('http'),
    (route) =>
      route.request().resourceType() === 'image'
        ? route.fulfill({ status: 200, contentType: 'image/png', body: onePixelPng })
        : route.fulfill({ status: 204, body: '' }),
  );
}

for (const [locale, language] of Object.entries(LANGUAGES))
  test.describe(`every route in ${locale}, light then prefers dark`, () => {
    test.use({ locale: language.browserLocale, colorScheme: 'light' });

    for (const sitePage of pages) {
      test(`${sitePage.path}${sitePage.access === 'all' ? '' : ` (${sitePage.access})`}`, async ({
        page,
        context,
        request,
      }) => {
        ids ??= exampleIds(request);
        const url = exampleUrl(sitePage.path, await ids);
        const path = new URL(url, baseURL).pathname;
        if (sitePage.access === 'login') {
          account ??= signUp(request, 'routes').then(({ session }) => session);
          owner ??= logIn(request, DEMO_ACCOUNTS.owner);
          await signInBrowser(context, await (OWNER_PAGES.has(sitePage.path) ? owner : account));
        }
        const errors = collectErrors(page);
        await standInForOtherSites(page);
        await page.route(`**/api/receipts/${EXAMPLE_RECEIPT_TOKEN}`, (route) =>
          route.fulfill({ status: 200, json: EXAMPLE_RECEIPT }),
        );
        const prefersDark = () => page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches);
        const html = page.locator('html');
        const heading = page.getByRole('main').getByRole('heading', { level: 1 });

        await page.goto(url);
        await expect(html).toHaveAttribute('lang', locale);
        await expect(heading).toBeVisible();
        // A login-only page opened with a session, a logged-out one without: no redirect.
        expect(new URL(page.url()).pathname).toBe(path);
        await page.waitForLoadState('networkidle');
        expect(await prefersDark()).toBe(false);
        await expectAccessible(page);

        await page.emulateMedia({ colorScheme: 'dark' });
        expect(await prefersDark()).toBe(true);
        await expectAccessible(page);

        // The language switch in dark, then back in light: each scheme switches once.
        await page.getByRole('button', { name: language.switchLabel, exact: true }).click();
        await expect(html).toHaveAttribute('lang', language.switchTo);
        await expect(heading).toBeVisible();
        await expect.poll(() => new URL(page.url()).pathname).toBe(path);

        await page.emulateMedia({ colorScheme: 'light' });
        await page
          .getByRole('button', { name: LANGUAGES[language.switchTo].switchLabel, exact: true })
          .click();
        await expect(html).toHaveAttribute('lang', locale);
        await expect(heading).toBeVisible();
        await expect.poll(() => new URL(page.url()).pathname).toBe(path);

        expect(errors).toEqual([]);
      });
    }
  });
