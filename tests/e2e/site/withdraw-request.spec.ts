import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  formatMoney,
  type Campaign,
  type PagedList,
  type Session,
  type WithdrawableBalance,
  type Withdrawal,
} from '@lomi/core';
import { bearer, DEMO_ACCOUNTS, logIn, signInBrowser } from './accounts.ts';
import { expectAccessible } from './expect-accessible.ts';

// Issue 6: the campaign owner's 'Request a Withdraw' (§2 owner extras, §4 Withdraw, §5, §8).

test.use({ locale: 'en-US' });

/**
 * The owner's campaign this spec withdraws from: one no other spec gives to or edits while this one runs. The
 * others pick the owner's video campaign (campaign-detail.spec), one-photo campaign (campaign-detail.spec
 * edits it, personal-area.spec gives to the newest), and open-ended one (my-campaign.spec gives to it); this
 * one has a deadline, two photos or more, no video and is not featured. (A withdrawal changes none of the
 * figures other specs read of it: the totals count paid withdrawals only.)
 */
async function quietCampaign(request: APIRequestContext, session: Session): Promise<Campaign> {
  const response = await request.get('/api/campaigns/mine/', { headers: bearer(session) });
  expect(response.status()).toBe(200);
  const { results } = (await response.json()) as PagedList<Campaign>;
  const campaign = results.find(
    (candidate) =>
      candidate.status === 'active' &&
      !candidate.featured &&
      !candidate.video_url &&
      candidate.deadline !== null &&
      candidate.images.length >= 2,
  );
  if (!campaign)
    throw new Error('The demo owner has no campaign with a deadline and photos to withdraw from.');
  return campaign;
}

async function balanceOf(request: APIRequestContext, session: Session, id: number) {
  const response = await request.get(`/api/campaigns/mine/${id}/balance`, { headers: bearer(session) });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as WithdrawableBalance;
}

test('the owner requests an ETB withdrawal from the campaign page, and /withdraw lists it as pending', async ({
  page,
  context,
  request,
}) => {
  const session = await logIn(request, DEMO_ACCOUNTS.owner);
  const campaign = await quietCampaign(request, session);
  const before = await balanceOf(request, session, campaign.id);
  expect(before.etb, 'the seed leaves the campaign money to withdraw').toBeGreaterThan(0);
  await signInBrowser(context, session);

  await page.goto(`/campaign/${campaign.id}`);
  const tools = page.getByRole('region', { name: 'Your campaign' });
  const open = tools.getByRole('button', { name: 'Request a Withdraw' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Request a Withdraw' });
  const etb = dialog.getByRole('radio', { name: /Birr \(ETB\)/ });
  await expect(etb).toBeFocused();
  await expect(dialog.getByText(`${formatMoney(before.etb, 'ETB', 'en')} available`)).toBeVisible();
  await expect(dialog.getByText(/within 2–3 working days/)).toBeVisible();
  await expect(dialog.getByText(/^Paid into: /)).toBeVisible();
  await expectAccessible(page);

  // §5: a currency must be chosen; nothing is sent until then.
  const submit = dialog.getByRole('button', { name: 'Request' });
  await submit.click();
  await expect(dialog.getByRole('alert')).toHaveText('Please select a currency.');
  await expect(etb).toBeFocused();

  await etb.check();
  const requested = page.waitForResponse(
    (response) => response.url().endsWith('/withdraw/request') && response.request().method() === 'POST',
  );
  // §4: the campaign is read again once the request is through.
  const reread = page.waitForResponse(
    (response) => new URL(response.url()).pathname === `/api/campaigns/${campaign.id}`,
  );
  await submit.click();
  const answer = await requested;
  expect(answer.status()).toBe(201);
  const { data: withdrawal } = (await answer.json()) as { data: Withdrawal };
  expect(withdrawal).toMatchObject({
    campaignId: campaign.id,
    amount: before.etb,
    currency: 'ETB',
    status: 'pending',
  });
  await reread;
  await expect(dialog).toHaveCount(0);
  await expect(tools.getByRole('status')).toHaveText('Withdrawal request sent!');
  await expect(open).toBeFocused();
  expect(await balanceOf(request, session, campaign.id)).toEqual({ ...before, etb: 0 });

  // §5: a second request in that currency finds nothing left, in the panel and in the API.
  await open.click();
  const again = page.getByRole('dialog', { name: 'Request a Withdraw' });
  const emptyEtb = again.getByRole('radio', { name: /Birr \(ETB\)/ });
  await expect(emptyEtb.locator('xpath=ancestor::label')).toContainText('Nothing to withdraw');
  await emptyEtb.check();
  await again.getByRole('button', { name: 'Request' }).click();
  await expect(again.getByRole('alert')).toHaveText("You don't have balance in the selected currency.");
  await expectAccessible(page);
  const refused = await request.post('/withdraw/request', {
    headers: bearer(session),
    data: { campaignId: campaign.id, currency: 'etb' },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toMatchObject({
    message: "You don't have balance in the selected currency.",
    code: 'LOMI_ERR_NO_BALANCE',
  });
  await page.keyboard.press('Escape');
  await expect(again).toHaveCount(0);

  // /withdraw lists the request first, as the API holds it.
  const mine = (await (await request.get('/withdraw/mine', { headers: bearer(session) })).json()) as {
    data: Withdrawal[];
  };
  expect(mine.data[0]).toEqual(withdrawal);
  await page.goto('/withdraw');
  const first = page.getByRole('table', { name: 'Recent withdrawals' }).locator('tbody tr').first();
  await expect(first.getByRole('cell')).toHaveText([
    /./,
    formatMoney(withdrawal.amount, 'ETB', 'en'),
    'ETB',
    'Pending',
    /./,
  ]);
});

test('the withdraw panel speaks Amharic and passes axe', async ({ page, context, request }) => {
  const session = await logIn(request, DEMO_ACCOUNTS.owner);
  const campaign = await quietCampaign(request, session);
  await signInBrowser(context, session);
  await page.goto(`/campaign/${campaign.id}?lang=am`);
  await page
    .getByRole('region', { name: 'የእርስዎ ዘመቻ' })
    .getByRole('button', { name: 'ገንዘብ ለማውጣት ይጠይቁ' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'ገንዘብ ለማውጣት ይጠይቁ' });
  await expect(dialog.getByRole('radio', { name: /ብር \(ETB\)/ })).toBeFocused();
  await expect(dialog.getByRole('group', { name: 'የገንዘብ አይነት' })).toBeVisible();
  await expect(dialog.getByText(/በ2–3 የሥራ ቀናት/)).toBeVisible();
  await expectAccessible(page);
});

test('a failed request says §8’s toast above the open panel, which closes by itself', async ({
  page,
  context,
  request,
}) => {
  const session = await logIn(request, DEMO_ACCOUNTS.owner);
  const campaign = await quietCampaign(request, session);
  await signInBrowser(context, session);
  // Money to withdraw whatever the other tests took, and a server that fails the request.
  await page.route(`**/api/campaigns/mine/${campaign.id}/balance`, (route) =>
    route.fulfill({ json: { etb: 250_000, usd: 0 } }),
  );
  await page.route('**/withdraw/request', (route) =>
    route.fulfill({ status: 500, json: { message: 'Oops', code: 'LOMI_ERR_INTERNAL' } }),
  );
  await page.goto(`/campaign/${campaign.id}`);
  await page.getByRole('button', { name: 'Request a Withdraw' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a Withdraw' });
  await dialog.getByRole('radio', { name: /Birr \(ETB\)/ }).check();
  const submit = dialog.getByRole('button', { name: 'Request' });
  await submit.click();

  const toast = page
    .getByRole('list', { name: 'Notifications' })
    .getByRole('listitem')
    .filter({ hasText: 'Failed requesting withdrawal, please try again!' });
  await expect(toast).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(submit).toBeFocused();
  await expectAccessible(page);
  // It stays while the pointer rests on it, then closes 3000 ms (§9) after the pointer leaves.
  await toast.hover();
  await page.waitForTimeout(3_500);
  await expect(toast).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(toast).toHaveCount(0, { timeout: 6_000 });
});
