import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Campaign } from '@lomi/core';
import { getJson } from './api.ts';
import { expectAccessible } from './expect-accessible.ts';

test.use({ locale: 'en-US' });

async function featuredCampaigns(page: Page): Promise<Campaign[]> {
  const featured = await getJson<Campaign[]>(page.request, '/api/campaigns/featured');
  expect(featured.length).toBeGreaterThanOrEqual(3);
  return featured;
}

/**
 * Opens /explore, then stops the page's clock, so the carousel only turns when the test runs the clock forward
 * (`page.clock.runFor`). It shows the first campaign again and starts its 5 s afresh, whatever turned while the
 * page loaded. Returns the carousel.
 */
async function openExplore(page: Page, url = '/explore'): Promise<Locator> {
  // The clock runs while the page loads: the app's start waits on timers of its own.
  await page.clock.install();
  await page.goto(url);
  const carousel = page.getByRole('region', { name: 'Featured campaigns' });
  await expect(carousel).toHaveAttribute('data-state', 'ready');
  await page.clock.pauseAt(Date.now() + 500);
  await carousel.getByRole('button', { name: /^Show campaign 1 of \d+$/ }).click();
  await leaveCarousel(page);
  return carousel;
}

/** The title of the slide shown: the other slides are hidden, so only one heading of level 3 is visible. */
function shownTitle(carousel: Locator): Locator {
  return carousel.getByRole('heading', { level: 3 });
}

/** Takes the pointer off the carousel and focus out of it, which both hold it still. */
async function leaveCarousel(page: Page) {
  await page.getByRole('heading', { level: 1 }).click();
  await page.mouse.move(0, 0);
}

test('the featured carousel shows GET /api/campaigns/featured, advances every 5 s and loops', async ({
  page,
}) => {
  const featured = await featuredCampaigns(page);
  const carousel = await openExplore(page);
  await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
  await expect(carousel.getByRole('button', { name: /^Show campaign \d+ of \d+$/ })).toHaveCount(
    featured.length,
  );
  await expect(shownTitle(carousel)).toHaveText(featured[0]?.title ?? '');

  await page.clock.runFor(4900);
  await expect(shownTitle(carousel)).toHaveText(featured[0]?.title ?? '');
  await page.clock.runFor(100);
  await expect(shownTitle(carousel)).toHaveText(featured[1]?.title ?? '');
  for (let step = 2; step <= featured.length; step++) {
    await page.clock.runFor(5000);
    await expect(shownTitle(carousel)).toHaveText(featured[step % featured.length]?.title ?? '');
  }
  await expect(
    carousel.getByRole('button', { name: `Show campaign 1 of ${featured.length}` }),
  ).toHaveAttribute('aria-current', 'true');
});

test('arrows, dots and arrow keys change the slide, looping both ways', async ({ page }) => {
  const featured = await featuredCampaigns(page);
  const last = featured.length - 1;
  const carousel = await openExplore(page);

  await carousel.getByRole('button', { name: 'Next campaign' }).click();
  await expect(shownTitle(carousel)).toHaveText(featured[1]?.title ?? '');
  await carousel.getByRole('button', { name: 'Previous campaign' }).click();
  await carousel.getByRole('button', { name: 'Previous campaign' }).click();
  await expect(shownTitle(carousel)).toHaveText(featured[last]?.title ?? '');

  const third = carousel.getByRole('button', { name: `Show campaign 3 of ${featured.length}` });
  await third.click();
  await expect(shownTitle(carousel)).toHaveText(featured[2]?.title ?? '');
  await expect(third).toHaveAttribute('aria-current', 'true');

  await page.keyboard.press('ArrowRight');
  await expect(shownTitle(carousel)).toHaveText(featured[3 % featured.length]?.title ?? '');
  await expect(carousel.getByRole('button', { name: `Show campaign 4 of ${featured.length}` })).toBeFocused();
  await page.keyboard.press('Home');
  await expect(shownTitle(carousel)).toHaveText(featured[0]?.title ?? '');
  await page.keyboard.press('ArrowLeft');
  await expect(shownTitle(carousel)).toHaveText(featured[last]?.title ?? '');
});

test('the pause button stops the slide show for good; play starts it again; hovering rests it', async ({
  page,
}) => {
  const featured = await featuredCampaigns(page);
  const carousel = await openExplore(page);

  // The control is visible (WCAG 2.2.2), first among the carousel's controls.
  const pause = carousel.getByRole('button', { name: 'Pause the slide show' });
  await expect(pause).toBeVisible();
  await pause.click();
  await leaveCarousel(page);
  await page.clock.runFor(15_000);
  await expect(shownTitle(carousel)).toHaveText(featured[0]?.title ?? '');

  await carousel.getByRole('button', { name: 'Play the slide show' }).click();
  await leaveCarousel(page);
  await page.clock.runFor(5000);
  await expect(shownTitle(carousel)).toHaveText(featured[1]?.title ?? '');

  await shownTitle(carousel).hover();
  await page.clock.runFor(15_000);
  await expect(shownTitle(carousel)).toHaveText(featured[1]?.title ?? '');
  await page.mouse.move(0, 0);
  await page.clock.runFor(5000);
  await expect(shownTitle(carousel)).toHaveText(featured[2]?.title ?? '');
});

test('with prefers-reduced-motion the carousel stands still and offers play', async ({ page }) => {
  const featured = await featuredCampaigns(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const carousel = await openExplore(page);
  await expect(carousel.getByRole('button', { name: 'Play the slide show' })).toBeVisible();
  await page.clock.runFor(20_000);
  await expect(shownTitle(carousel)).toHaveText(featured[0]?.title ?? '');
  await carousel.getByRole('button', { name: 'Next campaign' }).click();
  await expect(shownTitle(carousel)).toHaveText(featured[1]?.title ?? '');
});

test("'Donate Now' opens the donate dialog for the campaign shown; 'Learn More' opens its page", async ({
  page,
}) => {
  const featured = await featuredCampaigns(page);
  const second = featured[1] as Campaign;
  const carousel = await openExplore(page);
  await carousel.getByRole('button', { name: 'Next campaign' }).click();
  await expect(shownTitle(carousel)).toHaveText(second.title);

  // The dialog's first opening loads its code and texts, which waits on timers: let the clock run meanwhile.
  await page.clock.resume();
  const donate = carousel.getByRole('button', { name: 'Donate Now' });
  await donate.click();
  const dialog = page.getByRole('dialog', { name: `Donate to ${second.title}` });
  await expect(dialog).toBeVisible();
  // The slide behind the dialog stays, so closing it gives focus back to its button.
  await page.clock.pauseAt(Date.now() + 500);
  await page.mouse.move(0, 0);
  await page.clock.runFor(15_000);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(donate).toBeFocused();
  await expect(shownTitle(carousel)).toHaveText(second.title);

  await carousel.getByRole('link', { name: 'Learn More' }).click();
  await expect(page).toHaveURL(new RegExp(`/campaign/${second.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(second.title);
});

test("an empty featured list shows 'No featured campaigns'", async ({ page }) => {
  await page.route('**/api/campaigns/featured', (route) => route.fulfill({ json: [] }));
  await page.goto('/explore');
  const section = page.getByRole('region', { name: 'Featured campaigns' });
  await expect(section.getByText('No featured campaigns', { exact: true })).toBeVisible();
  await expect(section.getByRole('button')).toHaveCount(0);
  // The rest of the page is unaffected.
  await expect(page.getByRole('list', { name: 'Campaigns' }).getByRole('article').first()).toBeVisible();
});

test('the carousel has no axe violations in English and Amharic', async ({ page }) => {
  const featured = await featuredCampaigns(page);
  // The real clock: the carousel turns as a visitor would see it; slide text never fades, so contrast holds.
  await page.goto('/explore');
  await expect(page.getByRole('region', { name: 'Featured campaigns' })).toHaveAttribute(
    'data-state',
    'ready',
  );
  await expectAccessible(page);

  await page.goto('/explore?lang=am');
  const carousel = page.getByRole('region', { name: 'ተለይተው የቀረቡ ዘመቻዎች' });
  await expect(carousel).toHaveAttribute('data-state', 'ready');
  await expect(carousel).toHaveAttribute('aria-roledescription', 'ተንሸራታች ማሳያ');
  await carousel.getByRole('button', { name: 'ተንሸራታች ማሳያውን ለአፍታ ያቁሙ' }).click();
  await expect(carousel.getByRole('button', { name: 'ተንሸራታች ማሳያውን ያጫውቱ' })).toBeVisible();
  await carousel.getByRole('button', { name: 'ዘመቻ 1 ከ' + featured.length + ' አሳይ' }).click();
  await expect(shownTitle(carousel)).toHaveText(featured[0]?.title ?? '');
  await expect(carousel.getByRole('button', { name: 'አሁን ይለግሱ' })).toBeVisible();
  await expect(carousel.getByRole('link', { name: 'ተጨማሪ ይወቁ' })).toBeVisible();
  await carousel.getByRole('button', { name: 'ቀጣዩ ዘመቻ' }).click();
  await expect(shownTitle(carousel)).toHaveText(featured[1]?.title ?? '');
  await expectAccessible(page);
});
