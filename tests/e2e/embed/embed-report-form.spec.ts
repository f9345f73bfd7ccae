// <lomi-report-form> as built, on a host page: the reporter fills the §2 form for a campaign and for an
// organization, the real server stores the report (201), the form thanks them, and the host page hears
// `lomi:report-submitted` with what was reported.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { Organization, PagedList, SubmittedReport } from '@lomi/core';
import { getJson, listCampaigns } from '../site/api.ts';
import { serveHostPage } from './embed-fixtures.ts';

const snippet = '<script async src="/embed/lomi.js"></script>';

/** Records the report events the host page hears on `document`, as the page's own script would. */
async function listenToReportEvents(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const heard: unknown[] = [];
    Object.assign(window, { lomiHeard: heard });
    document.addEventListener('lomi:report-submitted', (event) => {
      const { detail, bubbles, composed, target } = event as CustomEvent;
      heard.push({ detail, bubbles, composed, target: (target as Element).localName });
    });
  });
}

const heardEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { lomiHeard: Array<Record<string, unknown>> }).lomiHeard);

const reportResponse = (page: Page) =>
  page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/reports/',
  );

test('a visitor reports a campaign with their own words; the server stores it and the host hears it', async ({
  page,
  request,
}) => {
  const [campaign] = (await listCampaigns(request)).results;
  await listenToReportEvents(page);
  await serveHostPage(
    page,
    '/host/report-campaign.html',
    `${snippet}<lomi-report-form campaign-id="${campaign!.id}"></lomi-report-form>`,
  );
  await page.goto('/host/report-campaign.html');
  const element = page.locator('lomi-report-form');
  await expect(element).toHaveAttribute('data-state', 'ready');

  const form = element.getByRole('form', { name: 'Report this campaign' });
  await expect(form.getByRole('radio', { name: 'Other' })).toBeChecked();
  const submit = form.getByRole('button', { name: 'Report' });
  await expect(submit).toBeDisabled();
  expect((await new AxeBuilder({ page }).include('lomi-report-form').analyze()).violations).toEqual([]);

  await form.getByLabel('Tell us what is wrong').fill('The photos belong to another fundraiser.');
  await form.getByLabel('E-mail (optional)').fill('reader@example.com');
  await expect(submit).toBeEnabled();
  const answer = reportResponse(page);
  await submit.click();

  const response = await answer;
  expect(response.status()).toBe(201);
  const stored = (await response.json()) as SubmittedReport;
  expect(stored).toMatchObject({
    id: expect.any(Number),
    target_type: 'campaign',
    campaign_id: campaign!.id,
    organization_id: null,
    reason: 'other',
  });
  expect(response.request().postDataJSON()).toEqual({
    target_type: 'campaign',
    campaign_id: campaign!.id,
    reason: 'other',
    message: 'The photos belong to another fundraiser.',
    reporter_email: 'reader@example.com',
  });
  await expect(element.getByRole('status')).toHaveText('Campaign Reported, Thank you!');
  expect(await heardEvents(page)).toEqual([
    {
      detail: { targetType: 'campaign', targetId: campaign!.id, reason: 'other' },
      bubbles: true,
      composed: true,
      target: 'lomi-report-form',
    },
  ]);
  expect((await new AxeBuilder({ page }).include('lomi-report-form').analyze()).violations).toEqual([]);
});

test('a visitor reports an organization with a reason and a phone number', async ({ page, request }) => {
  const organizations = await getJson<PagedList<Organization>>(
    request,
    '/api/organizations/all_organizations/',
  );
  const organization = organizations.results[0]!;
  await listenToReportEvents(page);
  await serveHostPage(
    page,
    '/host/report-organization.html',
    `${snippet}<lomi-report-form organization-id="${organization.id}"></lomi-report-form>`,
  );
  await page.goto('/host/report-organization.html');
  const element = page.locator('lomi-report-form');
  await expect(element).toHaveAttribute('data-state', 'ready');

  const form = element.getByRole('form', { name: 'Report this organization' });
  await form.getByRole('radio', { name: 'Fraud' }).check();
  await expect(form.getByLabel('Tell us what is wrong')).toHaveCount(0);
  await form.getByLabel('Phone number (optional)').fill('0911 22 33 44');
  const answer = reportResponse(page);
  await form.getByRole('button', { name: 'Report' }).click();

  const response = await answer;
  expect(response.status()).toBe(201);
  expect(await response.json()).toMatchObject({
    target_type: 'organization',
    campaign_id: null,
    organization_id: organization.id,
    reason: 'fraud',
  });
  expect(response.request().postDataJSON()).toEqual({
    target_type: 'organization',
    organization_id: organization.id,
    reason: 'fraud',
    reporter_phone: '251911223344',
  });
  await expect(element.getByRole('status')).toHaveText('Organization Reported, Thank you!');
  expect(await heardEvents(page)).toEqual([
    {
      detail: { targetType: 'organization', targetId: organization.id, reason: 'fraud' },
      bubbles: true,
      composed: true,
      target: 'lomi-report-form',
    },
  ]);
});

test("an unknown campaign: 'Reporting Failed' with the server's message, and no event", async ({ page }) => {
  await listenToReportEvents(page);
  await serveHostPage(
    page,
    '/host/report-unknown.html',
    `${snippet}<lomi-report-form campaign-id="987654" lang="am"></lomi-report-form>`,
  );
  await page.goto('/host/report-unknown.html');
  const element = page.locator('lomi-report-form');
  await expect(element).toHaveAttribute('data-state', 'ready');

  await element.getByRole('radio', { name: 'አይፈለጌ መልእክት (ስፓም)' }).check();
  const answer = reportResponse(page);
  await element.getByRole('button', { name: 'ሪፖርት ያድርጉ' }).click();

  expect((await answer).status()).toBe(404);
  const alert = element.getByRole('alert');
  await expect(alert).toContainText('ሪፖርት ማድረግ አልተሳካም');
  await expect(alert).toContainText('Campaign 987654 was not found.');
  expect(await heardEvents(page)).toEqual([]);
});

test('a report form without an id shows the error state and warns with [lomi], sending nothing', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const posted: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST') posted.push(sent.url());
  });
  await serveHostPage(page, '/host/report-no-id.html', `${snippet}<lomi-report-form></lomi-report-form>`);
  await page.goto('/host/report-no-id.html');

  await expect(page.locator('lomi-report-form')).toHaveAttribute('data-state', 'error');
  await expect.poll(() => warnings.join('\n')).toContain('[lomi] <lomi-report-form> needs a campaign-id');
  expect(posted).toEqual([]);
});
