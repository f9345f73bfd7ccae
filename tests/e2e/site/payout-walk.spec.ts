import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  formatMoney,
  type OwnCampaign,
  type OwnOrganization,
  type PagedList,
  type Session,
} from '@lomi/core';
import sharp from 'sharp';
import { baseURL } from '../playwright.config.ts';
import { bearer, logIn, signInBrowser, signUp } from './accounts.ts';
import { donateThroughSandbox } from './api.ts';
import { createOrganization, submitCampaign } from './creator-flows.ts';

test.use({ locale: 'en-US' });

// Issue 15 #6: money out, end to end in Chromium. A new owner's campaign takes two sandbox donations; the owner
// requests the withdrawal on the campaign page; an operator approves it in the console and pays it through the
// sandbox rail (its signed callback comes back to the server a second later); the owner sees Paid on
// /withdraw and both donations as Withdrawn on the campaign page.

const OPERATOR = { email: 'operator@example.com', password: 'lomi-demo-1234' };

async function readAs<T>(request: APIRequestContext, path: string, session: Session): Promise<T> {
  const response = await request.get(path, { headers: bearer(session) });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

test('an owner requests a withdrawal, an operator pays it by the sandbox rail, the owner sees it paid', async ({
  page: ownerPage,
  context: ownerContext,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const owner = await signUp(request, 'payee');
  await signInBrowser(ownerContext, owner.session);

  // The owner's organization (approved through the suite's hook) and a published campaign with two gifts.
  await createOrganization(ownerPage, `Wells for Wollo ${stamp}`);
  const [organization] = (
    await readAs<PagedList<OwnOrganization>>(request, '/api/organizations/my_organization/', owner.session)
  ).results;
  expect((await request.post(`/api/testing/organizations/${organization!.id}/approve`)).status()).toBe(200);
  const title = `A well for Kombolcha ${stamp}`;
  const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#1b4965' } })
    .jpeg({ quality: 80 })
    .toBuffer();
  await submitCampaign(ownerPage, { title, photo });
  const campaign = (
    await readAs<PagedList<OwnCampaign>>(request, '/api/campaigns/mine/', owner.session)
  ).results.find((item) => item.title === title)!;
  const operator = await logIn(request, OPERATOR);
  const published = await request.post(`/api/console/campaigns/${campaign.id}/publish/`, {
    headers: bearer(operator),
  });
  expect(published.status(), await published.text()).toBe(200);
  for (const amount of [25_000, 15_000]) {
    await donateThroughSandbox(request, {
      campaign_id: campaign.id,
      amount,
      phone_number: '251911223344',
      full_name: 'Almaz Tesfaye',
    });
  }

  // The owner saves the account to be paid into and requests the whole ETB balance from the campaign page.
  const account = await request.post('/withdraw/account/create', {
    headers: bearer(owner.session),
    data: {
      accountName: 'Wells for Wollo',
      accountNumber: '1000234567891',
      bankName: 'Commercial Bank of Ethiopia',
      accountType: 'checking',
      phoneNumber: '+251911223344',
    },
  });
  expect(account.status(), await account.text()).toBe(201);
  await ownerPage.goto(`/campaign/${campaign.id}`);
  await ownerPage
    .getByRole('region', { name: 'Your campaign' })
    .getByRole('button', { name: 'Request a Withdraw' })
    .click();
  const requestDialog = ownerPage.getByRole('dialog', { name: 'Request a Withdraw' });
  await requestDialog.getByRole('radio', { name: /Birr \(ETB\)/ }).check();
  await requestDialog.getByRole('button', { name: 'Request' }).click();
  await expect(ownerPage.getByText('Withdrawal request sent!')).toBeVisible();
  const [withdrawal] = (
    await readAs<{ data: Array<{ id: number; amount: number; status: string }> }>(
      request,
      '/withdraw/mine',
      owner.session,
    )
  ).data;
  expect(withdrawal).toMatchObject({ status: 'pending' });
  const amount = formatMoney(withdrawal!.amount, 'ETB', 'en');

  // The operator, in a browser of their own, approves it and pays it through the sandbox rail.
  const operatorContext = await browser.newContext({ baseURL, locale: 'en-US' });
  await signInBrowser(operatorContext, operator);
  const consolePage = await operatorContext.newPage();
  await consolePage.goto('/console/withdrawals');
  await consolePage.getByRole('link', { name: `${amount} for ${title}` }).click();
  await consolePage.getByRole('button', { name: 'Approve' }).click();
  await consolePage.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(consolePage.getByText('The withdrawal is approved. Pay it next.')).toBeVisible();
  await consolePage.getByRole('button', { name: 'Pay', exact: true }).click();
  const pay = consolePage.getByRole('dialog', { name: `Pay ${amount}` });
  await pay.getByRole('radio', { name: 'Sandbox (test rail)' }).check();
  await expect(pay.getByRole('combobox', { name: 'Bank or wallet' })).not.toHaveValue('');
  await pay.getByRole('checkbox', { name: /^I confirm paying/ }).check();
  await pay.getByRole('button', { name: `Pay ${amount}` }).click();
  await expect(
    consolePage.getByText('The payout is sent; the withdrawal is paid once the rail confirms it.'),
  ).toBeVisible();
  // The rail's callback settles it; the page reads the withdrawal again while the payout waits.
  await expect(consolePage.getByText('Status: Paid')).toBeVisible({ timeout: 30_000 });
  await operatorContext.close();

  // The owner: Paid on /withdraw, and the two gifts Withdrawn on the campaign page.
  await ownerPage.goto('/withdraw');
  const row = ownerPage.getByRole('row').filter({ hasText: amount });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Paid');
  await ownerPage.goto(`/campaign/${campaign.id}`);
  const gifts = ownerPage.locator('li.donation');
  await expect(gifts).toHaveCount(2);
  await expect(gifts.locator('.donation__status')).toHaveText(['Status: Withdrawn', 'Status: Withdrawn']);
});
