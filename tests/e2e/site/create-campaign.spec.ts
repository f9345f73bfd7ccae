import { expect, test } from '@playwright/test';
import type { OwnCampaign, OwnOrganization, PagedList } from '@lomi/core';
import sharp from 'sharp';
import { bearer, signInBrowser, signUp } from './accounts.ts';
import { createOrganization, PDF, photoWithGps } from './creator-flows.ts';
import { expectAccessible } from './expect-accessible.ts';

test.use({ locale: 'en-US' });

// Issue 13: a new user's organization (logo and document), approved by the testing hook until the console
// exists, then a campaign through the five-step wizard with a photo that carries EXIF GPS and a PDF.

test('the wizard sends visitors to /login first', async ({ page }) => {
  await page.goto('/create-campaign');
  await expect(page).toHaveURL(/\/login\?next=%2Fcreate-campaign$/);
});

test('a new organization, approved, creates a campaign through the wizard; it waits in review and its photo is served without EXIF', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const { session } = await signUp(request, 'creator');
  await signInBrowser(context, session);

  // Without an approved organization the wizard says what to do first.
  await page.goto('/create-campaign');
  await expect(page.getByRole('link', { name: 'Create Organization' })).toBeVisible();

  const organizationName = `Water for Dessie ${Date.now().toString(36)}`;
  await createOrganization(page, organizationName);
  const mine = await request.get('/api/organizations/my_organization/', { headers: bearer(session) });
  const organization = ((await mine.json()) as PagedList<OwnOrganization>).results[0]!;
  expect(organization).toMatchObject({ name: organizationName, approval_status: 'pending' });
  expect(organization.documents).toEqual(['registration.pdf']);
  expect((await request.post(`/api/testing/organizations/${organization.id}/approve`)).status()).toBe(200);

  // Both languages pass axe on the first step.
  await page.goto('/create-campaign?lang=am');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ዘመቻ ይፍጠሩ');
  await expect(page.getByRole('heading', { level: 2, name: 'ምድብ ይምረጡ' })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/create-campaign?lang=en');
  await expect(page.getByText('1/5')).toBeVisible();
  await expectAccessible(page);

  // 1: a category (Continue refuses without one, with §5's message).
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please choose a category for your campaign');
  await page.getByRole('radio', { name: 'Education' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  // 2: currency and goal.
  await expect(page.getByText('2/5')).toBeVisible();
  await page.getByRole('radio', { name: 'Ethiopian birr (ETB)' }).check();
  await page.getByLabel('Goal in birr').fill('250000');
  await page.getByRole('button', { name: 'Continue' }).click();

  // 3: title, story, video link.
  const title = `A well for Dessie ${Date.now().toString(36)}`;
  await page.getByLabel('Campaign title').fill(title);
  await page
    .getByRole('textbox', { name: 'Your story' })
    .fill('Three hundred families walk two hours for water. A well ends that.');
  await page.getByLabel('Video link (optional)').fill('https://youtu.be/dQw4w9WgXcQ');
  await page.getByRole('button', { name: 'Continue' }).click();

  // 4: the photo (EXIF GPS and orientation 6) and a supporting document.
  const photo = await photoWithGps();
  expect(await sharp(photo).metadata()).toMatchObject({ orientation: 6, exif: expect.any(Buffer) });
  await page
    .getByLabel('Campaign photo')
    .setInputFiles({ name: 'IMG_0042.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByRole('img', { name: 'The campaign photo you chose' })).toBeVisible();
  await page
    .getByLabel('Supporting documents')
    .setInputFiles({ name: 'permit.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByRole('list', { name: 'Documents added' })).toContainText('permit.pdf');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  // 5: the preview, then Create.
  await expect(page.getByRole('article', { name: title })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/user$/);
  await expect(page.getByRole('list', { name: 'Notifications' })).toContainText(
    'Campaign Created Successfully!',
  );

  // In review: the owner sees it with that state; the public does not.
  const owned = await request.get('/api/campaigns/mine/', { headers: bearer(session) });
  const campaign = ((await owned.json()) as PagedList<OwnCampaign>).results.find(
    (item) => item.title === title,
  )!;
  expect(campaign).toMatchObject({ status: 'in_review', goalEtbAmount: 25_000_000, goalUsdAmount: 0 });
  expect((await request.get(`/api/campaigns/${campaign.id}`)).status()).toBe(404);
  await page.goto('/mycampaigns');
  await expect(page.getByRole('listitem').filter({ hasText: title })).toContainText('In review');
  await page.goto(`/my-campaign/${campaign.id}`);
  await expect(page.getByText(/^In review: our team is checking your campaign/)).toBeVisible();

  // The photo as served: WebP, upright (orientation applied), and without EXIF, so without the GPS position.
  const image = campaign.images[0]!;
  for (const url of [image.url, ...image.srcset.split(', ').map((candidate) => candidate.split(' ')[0]!)]) {
    const served = await request.get(url);
    expect(served.status(), url).toBe(200);
    const metadata = await sharp(await served.body()).metadata();
    expect(metadata.format, url).toBe('webp');
    expect(metadata.exif, url).toBeUndefined();
    expect(metadata.height!, url).toBeGreaterThan(metadata.width!);
  }
  // Its public address stays closed until the team publishes the campaign.
  expect((await request.get(image.url.split('?')[0]!)).status()).toBe(404);
});
