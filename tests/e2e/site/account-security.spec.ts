import { expect, test } from '@playwright/test';
import { bearer, signInBrowser, signUp } from './accounts.ts';
import { expectAccessible } from './expect-accessible.ts';

// Issue 11, accounts: the change-password screen, sign-out that revokes the token on the server, and a
// hostile `next` that must not break /login for a signed-in user.

test.use({ locale: 'en-US' });

test('change password from the account menu: a common password is refused on its field, a good one works', async ({
  page,
  context,
  request,
}) => {
  // Three password hashes (sign-up, refusal check, change) and four axe runs: more than the default 30 s on a
  // busy machine.
  test.slow();
  const { username, password, session } = await signUp(request, 'pwchange');
  await signInBrowser(context, session);
  await page.goto('/user');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('link', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/change-password$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Change your password');
  await expect(page).toHaveTitle('Change password · Lomi');
  await expectAccessible(page);

  // Keyboard only: the labels name the fields, Enter submits.
  await page.getByLabel('Current password').fill(password);
  await page.getByLabel('New password', { exact: true }).fill('iloveyou');
  await page.getByLabel('Repeat new password').fill('iloveyou');
  await expect(page.getByText('Password Matches')).toBeVisible();
  await page.getByLabel('Repeat new password').press('Enter');
  const newPassword = page.getByLabel('New password', { exact: true });
  await expect(newPassword).toBeFocused();
  await expect(newPassword).toHaveAttribute('aria-invalid', 'true');
  await expect(
    page.getByText('This password is too common and easy to guess. Please choose another one.'),
  ).toBeVisible();
  await expectAccessible(page);

  await newPassword.fill(`${username} keeps a long secret`);
  await page.getByLabel('Repeat new password').fill(`${username} keeps a long secret`);
  await page.getByRole('button', { name: 'Change password' }).click();
  const done = page.getByText('Your password has been changed. You were signed out on your other devices.');
  await expect(done).toBeFocused();
  await expectAccessible(page);

  // The old token is revoked; this browser kept the fresh one and stays signed in.
  expect((await request.get('/api/me/profile/', { headers: bearer(session) })).status()).toBe(401);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  const relogin = await request.post('/auth/jwt/login/', {
    data: { username: username.toUpperCase(), password: `${username} keeps a long secret` },
  });
  expect(relogin.status()).toBe(200);
});

test('the change-password screen in Amharic refuses a wrong current password on its field', async ({
  page,
  context,
  request,
}) => {
  const { session } = await signUp(request, 'pwchangeam');
  await signInBrowser(context, session);
  await page.goto('/change-password?lang=am');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('የይለፍ ቃልዎን ይቀይሩ');
  await expectAccessible(page);
  await page.getByLabel('የአሁኑ የይለፍ ቃል').fill('not the password at all');
  await page.getByLabel('አዲስ የይለፍ ቃል').fill('a fresh long secret');
  await page.getByLabel('አዲሱን የይለፍ ቃል ይድገሙ').fill('a fresh long secret');
  await page.getByRole('button', { name: 'የይለፍ ቃል ይቀይሩ' }).click();
  await expect(page.getByLabel('የአሁኑ የይለፍ ቃል')).toBeFocused();
  await expect(page.getByText('የአሁኑ የይለፍ ቃልዎ ትክክል አይደለም።')).toBeVisible();
  await expectAccessible(page);
});

test('logging out revokes the token on the server: a copy of it is refused afterwards', async ({
  page,
  context,
  request,
}) => {
  const { session } = await signUp(request, 'logout');
  await signInBrowser(context, session);
  await page.goto('/saved');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Saved Campaigns');
  expect((await request.get('/api/me/profile/', { headers: bearer(session) })).status()).toBe(200);

  const revoked = page.waitForResponse((response) => response.url().endsWith('/auth/logout/'));
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  expect((await revoked).status()).toBe(200);
  await expect(page).toHaveURL(/\/login$/);
  expect((await request.get('/api/me/profile/', { headers: bearer(session) })).status()).toBe(401);
});

test('a signed-in user opening /login?next=//a%253Ab goes home instead of a broken page', async ({
  page,
  context,
  request,
}) => {
  const { session } = await signUp(request, 'nextpath');
  await signInBrowser(context, session);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/login?next=%2F%2Fa%253Ab');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page.getByText('This part of the page could not be loaded')).toHaveCount(0);
  expect(errors).toEqual([]);
});
