import { expect, test } from '@playwright/test';
import type { Campaign, EditableCampaign } from '@lomi/core';
import sharp from 'sharp';
import { bearer, logIn, signInBrowser } from './accounts.ts';
import { expectAccessible } from './expect-accessible.ts';

test.use({ locale: 'en-US' });

// Issue 14 #4, the editing half: an operator sets up a campaign for an approved organization (it goes live)
// and edits it: text, an added image moved to the front by keyboard, the original removed.

const OPERATOR = { email: 'operator@example.com', password: 'lomi-demo-1234' };

const photo = (background: string) =>
  sharp({ create: { width: 800, height: 600, channels: 3, background } })
    .jpeg()
    .toBuffer();

test('an operator sets up a live campaign for an approved organization, then edits its text and images', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const session = await logIn(request, OPERATOR);
  await signInBrowser(context, session);

  await page.goto('/console/campaigns/new');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set up a campaign');
  await page.getByRole('searchbox', { name: 'Find an approved organization' }).fill('Gondar');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('radio', { name: /Gondar Community Health Initiative/ }).check();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectAccessible(page);

  await page.getByRole('radio', { name: 'Medical' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: 'Ethiopian birr (ETB)' }).check();
  await page.getByLabel('Goal in birr').fill('80000');
  await page.getByRole('button', { name: 'Continue' }).click();
  const title = `Ambulance for Gondar ${Date.now().toString(36)}`;
  await page.getByLabel('Campaign title', { exact: true }).fill(title);
  await page.getByLabel('Your story', { exact: true }).fill('A second ambulance for the rural clinics.');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page
    .getByLabel('Campaign photo')
    .setInputFiles({ name: 'ambulance.jpg', mimeType: 'image/jpeg', buffer: await photo('#b03030') });
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/console\/campaigns\/\d+$/);
  const id = Number(/\/console\/campaigns\/(\d+)$/.exec(page.url())![1]);

  // Live at once: public, with its one image.
  const published = (await (await request.get(`/api/campaigns/${id}`)).json()) as Campaign;
  expect(published).toMatchObject({ title, status: 'active', goalEtbAmount: 8_000_000 });
  const [original] = published.images;

  await page.goto(`/console/campaigns/${id}/edit`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Edit campaign: ${title}`);
  await page.getByLabel('Title').fill(`${title} and Debark`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Changes saved.' })).toBeVisible();

  await page
    .getByLabel('Add images')
    .setInputFiles({ name: 'clinic.jpg', mimeType: 'image/jpeg', buffer: await photo('#3060b0') });
  await page.getByRole('button', { name: 'Upload images' }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 image added.' })).toBeVisible();
  await page.getByRole('button', { name: 'Move image 2 up' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Image moved to position 1.' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove image 2' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Image removed.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove image 1' })).toBeDisabled();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectAccessible(page);

  const edited = (await (await request.get(`/api/campaigns/${id}`)).json()) as Campaign;
  expect(edited.title).toBe(`${title} and Debark`);
  expect(edited.images).toHaveLength(1);
  expect(edited.images[0]!.id).not.toBe(original!.id);
  const view = (await (
    await request.get(`/api/console/campaigns/${id}/editor/`, { headers: bearer(session) })
  ).json()) as EditableCampaign;
  expect(view.images.map((image) => image.id)).toEqual([edited.images[0]!.id]);
  const audit = await request.get(`/api/console/audit-log/?target_type=campaign&target_id=${id}`, {
    headers: bearer(session),
  });
  expect(
    ((await audit.json()) as { results: { action: string }[] }).results.map((entry) => entry.action),
  ).toEqual([
    'campaign.images.remove',
    'campaign.images.reorder',
    'campaign.images.add',
    'campaign.edit',
    'campaign.create',
  ]);
});
