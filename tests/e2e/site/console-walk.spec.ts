import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Campaign, OwnCampaign, OwnOrganization, PagedList, Session } from '@lomi/core';
import sharp from 'sharp';
import { baseURL } from '../playwright.config.ts';
import { bearer, logIn, signInBrowser, signUp } from './accounts.ts';
import { donateThroughSandbox, getJson } from './api.ts';
import { createOrganization, submitCampaign } from './creator-flows.ts';

test.use({ locale: 'en-US' });

// Issue 14 #10: the console's day, end to end in Chromium. A creator submits an organization, an operator
// approves it; the creator submits a campaign with a photo, the operator publishes it; it is on /explore and
// takes a sandbox donation. The operator sets up a campaign for an organization directly and features it; a
// report leads to an unpublish. Every step is in the audit log, read on its screen. The creator and the
// operator each have their own browser context; the test's own API calls only check what the pages did.

const OPERATOR = { email: 'operator@example.com', password: 'lomi-demo-1234' };

/** A signed-in read through the API, to check what the pages did. */
async function readAs<T>(request: APIRequestContext, path: string, session: Session): Promise<T> {
  const response = await request.get(path, { headers: bearer(session) });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

/** The actions of the audit log screen filtered to one target, newest first, as the operator reads them. */
async function auditActions(page: Page, targetType: string, targetId: number): Promise<string[]> {
  await page.goto(`/console/audit-log?target_type=${targetType}&target_id=${targetId}`);
  const entries = page.getByRole('list', { name: 'Audit log entries' }).locator('.console-audit__entry');
  await expect(entries.first()).toBeVisible();
  return entries.locator('.console-audit__action').allTextContents();
}

test('an organization and a campaign go from a creator through the console to a donation, a feature and an unpublish', async ({
  page: creatorPage,
  context: creatorContext,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);

  // The creator: a new account submits an organization (pending until the team decides).
  const creator = await signUp(request, 'walker');
  await signInBrowser(creatorContext, creator.session);
  const organizationName = `Books for Bahir Dar ${stamp}`;
  await createOrganization(creatorPage, organizationName);
  const mine = await readAs<PagedList<OwnOrganization>>(
    request,
    '/api/organizations/my_organization/',
    creator.session,
  );
  const organization = mine.results[0]!;
  expect(organization.approval_status).toBe('pending');

  // The operator, in a browser of their own, finds it among those to review and approves it.
  const operatorContext = await browser.newContext({ baseURL, locale: 'en-US' });
  const operator = await logIn(request, OPERATOR);
  await signInBrowser(operatorContext, operator);
  const operatorPage = await operatorContext.newPage();
  await operatorPage.goto('/console/organizations?status=pending');
  await operatorPage.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(organizationName);
  await operatorPage.getByRole('button', { name: 'Search', exact: true }).click();
  await operatorPage.getByRole('link', { name: organizationName }).click();
  await expect(operatorPage.getByRole('heading', { level: 1 })).toHaveText(organizationName);
  await operatorPage.getByRole('button', { name: 'Approve' }).click();
  await expect(operatorPage.getByText(`${organizationName} is approved; its owner was told.`)).toBeVisible();
  const approved = await readAs<PagedList<OwnOrganization>>(
    request,
    '/api/organizations/my_organization/',
    creator.session,
  );
  expect(approved.results[0]!.approval_status).toBe('approved');

  // The creator submits a campaign with a photo; it waits in review, out of public view.
  const title = `Desks for Bahir Dar ${stamp}`;
  const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2d6a4f' } })
    .jpeg({ quality: 80 })
    .toBuffer();
  await submitCampaign(creatorPage, { title, photo });
  const owned = await readAs<PagedList<OwnCampaign>>(request, '/api/campaigns/mine/', creator.session);
  const submitted = owned.results.find((item) => item.title === title)!;
  expect(submitted.status).toBe('in_review');
  expect((await request.get(`/api/campaigns/${submitted.id}`)).status()).toBe(404);

  // The operator publishes it from the campaigns waiting for review.
  await operatorPage.goto('/console/campaigns?status=in_review');
  await operatorPage.getByRole('link', { name: title }).click();
  await operatorPage.getByRole('button', { name: 'Publish' }).click();
  await expect(operatorPage.getByText('The campaign is published.')).toBeVisible();

  // Live: on /explore by its title, and it takes a sandbox donation.
  await creatorPage.goto('/explore');
  await creatorPage.getByRole('searchbox', { name: 'Search campaigns' }).fill(title);
  await creatorPage.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(creatorPage.getByRole('heading', { name: title })).toBeVisible();
  await donateThroughSandbox(request, {
    campaign_id: submitted.id,
    amount: 25_000,
    phone_number: '251911223344',
    full_name: 'Almaz Walker',
  });
  const donated = await getJson<Campaign>(request, `/api/campaigns/${submitted.id}`);
  expect(donated.collected_amount).toBe(25_000);

  // The operator sets up a campaign for the organization directly (live at once) and features it.
  await operatorPage.goto('/console/campaigns/new');
  await operatorPage.getByRole('searchbox', { name: 'Find an approved organization' }).fill(organizationName);
  await operatorPage.getByRole('button', { name: 'Search', exact: true }).click();
  await operatorPage.getByRole('radio', { name: new RegExp(organizationName) }).check();
  await operatorPage.getByRole('radio', { name: 'Education' }).check();
  await operatorPage.getByRole('button', { name: 'Continue' }).click();
  await operatorPage.getByRole('radio', { name: 'Ethiopian birr (ETB)' }).check();
  await operatorPage.getByLabel('Goal in birr').fill('60000');
  await operatorPage.getByRole('button', { name: 'Continue' }).click();
  const setUpTitle = `Library for Bahir Dar ${stamp}`;
  await operatorPage.getByLabel('Campaign title', { exact: true }).fill(setUpTitle);
  await operatorPage
    .getByLabel('Your story', { exact: true })
    .fill('Shelves and books, set up by the Lomi team.');
  await operatorPage.getByRole('button', { name: 'Continue' }).click();
  await operatorPage
    .getByLabel('Campaign photo')
    .setInputFiles({ name: 'library.jpg', mimeType: 'image/jpeg', buffer: photo });
  await operatorPage.getByRole('button', { name: 'Continue' }).click();
  await operatorPage.getByRole('button', { name: 'Create' }).click();
  await expect(operatorPage).toHaveURL(/\/console\/campaigns\/\d+$/);
  const setUpId = Number(/\/console\/campaigns\/(\d+)$/.exec(operatorPage.url())![1]);
  await operatorPage.getByRole('button', { name: 'Feature' }).click();
  await expect(operatorPage.getByText('The campaign is featured.')).toBeVisible();
  const featured = await getJson<Campaign[]>(request, '/api/campaigns/featured');
  expect(featured.map((item) => item.id)).toContain(setUpId);

  // A visitor reports the creator's campaign; the operator resolves the report by unpublishing it.
  const reported = await request.post('/api/reports/', {
    data: { target_type: 'campaign', campaign_id: submitted.id, reason: 'misinformation' },
  });
  expect(reported.status(), await reported.text()).toBe(201);
  const { id: reportId } = (await reported.json()) as { id: number };
  await operatorPage.goto('/console/reports');
  const report = operatorPage
    .getByRole('listitem')
    .filter({ has: operatorPage.getByRole('heading', { name: `Report #${reportId}: Misinformation` }) });
  await report.getByRole('button', { name: `Resolve report #${reportId}` }).click();
  const dialog = operatorPage.getByRole('dialog', { name: `Resolve report #${reportId}` });
  await dialog.getByRole('textbox', { name: 'Note' }).fill('The school has not agreed to this campaign.');
  await dialog.getByRole('radio', { name: 'Unpublish the campaign' }).check();
  await dialog.getByRole('button', { name: 'Resolve the report' }).click();
  await expect(operatorPage.getByText(`Report #${reportId} is resolved.`)).toBeVisible();
  expect((await request.get(`/api/campaigns/${submitted.id}`)).status()).toBe(404);

  // Each step, in the audit log screen.
  expect(await auditActions(operatorPage, 'organization', organization.id)).toEqual(['organization.approve']);
  expect(await auditActions(operatorPage, 'campaign', submitted.id)).toEqual([
    'campaign.unpublish',
    'campaign.publish',
  ]);
  expect(await auditActions(operatorPage, 'campaign', setUpId)).toEqual([
    'campaign.feature',
    'campaign.create',
  ]);
  expect(await auditActions(operatorPage, 'report', reportId)).toEqual(['report.resolve']);
  await operatorContext.close();
});
