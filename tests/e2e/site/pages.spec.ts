import { expect, test, type Page } from '@playwright/test';
import type { Organization, PagedList } from '@lomi/core';
import { getJson, listCampaigns } from './api.ts';
import { expectAccessible } from './expect-accessible.ts';

test.use({ locale: 'en-US' });

/** The approved organization with the most public campaigns is the one the organization tests open. */
async function seededOrganization(request: Parameters<typeof getJson>[0]): Promise<Organization> {
  const { results } = await getJson<PagedList<Organization>>(
    request,
    '/api/organizations/all_organizations/',
  );
  const counted = await Promise.all(
    results.map(async (organization) => ({
      organization,
      count: (await listCampaigns(request, `?organization_id=${organization.id}`)).count,
    })),
  );
  const best = counted.sort((a, b) => b.count - a.count)[0];
  if (!best || best.count === 0) throw new Error('The seed has no organization with campaigns.');
  return best.organization;
}

/** Opens `path` in `locale` (§1: `?lang=am`, English without) and waits for its main heading. */
async function open(page: Page, path: string, locale: 'en' | 'am', heading: string | RegExp): Promise<void> {
  const separator = path.includes('?') ? '&' : '?';
  await page.goto(locale === 'am' ? `${path}${separator}lang=am` : path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

const STATIC_PAGES = [
  { path: '/howitworks', en: 'How giving on Lomi works', am: 'በሎሚ መለገስ እንዴት ይሠራል' },
  { path: '/about', en: 'About Lomi', am: 'ስለ ሎሚ' },
  { path: '/legal', en: 'Legal', am: 'የሕግ ሰነዶች' },
  { path: '/legal/termsofservice', en: 'Terms of Service', am: 'የአገልግሎት ውል' },
  { path: '/legal/privacypolicy', en: 'Privacy Policy', am: 'የግላዊነት ፖሊሲ' },
  { path: '/legal/donationpolicy', en: 'Donation Policy', am: 'የልገሳ ፖሊሲ' },
  { path: '/faq', en: 'Frequently asked questions', am: 'ተደጋግመው የሚጠየቁ ጥያቄዎች' },
  { path: '/help', en: 'Help center', am: 'የእገዛ ማዕከል' },
] as const;

for (const locale of ['en', 'am'] as const) {
  test(`every information page opens in ${locale} without accessibility violations`, async ({ page }) => {
    test.setTimeout(90_000);
    for (const { path, ...headings } of STATIC_PAGES) {
      await open(page, path, locale, headings[locale]);
      await expectAccessible(page);
    }
  });

  test(`the organization and report pages open in ${locale} without accessibility violations`, async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const organization = await seededOrganization(request);
    const [campaign] = (await listCampaigns(request, `?organization_id=${organization.id}`)).results;
    if (!campaign) throw new Error('The organization has no campaign.');

    await open(page, `/organization/${organization.id}`, locale, organization.name);
    await expect(page.locator('.status-chip').first()).toBeVisible();
    await expectAccessible(page);

    await open(
      page,
      `/report/${campaign.id}`,
      locale,
      locale === 'en' ? 'Report a campaign' : 'ዘመቻ ሪፖርት ያድርጉ',
    );
    await expect(page.locator('.lomi-report__form')).toBeVisible();
    await expectAccessible(page);

    await open(
      page,
      `/organization/${organization.id}/report`,
      locale,
      locale === 'en' ? 'Report an organization' : 'ድርጅት ሪፖርት ያድርጉ',
    );
    await expect(page.locator('.lomi-report__form')).toBeVisible();
    await expectAccessible(page);
  });
}

test('the footer links to the information pages', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const [name, href] of [
    ['About us', '/about'],
    ['FAQ', '/faq'],
    ['Help center', '/help'],
    ['Legal', '/legal'],
  ] as const) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await footer.getByRole('link', { name: 'Legal', exact: true }).click();
  await expect(page).toHaveURL(/\/legal$/);
  await page.getByRole('link', { name: 'Donation Policy' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Donation Policy');
  await expect(page.getByText(/A processing fee of 2\.5% is deducted/)).toBeVisible();
});

test("/help and the legal texts show the server's contact settings, demo defaults marked as examples", async ({
  page,
}) => {
  // The e2e server sets no LOMI_CONTACT_*: outside production it answers the demo defaults (issue 11).
  await open(page, '/help', 'en', 'Help center');
  const contact = page.getByRole('region', { name: 'Other ways to reach us' });
  await expect(contact.getByRole('link', { name: 'support@lomi.example' })).toHaveAttribute(
    'href',
    'mailto:support@lomi.example',
  );
  await expect(
    contact.getByText('These contact details are examples on this demonstration site.'),
  ).toBeVisible();
  await open(page, '/legal/termsofservice', 'en', 'Terms of Service');
  await expect(page.getByRole('region', { name: '12. Contact' })).toContainText(
    'write to support@lomi.example (an example on this demonstration site), call',
  );
  await open(page, '/legal/donationpolicy', 'am', 'የልገሳ ፖሊሲ');
  await expect(page.getByRole('region', { name: '10. ያግኙን' })).toContainText(
    'ወደ support@lomi.example (የዚህ ማሳያ ጣቢያ ምሳሌ) ይጻፉ',
  );
  await expect(page.locator('body')).not.toContainText('support@lomi.et');
});

test('/help stores the question (201) and shows the §8 thank-you; it links to /faq', async ({ page }) => {
  await open(page, '/help', 'en', 'Help center');
  const form = page.getByRole('form', { name: 'Ask a question' });
  await form.getByRole('button', { name: 'Send question' }).click();
  await expect(form.getByText('Enter your e-mail address')).toBeVisible();
  await expect(form.getByLabel('Your e-mail address')).toBeFocused();

  await form.getByLabel('Your e-mail address').fill('selam@example.com');
  await form.getByLabel('Your question').fill('Can my organization raise money for a school library?');
  const answer = page.waitForResponse(
    (response) => response.url().endsWith('/api/help/questions/') && response.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Send question' }).click();
  const response = await answer;
  expect(response.status()).toBe(201);
  expect(await response.json()).toEqual({ id: expect.any(Number), created: expect.any(String) });
  expect(response.request().postDataJSON()).toEqual({
    email: 'selam@example.com',
    question: 'Can my organization raise money for a school library?',
  });
  const thanks = page.getByText("Thank you for your question! We'll get back to you soon.");
  await expect(thanks).toBeVisible();
  await expect(thanks).toBeFocused();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Read the frequently asked questions' }).click();
  await expect(page).toHaveURL(/\/faq$/);
});

test('/faq opens one answer at a time and asks through the same endpoint', async ({ page }) => {
  await open(page, '/faq', 'en', 'Frequently asked questions');
  const accordion = page.locator('.faq-accordion');
  await expect(accordion.getByRole('button')).toHaveCount(7);
  await expect(accordion.getByRole('region')).toHaveCount(0);

  const first = page.getByRole('button', { name: 'What is Lomi?' });
  const fees = page.getByRole('button', { name: 'Does Lomi charge any fees?' });
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: 'What is Lomi?' })).toBeVisible();

  await fees.focus();
  await page.keyboard.press('Enter');
  await expect(fees).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('region', { name: 'What is Lomi?' })).toBeHidden();
  await expect(page.getByRole('region', { name: 'Does Lomi charge any fees?' })).toContainText('2.5%');
  await expect(accordion.getByRole('region')).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(fees).toHaveAttribute('aria-expanded', 'false');
  await expectAccessible(page);

  const form = page.getByRole('form', { name: 'Still have a question?' });
  await form.getByLabel('Your e-mail address').fill('dawit@example.com');
  await form.getByLabel('Your question').fill('Do you accept donations from Kenya?');
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/help/questions/'));
  await form.getByRole('button', { name: 'Send question' }).click();
  expect((await answer).status()).toBe(201);
  await expect(page.getByText("Thank you for your question! We'll get back to you soon.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the help center' })).toHaveAttribute('href', '/help');
});

test('/howitworks enlarges a real screenshot in a lightbox and gives focus back when it closes', async ({
  page,
}) => {
  await open(page, '/howitworks', 'en', 'How giving on Lomi works');
  const thumbnails = page.locator('.how-it-works__shot img');
  await expect(thumbnails).toHaveCount(7);
  // The screenshots are files of the site: the first ones are loaded and decoded.
  await expect
    .poll(() => thumbnails.first().evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);

  const enlarge = page.getByRole('button', { name: /Enlarge the screenshot of step 3/ });
  await enlarge.click();
  const dialog = page.getByRole('dialog', { name: 'Step 3: Choose Telebirr' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  const image = dialog.getByRole('img');
  await expect(image).toHaveAttribute('src', '/how-it-works/en/step-3.webp');
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(540);
  await expectAccessible(page);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(enlarge).toBeFocused();

  await page.getByRole('button', { name: /Enlarge the screenshot of step 7/ }).click();
  const share = page.getByRole('dialog', { name: 'Step 7: Share' });
  await share.getByRole('button', { name: 'Previous step' }).click();
  await expect(page.getByRole('dialog', { name: 'Step 6: Approve on your phone' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('button', { name: /Enlarge the screenshot of step 7/ })).toBeFocused();
});

test('/howitworks shows the Amharic screenshots in Amharic', async ({ page }) => {
  await open(page, '/howitworks', 'am', 'በሎሚ መለገስ እንዴት ይሠራል');
  const first = page.locator('.how-it-works__shot img').first();
  await expect(first).toHaveAttribute('src', '/how-it-works/am/step-1-thumb.webp');
  await expect.poll(() => first.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
});

test('/organization/{id} shows the organization, its campaigns with chips, and its report link', async ({
  page,
  request,
}) => {
  const organization = await seededOrganization(request);
  const campaigns = await listCampaigns(request, `?organization_id=${organization.id}`);
  await open(page, `/organization/${organization.id}`, 'en', organization.name);
  await expect(page).toHaveTitle(`${organization.name} · Lomi`);
  const contact = page.getByRole('region', { name: 'Contact details' });
  await expect(contact.getByRole('link', { name: organization.email })).toHaveAttribute(
    'href',
    `mailto:${organization.email}`,
  );
  await expect(contact.getByText(organization.contact_person_name)).toBeVisible();
  const list = page.getByRole('list', { name: 'Active campaigns' });
  await expect(list.getByRole('listitem')).toHaveCount(Math.min(campaigns.count, 10));
  await expect(list.locator('.status-chip').first()).toHaveText(/^Status: /);

  await contact.getByRole('link', { name: 'Report this organization' }).click();
  await expect(page).toHaveURL(new RegExp(`/organization/${organization.id}/report$`));
  await expect(page.getByText(`Organization: ${organization.name}`)).toBeVisible();
});

test('/organization/{id} says "Organization not found" for an unknown or non-public id', async ({ page }) => {
  await open(page, '/organization/999999', 'en', 'Organization not found');
  await expect(page).toHaveTitle('Organization not found · Lomi');
  await expectAccessible(page);
  await open(page, '/organization/abc', 'am', 'ድርጅቱ አልተገኘም');
});

test('/organization/{id} says "Failed to load organization details" when the API fails, and retries', async ({
  page,
  request,
}) => {
  const organization = await seededOrganization(request);
  let failing = true;
  await page.route(`**/api/organizations/${organization.id}/`, (route) =>
    failing ? route.abort('connectionreset') : route.continue(),
  );
  await open(page, `/organization/${organization.id}`, 'en', 'Failed to load organization details');
  await expect(page.getByRole('alert')).toBeVisible();
  await expectAccessible(page);

  failing = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(organization.name);
});

test('/report/{id} reports the campaign, thanks, then goes back to the campaign', async ({
  page,
  request,
}) => {
  const [campaign] = (await listCampaigns(request)).results;
  if (!campaign) throw new Error('The seed has no campaign.');
  await open(page, `/report/${campaign.id}`, 'en', 'Report a campaign');
  await expect(page.getByText(`Campaign: ${campaign.title}`)).toBeVisible();
  await page.getByRole('radio', { name: 'Misinformation' }).check();
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/reports/'));
  await page.getByRole('button', { name: 'Report', exact: true }).click();
  const response = await answer;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toEqual({
    target_type: 'campaign',
    campaign_id: campaign.id,
    reason: 'misinformation',
  });
  await expect(page.getByText('Campaign Reported, Thank you!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the campaign' })).toHaveAttribute(
    'href',
    `/campaign/${campaign.id}`,
  );

  // "then back" (§8): the campaign replaces the report page after a short moment.
  await expect(page).toHaveURL(new RegExp(`/campaign/${campaign.id}$`), { timeout: 10_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(campaign.title);
});

test('/organization/{id}/report reports the organization in Amharic', async ({ page, request }) => {
  const organization = await seededOrganization(request);
  await open(page, `/organization/${organization.id}/report`, 'am', 'ድርጅት ሪፖርት ያድርጉ');
  await page.getByRole('radio', { name: 'ማጭበርበር' }).check();
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/reports/'));
  await page.getByRole('button', { name: 'ሪፖርት ያድርጉ', exact: true }).click();
  expect((await answer).status()).toBe(201);
  await expect(page.getByText('ድርጅቱ ሪፖርት ተደርጓል፤ እናመሰግናለን!')).toBeVisible();
  await page.getByRole('link', { name: 'ወደ ድርጅቱ ይመለሱ' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(organization.name);
});

test('/report/{id} for a campaign that does not exist shows no form', async ({ page }) => {
  await open(page, '/report/999999', 'en', 'Campaign not found');
  await expect(page.locator('.lomi-report__form')).toHaveCount(0);
});
