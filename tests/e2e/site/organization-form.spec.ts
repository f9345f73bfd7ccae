import { expect, test } from '@playwright/test';
import type { OwnOrganization, PagedList } from '@lomi/core';
import { bearer, signInBrowser, signUp } from './accounts.ts';
import { expectAccessible } from './expect-accessible.ts';

test.use({ locale: 'en-US' });

// Issue 13 item 1: the organization screens, in the browser against the real server (uploads included).

/** A 1×1 PNG, for the logo (the server decodes and re-encodes it). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** A small PDF, for the supporting document (typed by its bytes). */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

test('the organization screens send visitors to /login first', async ({ page }) => {
  await page.goto('/create-organization');
  await expect(page).toHaveURL(/\/login\?next=%2Fcreate-organization$/);
  await page.goto('/edit-organization/1');
  await expect(page).toHaveURL(/\/login\?next=%2Fedit-organization%2F1$/);
});

test('a user creates an organization with a logo and a document, then edits it once it is approved', async ({
  page,
  context,
  request,
}) => {
  const { session } = await signUp(request, 'orgform');
  await signInBrowser(context, session);
  const name = `Hope for Bahir Dar ${Date.now().toString(36)}`;

  await page.goto('/create-organization?lang=am');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ድርጅት ፍጠር');
  await expectAccessible(page);
  await page.goto('/create-organization?lang=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create Organization');
  await expectAccessible(page);

  // §5 before anything is sent.
  await page.getByRole('button', { name: 'Create Organization' }).click();
  await expect(page.getByText('Please fill in this field.')).toHaveCount(4);
  await expect(page.getByLabel('Organization name (required)')).toBeFocused();

  await page.getByLabel('Organization name (required)').fill(name);
  await page.getByLabel('E-mail (required)').fill('hope@bahirdar.example.org');
  await page.getByLabel('Phone number (required)').fill('911223344');
  await page.getByLabel('Contact person (required)').fill('Almaz Tesfaye');
  await page.getByLabel('Description').fill('Clean water for the schools of Bahir Dar.');
  await page.getByRole('checkbox', { name: 'Accepts Asrat payments' }).check();
  await page.getByLabel('Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Preview of the chosen logo' })).toBeVisible();
  await page
    .getByLabel('Add documents')
    .setInputFiles({ name: 'registration.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByRole('button', { name: 'Remove registration.pdf' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create Organization' }).click();

  await expect(page).toHaveURL(/\/user$/);
  await expect(page.getByRole('list', { name: 'Notifications' })).toContainText(
    'Organization Created Successfully!',
  );
  const card = page.getByRole('article', { name });
  await expect(card.getByText('Pending Approval')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Edit Organization' })).toHaveCount(0);

  const mine = await request.get('/api/organizations/my_organization/', { headers: bearer(session) });
  const created = ((await mine.json()) as PagedList<OwnOrganization>).results.find(
    (item) => item.name === name,
  );
  expect(created).toMatchObject({
    approval_status: 'pending',
    phone_number: '+251911223344',
    accepts_asrat: true,
    documents: ['registration.pdf'],
  });
  expect(created?.logo).toBeTruthy();

  // Not yet approved: the edit screen says why it refuses (§4).
  await page.goto(`/edit-organization/${created!.id}`);
  await expect(page.getByRole('alert')).toContainText('waiting for our team');

  const approved = await request.post(`/api/testing/organizations/${created!.id}/approve`);
  expect(approved.status()).toBe(200);
  await page.goto('/user');
  await card.getByRole('link', { name: 'Edit Organization' }).click();
  await expect(page).toHaveURL(new RegExp(`/edit-organization/${created!.id}$`));
  await expect(page.getByLabel('Organization name (required)')).toHaveValue(name);
  await expect(page.getByRole('img', { name: 'Current logo' })).toBeVisible();
  await expect(page.getByText('registration.pdf')).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Address').fill('Kebele 14, Bahir Dar');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Organization updated successfully!')).toBeVisible();
  const after = await request.get('/api/organizations/my_organization/', { headers: bearer(session) });
  const updated = ((await after.json()) as PagedList<OwnOrganization>).results.find(
    (item) => item.id === created!.id,
  );
  expect(updated?.address).toBe('Kebele 14, Bahir Dar');

  await page.goto(`/edit-organization/${created!.id}?lang=am`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ድርጅቱን አስተካክል');
  await expectAccessible(page);
});
