import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import type { Session } from '@lomi/core';
import { baseURL } from '../playwright.config.ts';
import { expectAccessible } from './expect-accessible.ts';

test.use({ locale: 'en-US' });

const PASSWORD = 'correct horse battery';
let counter = 0;

/** A username no other test (or run against the same server) has used. */
function freshUsername(): string {
  counter += 1;
  return `auth${Date.now().toString(36)}x${process.pid}x${counter}`;
}

/** A password account made through the API. */
async function signUpByApi(request: APIRequestContext) {
  const username = freshUsername();
  const response = await request.post('/auth/signup/', {
    data: { username, email: `${username}@example.org`, password: PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { username, session: (await response.json()) as Session };
}

async function tokenCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === 'user-token');
}

const accountButton = (page: Page) => page.getByRole('button', { name: 'Account menu' });

test('sign up, stay signed in across a reload (cookie), and log out', async ({ page, context }) => {
  const username = freshUsername();
  await page.goto('/signup');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your Lomi account');
  await page.getByLabel('Full name (optional)').fill('Selam Bekele');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('E-mail').fill(`${username}@example.org`);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Repeat password').fill(PASSWORD);
  await expect(page.getByText('Password Matches')).toBeVisible();
  await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();

  // Signed in: home, with the signed-in header of §2.
  await expect(page).toHaveURL(/\/$/);
  await expect(accountButton(page)).toContainText(username[0]!.toUpperCase());
  await expect(page.getByRole('link', { name: 'Saved' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0);
  const cookie = await tokenCookie(context);
  expect(cookie?.sameSite).toBe('Lax');
  // Kept as long as the token (7 days by default), not only for the browser session.
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(6 * 24 * 3600);

  await page.reload();
  await expect(accountButton(page)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0);

  await accountButton(page).click();
  await expect(page.getByText('Signed in as Selam Bekele')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(await tokenCookie(context)).toBeUndefined();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in to Lomi');
});

test('a wrong password is refused with a message, the right one signs in', async ({ page, request }) => {
  const { username } = await signUpByApi(request);
  await page.goto('/login');
  await page.getByLabel('E-mail or username').fill(username);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid e-mail/username or password.');
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(accountButton(page)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  // Signed-in users are sent away from the logged-out pages.
  await page.goto('/signup');
  await expect(page).toHaveURL(/\/$/);
});

test('phone sign-in with the code from the SMS sandbox; the made-up username stays hidden', async ({
  page,
  request,
}) => {
  const local = `9${String(Date.now()).slice(-8)}`;
  await page.goto('/login');
  await page.getByRole('button', { name: 'Phone number' }).click();
  await page.getByLabel('Phone number').fill(local);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(/We sent a 6-digit code to \+251/)).toBeVisible();
  await expectAccessible(page);

  const inbox = await request.get(`/sandbox/sms/messages?to=%2B251${local}`);
  const { results } = (await inbox.json()) as { results: { to: string; text: string }[] };
  const code = /\b(\d{6})\b/.exec(results[0]?.text ?? '')?.[1];
  expect(code, JSON.stringify(results)).toBeTruthy();
  await page.getByLabel('Sign-in code').fill(code!);
  await page.getByRole('button', { name: 'Log in' }).click();

  await expect(accountButton(page)).toContainText('2');
  await accountButton(page).click();
  await expect(page.getByText(`Signed in as +251${local}`)).toBeVisible();
  await expect(page.getByText(/phone_251/)).toHaveCount(0);
});

test('a login-only page sends an anonymous visitor to /login and back after signing in', async ({
  page,
  request,
}) => {
  const { username } = await signUpByApi(request);
  await page.goto('/saved');
  await expect(page).toHaveURL(/\/login\?next=%2Fsaved$/);
  await page.getByLabel('E-mail or username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/saved$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Saved Campaigns');
});

test('the app waits for the session check, retried after network failures (§4)', async ({
  page,
  context,
  request,
}) => {
  const { session } = await signUpByApi(request);
  await context.addCookies([{ name: 'user-token', value: session.access, url: baseURL, sameSite: 'Lax' }]);
  let calls = 0;
  await page.route('**/api/me/profile/', async (route) => {
    calls += 1;
    if (calls <= 2) await route.abort('connectionfailed');
    else await route.continue();
  });
  // Notes whether the anonymous header's 'Log in' link is ever rendered, even for a frame.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('a[href="/login"]')) document.documentElement.dataset.sawLogin = 'yes';
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/');
  // Two failures 1 s apart, then the answer: signed in, and the anonymous header never showed.
  await expect(accountButton(page)).toBeVisible();
  expect(calls).toBe(3);
  expect(await page.evaluate(() => document.documentElement.dataset.sawLogin)).toBeUndefined();
});

test('the signed-in mobile menu has the account items and fits a phone', async ({
  page,
  context,
  request,
}) => {
  const { session } = await signUpByApi(request);
  await context.addCookies([{ name: 'user-token', value: session.access, url: baseURL, sameSite: 'Lax' }]);
  await page.setViewportSize({ width: 375, height: 740 });
  for (const lang of ['en', 'am'] as const) {
    await page.goto(`/?lang=${lang}`);
    await page.getByRole('button', { name: lang === 'en' ? 'Menu' : 'ምናሌ' }).click();
    const nav = page.getByRole('navigation', { name: lang === 'en' ? 'Site menu' : 'የጣቢያው ምናሌ' });
    await expect(
      nav.getByRole('link', { name: lang === 'en' ? 'My campaigns' : 'የእኔ ዘመቻዎች' }),
    ).toBeInViewport();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  }
  await page.getByRole('button', { name: 'ይውጡ' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('three failed checks, or a refused token, leave the visitor signed out with the cookie removed', async ({
  page,
  context,
  request,
}) => {
  const { session } = await signUpByApi(request);
  await context.addCookies([{ name: 'user-token', value: session.access, url: baseURL, sameSite: 'Lax' }]);
  let calls = 0;
  await page.route('**/api/me/profile/', (route) => {
    calls += 1;
    return route.abort('connectionfailed');
  });
  const started = Date.now();
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(calls).toBe(3);
  expect(Date.now() - started).toBeGreaterThanOrEqual(2_000);
  expect(await tokenCookie(context)).toBeUndefined();

  await page.unroute('**/api/me/profile/');
  await context.addCookies([{ name: 'user-token', value: 'not-a-token', url: baseURL, sameSite: 'Lax' }]);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(await tokenCookie(context)).toBeUndefined();
});

for (const lang of ['en', 'am'] as const) {
  test(`/login and /signup have no axe violations (${lang})`, async ({ page }) => {
    const titles = {
      en: { login: 'Log in to Lomi', signup: 'Create your Lomi account' },
      am: { login: 'ወደ ሎሚ ይግቡ', signup: 'የሎሚ መለያዎን ይፍጠሩ' },
    }[lang];
    await page.goto(`/login?lang=${lang}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles.login);
    await expectAccessible(page);
    await page.goto(`/signup?lang=${lang}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles.signup);
    // With every error shown, too.
    await page
      .getByRole('button', { name: lang === 'en' ? 'Create account' : 'መለያ ይፍጠሩ' })
      .last()
      .click();
    await expect(page.locator('.auth-field__error').first()).toBeVisible();
    await expectAccessible(page);
  });
}
