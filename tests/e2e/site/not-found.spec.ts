import { expect, test } from '@playwright/test';
import { expectAccessible } from './expect-accessible.ts';

test.use({ locale: 'en-US' });

test('any unknown path shows "Page Not Found!" with a link home', async ({ page }) => {
  const response = await page.goto('/no/such/page?x=1');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found!');
  await expect(page).toHaveTitle('Page not found · Lomi');
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Open your heart to those in need');
});

test('the not-found page is translated', async ({ page }) => {
  await page.goto('/missing?lang=am');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ገጹ አልተገኘም!');
  await expect(page.getByRole('link', { name: 'ወደ መነሻ ገጽ ይሂዱ' })).toBeVisible();
});
