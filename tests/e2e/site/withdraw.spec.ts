import { expect, test } from '@playwright/test';
import { formatMoney, type WithdrawAccount, type Withdrawal } from '@lomi/core';
import { bearer, DEMO_ACCOUNTS, logIn, signInBrowser, signUp } from './accounts.ts';
import { expectAccessible } from './expect-accessible.ts';

test.use({ locale: 'en-US' });

test('a new account saves its withdrawal account from My Withdrawals, then updates it', async ({
  page,
  context,
  request,
}) => {
  const { session } = await signUp(request, 'payout');
  await signInBrowser(context, session);
  await page.goto('/user');
  await page.getByRole('link', { name: 'My Withdrawals' }).click();
  await expect(page).toHaveURL(/\/withdraw$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Withdrawals');
  await expect(page).toHaveTitle('My Withdrawals · Lomi');

  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByText('No withdrawals yet')).toBeVisible();
  // §5: empty fields are not flagged.
  await expect(page.getByText(/^Invalid /)).toHaveCount(0);

  const name = page.getByRole('textbox', { name: 'Account name' });
  const number = page.getByRole('textbox', { name: 'Account number' });
  const bank = page.getByRole('textbox', { name: 'Bank name' });
  const phone = page.getByRole('textbox', { name: 'Phone number' });
  await name.fill('Abe');
  await number.fill('12345');
  await bank.fill('CBE');
  await phone.fill('91122');
  await phone.press('Tab');
  for (const text of [
    'Invalid Account Name',
    'Invalid Account Number',
    'Invalid Bank Name',
    'Invalid Phone Number',
  ]) {
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  await name.fill('Hirut Tadesse');
  await number.fill('1000234567891');
  await bank.fill('Commercial Bank of Ethiopia');
  await phone.fill('0911223344');
  await expect(phone).toHaveValue('911223344');
  await expect(page.getByText(/^Invalid /)).toHaveCount(0);
  await expect(submit).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('radio', { name: 'Checking' }).check();
  await expect(submit).not.toHaveAttribute('aria-disabled');

  const created = page.waitForResponse(
    (response) =>
      response.url().endsWith('/withdraw/account/create') && response.request().method() === 'POST',
  );
  await submit.click();
  expect((await created).status()).toBe(201);
  await expect(
    page.getByRole('status').filter({ hasText: 'Your withdrawal account has been saved.' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Update' })).toBeVisible();

  await page.reload();
  const update = page.getByRole('button', { name: 'Update' });
  await expect(update).toBeVisible();
  await expect(name).toHaveValue('Hirut Tadesse');
  await expect(number).toHaveValue('1000234567891');
  await expect(bank).toHaveValue('Commercial Bank of Ethiopia');
  await expect(page.getByRole('radio', { name: 'Checking' })).toBeChecked();
  await expect(phone).toHaveValue('911223344');

  await bank.fill('Awash Bank');
  await page.getByRole('radio', { name: 'Saving' }).check();
  const updated = page.waitForResponse(
    (response) =>
      response.url().endsWith('/withdraw/account/update') && response.request().method() === 'PUT',
  );
  await update.click();
  expect((await updated).status()).toBe(200);
  await expect(
    page.getByRole('status').filter({ hasText: 'Your withdrawal account has been updated.' }),
  ).toBeVisible();
  const stored = await request.get('/withdraw/account/get', { headers: bearer(session) });
  expect(((await stored.json()) as { data: WithdrawAccount }).data).toMatchObject({
    accountName: 'Hirut Tadesse',
    accountNumber: '1000234567891',
    bankName: 'Awash Bank',
    accountType: 'saving',
    phoneNumber: '+251911223344',
  });
  await expect(page.getByText('No withdrawals yet')).toBeVisible();
  await expectAccessible(page);

  await page.goto('/withdraw?lang=am');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('የወጪ ጥያቄዎቼ');
  await expect(page.getByRole('button', { name: 'አዘምን' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'የባንኩ ስም' })).toHaveValue('Awash Bank');
  await expect(page.getByText('እስካሁን ምንም የወጪ ጥያቄ የለም')).toBeVisible();
  await page.getByRole('textbox', { name: 'የሂሳቡ ስም' }).fill('ሰላም');
  await expect(page.getByText('ልክ ያልሆነ የሂሳብ ስም')).toBeVisible();
  await expectAccessible(page);
});

test('the owner’s paid withdrawals are listed newest first, as the API holds them, in en and am', async ({
  page,
  context,
  request,
}) => {
  const session = await logIn(request, DEMO_ACCOUNTS.owner);
  await signInBrowser(context, session);
  const table = page.getByRole('table', { name: 'Recent withdrawals' });
  const rows = table.locator('tbody tr');
  // withdraw-request.spec may add a pending request to the owner's list at any moment: read the list and the
  // page again until they hold the same withdrawals.
  let mine: Withdrawal[] = [];
  await expect(async () => {
    const response = await request.get('/withdraw/mine', { headers: bearer(session) });
    mine = ((await response.json()) as { data: Withdrawal[] }).data;
    await page.goto('/withdraw?lang=en');
    await expect(rows).toHaveCount(mine.length, { timeout: 5_000 });
  }).toPass();
  expect(mine.length).toBeGreaterThan(0);
  await expect(table.getByRole('columnheader')).toHaveText([
    'Requested Date',
    'Amount',
    'Currency',
    'Status',
    'Updated on',
  ]);
  // The newest paid one (the seed's: tests only add pending requests), in its place in the list.
  const index = mine.findIndex((withdrawal) => withdrawal.status === 'paid');
  expect(index).toBeGreaterThanOrEqual(0);
  const paid = mine[index]!;
  const row = rows.nth(index);
  await expect(row.getByRole('cell').nth(1)).toHaveText(formatMoney(paid.amount, paid.currency, 'en'));
  await expect(row.getByRole('cell').nth(2)).toHaveText(paid.currency);
  await expect(row.getByRole('cell').nth(3)).toHaveText('Paid');
  // The saved account is shown for updating.
  await expect(page.getByRole('button', { name: 'Update' })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/withdraw?lang=am');
  const amTable = page.getByRole('table', { name: 'የቅርብ ጊዜ የወጪ ጥያቄዎች' });
  const amPaid = amTable.locator('tbody tr').filter({ hasText: 'ተከፍሏል' }).first();
  await expect(amPaid.getByRole('cell').nth(3)).toHaveText('ተከፍሏል');
  await expect(amPaid.getByRole('cell').first()).toContainText('ዓ.ም.');
  await expectAccessible(page);
});
