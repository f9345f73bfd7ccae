import { expect, test } from '@playwright/test';
import type { ConsoleSummary } from '@lomi/core';
import { DEMO_ACCOUNTS, logIn, signInBrowser } from './accounts.ts';
import { expectAccessible } from './expect-accessible.ts';

// Issue 14 #2: the console at /console, for operators only, with a start page of what waits.
test.use({ locale: 'en-US' });

const OPERATOR = { email: 'operator@example.com', password: 'lomi-demo-1234' };

test('an anonymous visitor logs in at /login and comes back to the console', async ({ page }) => {
  await page.goto('/console');
  await expect(page).toHaveURL(/\/login\?next=%2Fconsole$/);
  await page.getByLabel('E-mail or username').fill(OPERATOR.email);
  await page.getByLabel('Password').fill(OPERATOR.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/console$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Overview');
});

test('an operator opens the console from the account menu by keyboard and sees what waits', async ({
  page,
  context,
  request,
}) => {
  const session = await logIn(request, OPERATOR);
  await signInBrowser(context, session);
  await page.goto('/?lang=en');

  const account = page.getByRole('button', { name: 'Account menu' });
  await account.focus();
  await page.keyboard.press('Enter');
  const consoleLink = page.getByRole('link', { name: 'Console', exact: true });
  await expect(consoleLink).toBeVisible();
  // The Console item comes first in the menu: one Tab from the menu button reaches it.
  await page.keyboard.press('Tab');
  await expect(consoleLink).toBeFocused();
  // The counts the page shows are compared with the answer it got: other specs running at the same time add
  // organizations, campaigns and reports, so a second read could already differ.
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/console/summary/'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/console$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Overview');

  const summary = (await (await answered).json()) as ConsoleSummary;
  const waiting = page.getByRole('list', { name: 'Waiting' });
  const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
  await expect(waiting.getByRole('listitem')).toHaveText([
    summary.organizations_pending === 0
      ? 'No organizations to review'
      : plural(summary.organizations_pending, 'organization to review', 'organizations to review'),
    summary.campaigns_in_review === 0
      ? 'No campaigns in review'
      : plural(summary.campaigns_in_review, 'campaign in review', 'campaigns in review'),
    summary.withdrawals_pending === 0
      ? 'No withdrawal requests'
      : plural(summary.withdrawals_pending, 'withdrawal request', 'withdrawal requests'),
    summary.reports_open === 0
      ? 'No open reports'
      : plural(summary.reports_open, 'open report', 'open reports'),
    summary.help_questions_open === 0
      ? 'No open help questions'
      : plural(summary.help_questions_open, 'open help question', 'open help questions'),
    summary.payments_flagged === 0
      ? 'No flagged payments'
      : plural(summary.payments_flagged, 'flagged payment', 'flagged payments'),
  ]);
  await expect(page.getByRole('heading', { level: 2, name: 'Exchange rate' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
  await expectAccessible(page);

  // The console's skip link passes its navigation; the navigation opens the other sections.
  const skip = page.getByRole('link', { name: "Skip to the console's content" });
  await skip.focus();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#console-content')).toBeFocused();
  const nav = page.getByRole('navigation', { name: 'Console sections' });
  await expect(nav.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'Audit log' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Audit log');
  await expect(page.getByRole('list', { name: 'Audit log entries' })).toBeVisible();
  await expectAccessible(page);

  await nav.getByRole('link', { name: 'Operators' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Operators');
  await expect(page.getByRole('list', { name: 'Every operator' })).toContainText('operator@example.com');
  await expectAccessible(page);
});

test('the console in Amharic has no axe violations either', async ({ page, context, request }) => {
  await signInBrowser(context, await logIn(request, OPERATOR));
  await page.goto('/console?lang=am');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('አጠቃላይ እይታ');
  await expect(page.getByRole('list', { name: 'የሚጠብቁ' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'በመጫን ላይ' })).toHaveCount(0);
  await expectAccessible(page);
});

test('a signed-in user who is not an operator is told the console is for operators only', async ({
  page,
  context,
  request,
}) => {
  await signInBrowser(context, await logIn(request, DEMO_ACCOUNTS.donor));
  await page.goto('/console/audit-log?lang=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    "Only Lomi's operators can open the console",
  );
  await expect(page.getByRole('navigation', { name: 'Console sections' })).toHaveCount(0);
  await expectAccessible(page);
  // Nor does the menu offer it.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Console', exact: true })).toHaveCount(0);
});
