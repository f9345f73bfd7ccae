import { expect, test } from '@playwright/test';
import type { Notification, PagedList } from '@lomi/core';
import { allCampaigns, donateThroughSandbox } from './api.ts';
import { bearer, DEMO_ACCOUNTS, logIn, signInBrowser, signUp } from './accounts.ts';
import { expectAccessible } from './expect-accessible.ts';

test.use({ locale: 'en-US' });

test('the personal pages send visitors to /login, which leads back once signed in', async ({
  page,
  context,
  request,
}) => {
  await page.goto('/notifications');
  await expect(page).toHaveURL(/\/login\?next=%2Fnotifications$/);
  const { session } = await signUp(request, 'area');
  await signInBrowser(context, session);
  await page.reload();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notifications');
});

test('every personal page shows in English and Amharic without axe violations', async ({
  page,
  context,
  request,
}) => {
  const { session } = await signUp(request, 'area');
  await signInBrowser(context, session);
  const pages = [
    { path: '/user', en: 'My profile', am: 'የእኔ መገለጫ' },
    { path: '/saved', en: 'Saved Campaigns', am: 'የተቀመጡ ዘመቻዎች' },
    { path: '/notifications', en: 'Notifications', am: 'ማሳወቂያዎች' },
    { path: '/mycampaigns', en: 'My campaigns', am: 'የእኔ ዘመቻዎች' },
    { path: '/delete-account', en: 'Delete your account', am: 'መለያዎን ይሰርዙ' },
  ];
  for (const { path, en, am } of pages) {
    // The language chosen last is remembered: ?lang=en switches back for each page.
    await page.goto(`${path}?lang=en`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en);
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
    await expectAccessible(page);

    await page.goto(`${path}?lang=am`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(am);
    await expect(page.getByRole('status').filter({ hasText: 'በመጫን ላይ' })).toHaveCount(0);
    await expectAccessible(page);
  }
});

test('a new account’s profile: badges, the banner, Edit Profile saves, and the stat tiles', async ({
  page,
  context,
  request,
}) => {
  const { username, email, session } = await signUp(request, 'area');
  await signInBrowser(context, session);
  await page.goto('/user');

  await expect(page.getByRole('heading', { level: 2, name: username })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  const missing = page.getByRole('list', { name: 'Missing details' });
  await expect(missing.getByRole('listitem')).toHaveText(['! full name missing']);
  await expect(page.getByText("You don't have an organization yet", { exact: false })).toBeVisible();
  const stats = page.getByRole('region', { name: 'Your activity' });
  await expect(stats.getByRole('definition')).toHaveText(['0', /ETB\s0\.00/, '$0.00', '0']);

  await page.getByRole('button', { name: 'Update' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  await expect(dialog.getByLabel('Full name')).toBeFocused();
  await dialog.getByLabel('Full name').fill('Hirut Tadesse');
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/me/profile/') && response.request().method() === 'PATCH',
  );
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('status').filter({ hasText: 'Your profile has been updated.' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Hirut Tadesse' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Complete your profile' })).toHaveCount(0);

  const profile = await request.get('/api/me/profile/', { headers: bearer(session) });
  expect((await profile.json()).full_name).toBe('Hirut Tadesse');
  await expectAccessible(page);
});

test('a campaign saved from /explore is on /saved, and unsaving it there removes it', async ({
  page,
  context,
  request,
}) => {
  const { session } = await signUp(request, 'area');
  await signInBrowser(context, session);
  await page.goto('/explore');
  const card = page.getByRole('list', { name: 'Campaigns' }).getByRole('article').first();
  const title = (await card.getByRole('heading').textContent())!;
  const heart = card.getByRole('button', { name: `Save campaign: ${title}` });
  const saving = page.waitForResponse((response) => response.url().endsWith('/api/saved-campaigns/save/'));
  await heart.click();
  expect((await saving).status()).toBe(200);
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/saved');
  await expect(page.getByText('1 saved campaign', { exact: true })).toBeVisible();
  const savedList = page.getByRole('list', { name: 'Saved campaigns' });
  await expect(savedList.getByRole('article').getByRole('heading')).toHaveText([title]);
  await expectAccessible(page);

  await savedList.getByRole('button', { name: `Save campaign: ${title}` }).click();
  await expect(page.getByText('No saved campaigns', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Explore campaigns' }).last()).toBeVisible();
  const ids = await request.get('/api/saved-campaigns/ids/', { headers: bearer(session) });
  expect(await ids.json()).toEqual({ ids: [] });
});

test('a donation to the owner’s campaign reaches their notifications; Mark all as read clears the count', async ({
  page,
  context,
  request,
}) => {
  const owner = await logIn(request, DEMO_ACCOUNTS.owner);
  const mineResponse = await request.get('/api/campaigns/mine/', { headers: bearer(owner) });
  const mine = (await mineResponse.json()) as PagedList<{ id: number; title: string; status: string }>;
  const publicIds = new Set((await allCampaigns(request)).map((campaign) => campaign.id));
  const campaign = mine.results.find((item) => item.status === 'active' && publicIds.has(item.id))!;
  expect(campaign).toBeTruthy();

  const donorName = `Mekdes Donor`;
  await donateThroughSandbox(request, {
    amount: 12_300,
    campaign_id: campaign.id,
    phone_number: '251911556677',
    full_name: donorName,
  });

  await signInBrowser(context, owner);
  await page.goto('/notifications');
  const newest = page.getByRole('list', { name: 'Notifications' }).getByRole('article').first();
  await expect(newest.getByRole('heading')).toHaveText('New donation received');
  await expect(newest).toContainText(
    new RegExp(`${donorName} gave ETB\\s123\\.00 to your campaign “${campaign.title}”`),
  );
  await expect(newest.getByText('Unread')).toBeVisible();
  const unread = await request.get('/api/notifications/count/', { headers: bearer(owner) });
  const { count } = (await unread.json()) as { count: number };
  expect(count).toBeGreaterThan(0);
  await expect(
    page.getByText(count === 1 ? '1 unread notification' : `${count} unread notifications`),
  ).toBeVisible();
  await expectAccessible(page);

  // The same notification worded in Amharic from its kind and params.
  await page.goto('/notifications?lang=am');
  const newestAm = page.getByRole('list', { name: 'ማሳወቂያዎች' }).getByRole('article').first();
  await expect(newestAm.getByRole('heading')).toHaveText('አዲስ ልገሳ ደርሷል');
  await expect(newestAm).toContainText(`${donorName} ለዘመቻዎ «${campaign.title}»`);

  await page.goto('/notifications?lang=en');
  await newest.getByRole('button', { name: 'Mark as read' }).click();
  await expect(newest.getByText('Unread')).toHaveCount(0);
  await expect(newest).toBeFocused();
  // The header's bell follows: its badge goes once nothing is unread (§2: hidden at 0).
  const bell = page.getByRole('banner').locator('a[href="/notifications"]');
  await expect(bell).toHaveAttribute('data-unread', String(count - 1));
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByText('No unread notifications')).toBeVisible();
  await expect(bell).toHaveAttribute('data-unread', '0');
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  const after = await request.get('/api/notifications/?page=1', { headers: bearer(owner) });
  expect(((await after.json()) as PagedList<Notification>).results.every((item) => item.is_read)).toBe(true);
});

test('the owner’s profile shows the approved organization, and /mycampaigns leads to the dashboards', async ({
  page,
  context,
  request,
}) => {
  const owner = await logIn(request, DEMO_ACCOUNTS.owner);
  await signInBrowser(context, owner);
  await page.goto('/user');
  const card = page.getByRole('article', { name: 'Gondar Community Health Initiative' });
  await expect(card.getByText('Approved')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Open page' })).toHaveAttribute('href', /\/organization\/\d+$/);
  // §4: an approved organization may be edited (issue 13).
  await expect(card.getByRole('link', { name: 'Edit Organization' })).toHaveAttribute(
    'href',
    /\/edit-organization\/\d+$/,
  );
  await expect(page.getByRole('button', { name: /Create Campaign/ })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expectAccessible(page);

  await page.getByRole('link', { name: 'My campaigns' }).click();
  await expect(page).toHaveURL(/\/mycampaigns$/);
  const mine = await request.get('/api/campaigns/mine/', { headers: bearer(owner) });
  const { results } = (await mine.json()) as PagedList<{ id: number; title: string }>;
  const links = page.getByRole('list', { name: 'My campaigns' }).getByRole('article').getByRole('link');
  await expect(links).toHaveText(results.map((campaign) => campaign.title));
  await expect(links.first()).toHaveAttribute('href', `/my-campaign/${results[0]!.id}`);
});

test('deleting the account signs out and the login fails afterwards', async ({ page, context, request }) => {
  const { email, password, session } = await signUp(request, 'area');
  await signInBrowser(context, session);
  await page.goto('/delete-account');
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectAccessible(page);
  const deleted = page.waitForResponse((response) => response.url().endsWith('/api/auth/delete-account/'));
  await dialog.getByRole('button', { name: 'Delete Account' }).click();
  expect((await deleted).status()).toBe(200);

  await expect(page).toHaveURL(/\/login$/);
  await page.waitForLoadState('load');
  expect((await context.cookies()).some((cookie) => cookie.name === 'user-token')).toBe(false);
  await page.goto('/user');
  await expect(page).toHaveURL(/\/login\?next=%2Fuser$/);

  const login = await request.post('/auth/jwt/login/', { data: { email, password } });
  expect(login.status()).toBe(401);
  const old = await request.get('/api/me/profile/', { headers: bearer(session) });
  expect(old.status()).toBe(401);
});
