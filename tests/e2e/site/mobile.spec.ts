import { expect, test } from '@playwright/test';
import { listCampaigns } from './api.ts';

test.use({ locale: 'en-US', viewport: { width: 375, height: 740 } });

test('every page fits a 375 px phone screen without sideways scrolling, in both languages', async ({
  page,
  request,
}) => {
  const campaign = (await listCampaigns(request)).results[0];
  if (!campaign) throw new Error('The seed has no campaigns.');
  for (const path of ['/', '/explore', `/campaign/${campaign.id}`, '/howitworks', '/no-such-page']) {
    for (const lang of ['en', 'am']) {
      await page.goto(`${path}?lang=${lang}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} in ${lang} is wider than the screen`).toBeLessThanOrEqual(0);
    }
  }
});

test('the header keeps navigation and the language switch usable on a phone', async ({ page }) => {
  await page.goto('/');
  // §2 mobile menu: the header's links move into it on a phone.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  const nav = page.getByRole('navigation', { name: 'Site menu' });
  await expect(nav.getByRole('link', { name: 'Explore' })).toBeInViewport();
  await expect(nav.getByRole('link', { name: 'How it works' })).toBeInViewport();
  await expect(nav.getByRole('link', { name: 'Log in' })).toBeInViewport();
  await nav.getByRole('link', { name: 'How it works' }).click();
  await expect(page).toHaveURL(/\/howitworks$/);
  await expect(nav).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'አማርኛ' })).toBeInViewport();
  await page.goto('/');
  await page.getByRole('button', { name: 'አማርኛ' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ልብዎን ለተቸገሩ ይክፈቱ');
});
