import { expect, test } from '@playwright/test';
import type { Category } from '@lomi/core';
import { allCampaigns, getJson, listCampaigns } from './api.ts';
import { expectAccessible } from './expect-accessible.ts';

test.use({ locale: 'en-US' });

test('explore lists the campaigns with their count and a pager "page / ceil(count/10)"', async ({
  page,
  request,
}) => {
  const first = await listCampaigns(request);
  const lastPage = Math.max(1, Math.ceil(first.count / 10));
  expect(lastPage).toBeGreaterThan(1);

  await page.goto('/explore');
  await expect(page.getByText(`${first.count} campaigns`, { exact: true })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Campaigns' }).getByRole('article');
  await expect(cards.getByRole('heading')).toHaveText(first.results.map((campaign) => campaign.title));
  const pager = page.getByRole('navigation', { name: 'Pages' });
  await expect(pager).toContainText(`1 / ${lastPage}`);
  await expect(pager.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  await expectAccessible(page);
});

test('the pager moves through pages, keeps the page in the URL, and reload and back restore it', async ({
  page,
  request,
}) => {
  const first = await listCampaigns(request);
  const second = await listCampaigns(request, '?page=2');
  const lastPage = first.lastPage;

  await page.goto('/explore');
  const cards = page.getByRole('list', { name: 'Campaigns' }).getByRole('article').getByRole('heading');
  const pager = page.getByRole('navigation', { name: 'Pages' });
  await expect(cards).toHaveText(first.results.map((campaign) => campaign.title));

  await pager.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/explore\?page=2$/);
  await expect(pager).toContainText(`2 / ${lastPage}`);
  await expect(cards).toHaveText(second.results.map((campaign) => campaign.title));

  await page.reload();
  await expect(pager).toContainText(`2 / ${lastPage}`);
  await expect(cards).toHaveText(second.results.map((campaign) => campaign.title));

  await page.goBack();
  await expect(page).toHaveURL(/\/explore$/);
  await expect(pager).toContainText(`1 / ${lastPage}`);
  await expect(cards).toHaveText(first.results.map((campaign) => campaign.title));

  await page.goto(`/explore?page=${lastPage}`);
  await expect(pager.getByRole('button', { name: 'Next page' })).toBeDisabled();
  // Pressing it anyway (it stays focusable) changes nothing.
  await pager.getByRole('button', { name: 'Next page' }).click({ force: true });
  await expect(pager).toContainText(`${lastPage} / ${lastPage}`);
  await pager.getByRole('button', { name: 'Previous page' }).click();
  await expect(page).toHaveURL(new RegExp(`page=${lastPage - 1}$`));
});

test('a page beyond the last one falls back to page 1', async ({ page, request }) => {
  const first = await listCampaigns(request);
  await page.goto(`/explore?page=${first.lastPage + 5}`);
  await expect(page).toHaveURL(/\/explore$/);
  await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText(`1 / ${first.lastPage}`);
});

test('searching shows the matching campaigns and keeps the search in the URL', async ({ page, request }) => {
  const campaigns = await allCampaigns(request);
  // The word of one campaign's title that matches fewest campaigns: it narrows the list but always finds one.
  const words = (campaigns[0]?.title.split(/\s+/) ?? []).filter((candidate) => candidate.length >= 4);
  const matches = await Promise.all(
    words.map(async (candidate) => ({
      word: candidate,
      list: await listCampaigns(request, `?search=${encodeURIComponent(candidate)}`),
    })),
  );
  const { word, list: expected } = matches.sort((a, b) => a.list.count - b.list.count)[0] ?? {
    word: '',
    list: null,
  };
  if (!expected) throw new Error('The first campaign has no word of four letters or more in its title.');
  expect(expected.count).toBeGreaterThan(0);
  expect(expected.count).toBeLessThan(campaigns.length);

  await page.goto('/explore');
  const search = page.getByRole('searchbox', { name: 'Search campaigns' });
  await search.fill(word);
  await search.press('Enter');
  await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(word);
  const countText = expected.count === 1 ? '1 campaign' : `${expected.count} campaigns`;
  await expect(page.getByText(countText, { exact: true })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Campaigns' }).getByRole('article').getByRole('heading');
  await expect(cards).toHaveText(expected.results.map((campaign) => campaign.title));

  await page.reload();
  await expect(search).toHaveValue(word);
  await expect(cards).toHaveText(expected.results.map((campaign) => campaign.title));

  await search.fill('zzzz-no-campaign-has-this');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('No campaign matches your search.')).toBeVisible();
  await expect(page.getByText('No campaigns', { exact: true })).toBeVisible();
  await expectAccessible(page);
});

test('the category panel filters by several categories; Cancel discards, Continue applies', async ({
  page,
  request,
}) => {
  const campaigns = await allCampaigns(request);
  const used = [
    ...new Map(campaigns.map((campaign) => [campaign.category.id, campaign.category])).values(),
  ].sort((a, b) => a.id - b.id);
  expect(used.length).toBeGreaterThanOrEqual(2);
  const [one, two] = used as [(typeof used)[0], (typeof used)[0]];
  const expected = await listCampaigns(request, `?category=${one.id},${two.id}`);
  const all = await listCampaigns(request);

  await page.goto('/explore');
  const dialog = page.getByRole('dialog', { name: 'Filter by category' });
  await page.getByRole('button', { name: 'Categories' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('checkbox')).toHaveCount(18);
  await expectAccessible(page);

  await dialog.getByRole('checkbox', { name: one.name, exact: true }).check();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/explore$/);
  await expect(page.getByText(`${all.count} campaigns`, { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Categories' }).click();
  await expect(dialog.getByRole('checkbox', { name: one.name, exact: true })).not.toBeChecked();
  await dialog.getByRole('checkbox', { name: one.name, exact: true }).check();
  await dialog.getByRole('checkbox', { name: two.name, exact: true }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();

  await expect.poll(() => new URL(page.url()).searchParams.get('category')).toBe(`${one.name},${two.name}`);
  await expect(page.getByRole('button', { name: 'Categories (2)' })).toBeFocused();
  const countText = expected.count === 1 ? '1 campaign' : `${expected.count} campaigns`;
  await expect(page.getByText(countText, { exact: true })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Campaigns' }).getByRole('article').getByRole('heading');
  await expect(cards).toHaveText(expected.results.map((campaign) => campaign.title));

  // Escape closes the panel like Cancel.
  await page.getByRole('button', { name: 'Categories (2)' }).click();
  await dialog.getByRole('checkbox', { name: one.name, exact: true }).uncheck();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Categories (2)' })).toBeVisible();
});

test('a category given by name in the URL (/explore?category=Medical) filters the list', async ({
  page,
  request,
}) => {
  const campaigns = await allCampaigns(request);
  const category = campaigns[0]?.category;
  if (!category) throw new Error('The seed has no campaigns.');
  const expected = await listCampaigns(request, `?category=${category.id}`);

  await page.goto(`/explore?category=${category.name}`);
  const cards = page.getByRole('list', { name: 'Campaigns' }).getByRole('article').getByRole('heading');
  await expect(cards).toHaveText(expected.results.map((campaign) => campaign.title));
  await expect(page.getByRole('button', { name: 'Categories (1)' })).toBeVisible();
});

test('the clear buttons reset the search field and all filters', async ({ page, request }) => {
  const all = await listCampaigns(request);
  const category = all.results[0]?.category;
  if (!category) throw new Error('The seed has no campaigns.');

  await page.goto('/explore');
  const search = page.getByRole('searchbox', { name: 'Search campaigns' });
  await expect(page.getByRole('button', { name: 'Clear search' })).toHaveCount(0);
  await search.fill('water');
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(search).toHaveValue('');
  await expect(search).toBeFocused();
  await expect(page).toHaveURL(/\/explore$/);

  await page.goto(`/explore?lang=en&search=zzzz-nothing&category=${category.name}&page=1`);
  await expect(page.getByText('No campaign matches your search.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBeNull();
  expect(new URL(page.url()).searchParams.get('category')).toBe(category.name);

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/explore$/);
  await expect(page.getByText(`${all.count} campaigns`, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear filters' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Categories' })).toBeVisible();
});

test('while the next page loads, the current cards stay and "Updating…" shows', async ({ page, request }) => {
  const first = await listCampaigns(request);
  await page.goto('/explore');
  const cards = page.getByRole('list', { name: 'Campaigns' }).getByRole('article').getByRole('heading');
  await expect(cards).toHaveText(first.results.map((campaign) => campaign.title));

  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/campaigns/?page=2*', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Updating…' })).toBeVisible();
  await expect(cards).toHaveText(first.results.map((campaign) => campaign.title));
  release();
  await expect(page.getByRole('status').filter({ hasText: 'Updating…' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText(`2 / ${first.lastPage}`);
});

test('/explore?category=Medical lists only Medical campaigns, and the panel shows Medical ticked', async ({
  page,
  request,
}) => {
  const categories = await getJson<{ results: Category[] }>(request, '/api/categories/');
  const medical = categories.results.find((category) => category.name === 'Medical');
  if (!medical) throw new Error('No Medical category.');
  const expected = await listCampaigns(request, `?category=${medical.id}`);
  expect(expected.count).toBeGreaterThan(0);
  expect(expected.results.every((campaign) => campaign.category.name === 'Medical')).toBe(true);
  const all = await listCampaigns(request);
  expect(expected.count).toBeLessThan(all.count);

  await page.goto('/explore?category=Medical');
  const countText = expected.count === 1 ? '1 campaign' : `${expected.count} campaigns`;
  await expect(page.getByText(countText, { exact: true })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Campaigns' }).getByRole('article').getByRole('heading');
  await expect(cards).toHaveText(expected.results.map((campaign) => campaign.title));
  await expect(page.getByRole('list', { name: 'Filter by category' })).toHaveText('Medical');

  await page.getByRole('button', { name: 'Categories (1)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Filter by category' });
  await expect(dialog.getByRole('checkbox', { checked: true })).toHaveCount(1);
  await expect(dialog.getByRole('checkbox', { name: 'Medical', exact: true })).toBeChecked();
});

test('while a slow search loads, the old cards stay and "Updating…" shows', async ({ page, request }) => {
  const first = await listCampaigns(request);
  await page.goto('/explore');
  const cards = page.getByRole('list', { name: 'Campaigns' }).getByRole('article').getByRole('heading');
  await expect(cards).toHaveText(first.results.map((campaign) => campaign.title));

  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/campaigns/?*search=*', async (route) => {
    await held;
    await route.continue();
  });
  const search = page.getByRole('searchbox', { name: 'Search campaigns' });
  await search.fill('zzzz-no-campaign-has-this');
  await search.press('Enter');
  const updating = page.getByRole('status').filter({ hasText: 'Updating…' });
  await expect(updating).toBeVisible();
  await expect(page.locator('.explore__results')).toHaveAttribute('aria-busy', 'true');
  await expect(cards).toHaveText(first.results.map((campaign) => campaign.title));
  release();
  await expect(updating).toHaveCount(0);
  await expect(page.getByText('No campaign matches your search.')).toBeVisible();
});

test.describe('in Amharic', () => {
  test.use({ locale: 'am-ET' });

  test('search, the category panel and clear filters are translated and accessible', async ({ page }) => {
    await page.goto('/explore?lang=am&category=Medical&search=water');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ዘመቻዎችን ያስሱ');
    await expect(page.getByRole('searchbox', { name: 'ዘመቻዎችን ይፈልጉ' })).toHaveValue('water');
    await expect(page.getByRole('button', { name: 'ፍለጋውን አጽዳ' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'ማጣሪያዎችን አጽዳ' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'ምድቦች (1)' }).click();
    await expect(page.getByRole('dialog', { name: 'በምድብ ያጣሩ' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'ይቅር' }).click();

    await page.getByRole('button', { name: 'ማጣሪያዎችን አጽዳ' }).click();
    await expect(page).toHaveURL(/\/explore\?lang=am$/);
    await expect(page.getByRole('button', { name: 'ምድቦች', exact: true })).toBeVisible();
  });
});
