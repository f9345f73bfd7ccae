import { expect, test } from '@playwright/test';
import { allCampaigns } from './api.ts';
import { expectAccessible } from './expect-accessible.ts';

test.use({ locale: 'en-US' });

test('home shows the hero, creator steps, ready block, partners and footer', async ({ page }) => {
  await page.goto('/');

  await expect(page).toHaveTitle(/open your heart to those in need/i);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Open your heart to those in need');
  const hero = page.locator('.home-hero');
  await expect(hero.getByRole('button', { name: 'Create a campaign' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );

  const steps = page.getByRole('region', { name: 'Start a campaign in three steps' }).getByRole('listitem');
  await expect(steps).toHaveCount(3);
  await expect(steps.nth(0)).toContainText('Contact our team');
  await expect(steps.nth(1)).toContainText('We set up your campaign');
  await expect(steps.nth(2)).toContainText('Your campaign goes live');

  const ready = page.getByRole('region', { name: 'Ready to get started?' });
  await expect(ready.getByRole('button', { name: 'Create a campaign' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expect(ready.getByRole('link', { name: 'How it works' })).toHaveAttribute('href', '/howitworks');

  const partners = page.getByRole('region', { name: 'Our partners' }).getByRole('link');
  await expect(partners).toHaveCount(3);
  for (const partner of await partners.all()) {
    await expect(partner).toHaveAttribute('target', '_blank');
    await expect(partner).toHaveAttribute('href', /^https:\/\//);
    await expect(partner.locator('svg')).toBeVisible();
  }

  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('Addis Ababa');
  await expect(footer.getByRole('link', { name: /^\+251/ })).toHaveAttribute('href', /^tel:\+251\d+$/);
  await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:.+@.+/);

  await expectAccessible(page);
});

test('the header links to Explore and How it works, and the browse button opens /explore', async ({
  page,
}) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Explore' })).toHaveAttribute('href', '/explore');
  await expect(nav.getByRole('link', { name: 'How it works' })).toHaveAttribute('href', '/howitworks');

  await page.getByRole('link', { name: 'Browse campaigns' }).click();
  await expect(page).toHaveURL(/\/explore$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Explore campaigns');
  await expect(nav.getByRole('link', { name: 'Explore' })).toHaveAttribute('aria-current', 'page');

  await nav.getByRole('link', { name: 'How it works' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How giving on Lomi works');
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(7);
  await expectAccessible(page);
});

test('Top Raising Campaigns shows the campaigns that raised most, with a browse-all link', async ({
  page,
  request,
}) => {
  const campaigns = await allCampaigns(request);
  // The home page ranks up to the first 50 campaigns; the seed has fewer, so this is every campaign.
  expect(campaigns.length).toBeLessThanOrEqual(50);
  const expected = [...campaigns]
    .sort((a, b) => b.collected_amount - a.collected_amount)
    .slice(0, 6)
    .map((campaign) => campaign.title);
  expect(expected.length).toBeGreaterThan(0);

  await page.goto('/');
  const section = page.getByRole('region', { name: 'Top Raising Campaigns' });
  await expect(section.getByRole('article')).toHaveCount(expected.length);
  await expect(section.getByRole('article').getByRole('heading')).toHaveText(expected);
  await expect(section.getByRole('link', { name: 'Browse all campaigns' })).toHaveAttribute(
    'href',
    '/explore',
  );

  // A card opens its campaign inside the app (no full reload: the marker set on window survives).
  await page.evaluate(() => Object.assign(window, { lomiMarker: 'still here' }));
  await section.getByRole('link', { name: expected[0] }).click();
  await expect(page).toHaveURL(/\/campaign\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected[0] ?? '');
  expect(await page.evaluate(() => (window as unknown as { lomiMarker?: string }).lomiMarker)).toBe(
    'still here',
  );
});

test('the disabled create-campaign button explains "coming soon" on hover', async ({ page }) => {
  await page.goto('/');
  const button = page.locator('.home-hero').getByRole('button', { name: 'Create a campaign' });
  await expect(page.getByRole('tooltip')).toHaveCount(0);

  await button.hover();
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toContainText('Coming soon');
  await expectAccessible(page);

  // It is disabled (aria-disabled keeps it focusable); pressing it anyway does nothing.
  await expect(button).toBeDisabled();
  await button.click({ force: true });
  await expect(page).toHaveURL(/\/$/);

  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
});

test('the coming-soon tooltip also opens on keyboard focus, describes the button and closes with Escape', async ({
  page,
}) => {
  await page.goto('/');
  const button = page.locator('.home-hero').getByRole('button', { name: 'Create a campaign' });
  await expect(button).toBeVisible();
  for (let presses = 0; presses < 15; presses++) {
    await page.keyboard.press('Tab');
    if (await button.evaluate((element) => element === document.activeElement)) break;
  }
  await expect(button).toBeFocused();

  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toContainText('Coming soon');
  const tooltipId = await tooltip.getAttribute('id');
  expect(tooltipId).toBeTruthy();
  await expect(button).toHaveAttribute('aria-describedby', tooltipId ?? '');
  await expect(button).toHaveAccessibleDescription(/Coming soon/);

  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await expect(button).toBeFocused();
});

test('the skip link moves focus to the main content', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});
