import { expect, test } from '@playwright/test';
import { expectAccessible } from './expect-accessible.ts';

test.describe('with an English browser', () => {
  test.use({ locale: 'en-US' });

  test('the site starts in English', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Open your heart to those in need');
    await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('?lang=am switches to Amharic and stays in the URL', async ({ page }) => {
    await page.goto('/?lang=am');
    await expect(page.locator('html')).toHaveAttribute('lang', 'am');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ልብዎን ለተቸገሩ ይክፈቱ');
    await expect(
      page.getByRole('navigation', { name: 'ዋና ማውጫ' }).getByRole('link', { name: 'ያስሱ' }),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('አዲስ አበባ');
    await expect(page.getByRole('button', { name: 'አማርኛ' })).toHaveAttribute('aria-pressed', 'true');
    expect(new URL(page.url()).searchParams.get('lang')).toBe('am');
    // The shared components (the cards) are translated too.
    await expect(page.locator('.lomi-card').first()).toHaveAttribute('lang', 'am');
    await expectAccessible(page);
  });

  test('?lang=en shows English and removes the parameter, keeping the rest of the URL', async ({ page }) => {
    await page.goto('/explore?lang=en&page=2');
    await expect(page).toHaveURL(/\/explore\?page=2$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Explore campaigns');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the switch changes the language in place, keeping the route and its query', async ({ page }) => {
    await page.goto('/explore?page=2');
    await page.getByRole('button', { name: 'አማርኛ' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ዘመቻዎችን ያስሱ');
    await expect(page.locator('html')).toHaveAttribute('lang', 'am');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/explore');
    const params = new URL(page.url()).searchParams;
    expect(params.get('lang')).toBe('am');
    expect(params.get('page')).toBe('2');
    await expect(page.getByRole('navigation', { name: 'ገጾች' })).toContainText('2 /');
    await expect(page).toHaveTitle('ዘመቻዎችን ያስሱ · ሎሚ');

    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Explore campaigns');
    await expect(page).toHaveURL(/\/explore\?page=2$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('a chosen language carries over to other pages and to the next visit', async ({ page }) => {
    await page.goto('/?lang=am');
    await page.getByRole('navigation', { name: 'ዋና ማውጫ' }).getByRole('link', { name: 'ያስሱ' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ዘመቻዎችን ያስሱ');

    await page.goto('/howitworks');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('በሎሚ መለገስ እንዴት ይሠራል');

    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How giving on Lomi works');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Open your heart to those in need');
  });
});

test.describe('with an Amharic browser', () => {
  test.use({ locale: 'am-ET' });

  test('the site starts in Amharic, and English can be chosen', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'am');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ልብዎን ለተቸገሩ ይክፈቱ');
    await expect(page).toHaveURL(/\/$/);

    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Open your heart to those in need');
    await expect(page).toHaveURL(/\/$/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Open your heart to those in need');
  });

  test('the coming-soon tooltip and the explore page are in Amharic', async ({ page }) => {
    await page.goto('/');
    await page.locator('.home-hero').getByRole('button', { name: 'ዘመቻ ይፍጠሩ' }).hover();
    await expect(page.getByRole('tooltip')).toContainText('በቅርቡ ይመጣል');

    await page.goto('/explore');
    await expect(page.getByRole('searchbox', { name: 'ዘመቻዎችን ይፈልጉ' })).toBeVisible();
    await page.getByRole('button', { name: 'ምድቦች' }).click();
    const dialog = page.getByRole('dialog', { name: 'በምድብ ያጣሩ' });
    await expect(dialog.getByRole('checkbox', { name: 'ሕክምና' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'ቀጥል' })).toBeVisible();
    await expectAccessible(page);
  });
});
