import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { Campaign, OwnOrganization, PagedList } from '@lomi/core';
import { bearer, DEMO_ACCOUNTS, logIn, signInBrowser } from './accounts.ts';
import { axeRunOptions } from '../../../packages/react/src/testing/axe-rules.ts';

const OPERATOR = { email: 'operator@example.com', password: 'lomi-demo-1234' };

/**
 * axe (the shared rules) over the console's content and any open dialog. The whole page is not checked here:
 * on /console the site header's links fail target-size ("partially obscured") with or without this screen,
 * a finding of the shell, reported to its owner.
 */
async function expectInboxAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .include('#console-content')
    .include('.site-dialog-layer')
    .options(axeRunOptions())
    .analyze();
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(', ')}`,
    ),
  ).toEqual([]);
}

// Issue 14 #6 and #10: a visitor reports a campaign, an operator resolves the report in the console and
// unpublishes the campaign in the same step; it leaves the public site, and both actions are in the audit log.
// The campaign is made for this test (the owner's approved organization, published by the operator), so no
// other spec's seeded campaign changes under it.
test('a report leads to an unpublish from the console inbox', async ({ page, context, request }) => {
  test.setTimeout(90_000);
  const owner = await logIn(request, DEMO_ACCOUNTS.owner);
  const operator = await logIn(request, OPERATOR);
  const organizations = (await (
    await request.get('/api/organizations/my_organization/', { headers: bearer(owner) })
  ).json()) as PagedList<OwnOrganization>;
  const organization = organizations.results.find((item) => item.approval_status === 'approved')!;
  const title = `Reported campaign ${Date.now().toString(36)}`;
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2e7d32' } })
    .png()
    .toBuffer();
  const created = await request.post('/api/campaigns/', {
    headers: bearer(owner),
    multipart: {
      title,
      description: 'A campaign made by the console inbox end-to-end test.',
      category: '2',
      createdBy: String(organization.id),
      goalEtbAmount: '5000000',
      goalUsdAmount: '0',
      image: { name: 'photo.png', mimeType: 'image/png', buffer: photo },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const campaign = (await created.json()) as Campaign;
  const published = await request.post(`/api/console/campaigns/${campaign.id}/publish/`, {
    headers: bearer(operator),
  });
  expect(published.status(), await published.text()).toBe(200);
  expect((await request.get(`/api/campaigns/${campaign.id}`)).status()).toBe(200);

  const reported = await request.post('/api/reports/', {
    data: {
      target_type: 'campaign',
      campaign_id: campaign.id,
      reason: 'fraud',
      reporter_email: 'worried.donor@example.org',
    },
  });
  expect(reported.status(), await reported.text()).toBe(201);
  const { id: reportId } = (await reported.json()) as { id: number };

  await signInBrowser(context, operator);
  await page.goto('/console/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const item = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: `Report #${reportId}: Fraud` }) });
  await expect(item).toContainText(title);
  await expect(item.getByRole('link', { name: 'worried.donor@example.org' })).toHaveAttribute(
    'href',
    'mailto:worried.donor@example.org',
  );
  await expectInboxAccessible(page);

  await item.getByRole('button', { name: `Resolve report #${reportId}` }).click();
  const dialog = page.getByRole('dialog', { name: `Resolve report #${reportId}` });
  await dialog
    .getByRole('textbox', { name: 'Note' })
    .fill('The bank confirmed the account is not the organization’s.');
  await dialog.getByRole('radio', { name: 'Unpublish the campaign' }).check();
  await expectInboxAccessible(page);
  await dialog.getByRole('button', { name: 'Resolve the report' }).click();
  await expect(page.getByText(`Report #${reportId} is resolved.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: `Report #${reportId}: Fraud` })).toBeHidden();

  // The filter follows the address, which the router updates in a transition: the radio is checked once
  // that lands, not at the click (`check()` looks at once, and failed on CI when the transition was late).
  const showResolved = page.getByRole('radio', { name: 'Resolved' });
  await showResolved.click();
  await expect(showResolved).toBeChecked();
  const resolved = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: `Report #${reportId}: Fraud` }) });
  await expect(resolved).toContainText('Action taken: Unpublish the campaign');
  await expect(resolved).toContainText('(unpublished)');

  // Gone from the public site, and both steps are in the audit log.
  expect((await request.get(`/api/campaigns/${campaign.id}`)).status()).toBe(404);
  const audit = async (query: string) =>
    (
      (await (
        await request.get(`/api/console/audit-log/?${query}`, { headers: bearer(operator) })
      ).json()) as PagedList<{ action: string }>
    ).results.map((entry) => entry.action);
  expect(await audit(`target_type=report&target_id=${reportId}`)).toEqual(['report.resolve']);
  expect(await audit(`target_type=campaign&target_id=${campaign.id}`)).toContain('campaign.unpublish');
});
