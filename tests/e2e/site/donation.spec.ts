import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Campaign } from '@lomi/core';
import { allCampaigns, getJson, listDonations } from './api.ts';
import { expectAccessible } from './expect-accessible.ts';

test.use({ locale: 'en-US' });

interface Invoice {
  id: string;
  status: 'pending' | 'success' | 'failed';
  message?: string;
}

/**
 * Campaigns the donation tests may give to, one per test so parallel tests never count each other's money:
 * active, open for donations and with an ETB goal; not among the ten that raised most (the home page lists
 * those in order) nor featured, so the other specs' expectations do not move under them.
 */
async function donatableCampaigns(request: Parameters<typeof allCampaigns>[0]): Promise<Campaign[]> {
  const campaigns = await allCampaigns(request);
  const topRaising = new Set(
    [...campaigns]
      .sort((a, b) => b.collected_amount - a.collected_amount)
      .slice(0, 10)
      .map((campaign) => campaign.id),
  );
  const tomorrow = Date.now() + 86_400_000;
  const open = campaigns.filter(
    (campaign) =>
      campaign.status === 'active' &&
      (campaign.deadline === null || Date.parse(campaign.deadline) > tomorrow) &&
      campaign.goalEtbAmount > 0 &&
      !campaign.featured &&
      !topRaising.has(campaign.id),
  );
  if (open.length < 5)
    throw new Error(`The seed has only ${open.length} campaigns the donation tests can use.`);
  return open;
}

/** Presses Tab (keyboard only) until `target` has focus. */
async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < max; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab did not reach ${target.toString()} in ${max} presses.`);
}

/** Presses ArrowDown inside a radio group until `target` is focused (which also checks it). */
async function arrowTo(page: Page, target: Locator, max = 10): Promise<void> {
  for (let presses = 0; presses < max; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`ArrowDown did not reach ${target.toString()}.`);
}

/** Opens the donate dialog from 'Donate now' with the keyboard alone and returns the dialog. */
async function openDialogByKeyboard(page: Page, campaign: Campaign): Promise<Locator> {
  await page.goto(`/campaign/${campaign.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(campaign.title);
  const donateNow = page.getByRole('button', { name: 'Donate now' });
  await tabTo(page, donateNow);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Donate to ${campaign.title}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

interface DialogEntries {
  method: RegExp;
  amount: string;
  phone?: string;
  fullName: string;
}

/** Fills the three steps with the keyboard and presses the Donate button; returns that button's name. */
async function donateByKeyboard(page: Page, dialog: Locator, entries: DialogEntries): Promise<void> {
  const firstMethod = dialog.getByRole('radio').first();
  await expect(firstMethod).toBeFocused();
  await arrowTo(page, dialog.getByRole('radio', { name: entries.method }));
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('radio', { name: entries.method })).toBeChecked();
  await tabTo(page, dialog.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');

  await tabTo(page, dialog.getByLabel(/^Amount \(/));
  await page.keyboard.type(entries.amount);
  if (entries.phone !== undefined) {
    await tabTo(page, dialog.getByLabel('Phone number'));
    await page.keyboard.type(entries.phone);
  }
  await tabTo(page, dialog.getByLabel('Full name'));
  await page.keyboard.type(entries.fullName);
  await tabTo(page, dialog.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');

  const donate = dialog.getByRole('button', { name: /^Donate / });
  await tabTo(page, donate);
  await page.keyboard.press('Enter');
}

test('/donation/success thanks the donor and shows the invoice id', async ({ page }) => {
  await page.goto('/donation/success?invoice_id=inv-7f3a');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Donation Successful');
  await expect(page).toHaveTitle('Donation Successful · Lomi');
  await expect(page.getByText('Thank you for your donation!')).toBeVisible();
  await expect(page.getByText('Invoice ID: inv-7f3a')).toBeVisible();
  // This tab did not start the payment, so the page cannot know the campaign: Explore it is.
  await expect(page.getByRole('link', { name: 'Back to the campaign' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Explore more campaigns' })).toHaveAttribute(
    'href',
    '/explore',
  );
  await expectAccessible(page);

  await page.goto('/donation/success');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Donation Successful');
  await expect(page.getByText(/Invoice ID/)).toHaveCount(0);
});

test('/donation/success and /donation/canceled are translated into Amharic', async ({ page, request }) => {
  const [campaign] = await allCampaigns(request);
  await page.goto('/donation/success?invoice_id=inv-7f3a&lang=am');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ልገሳው ተሳክቷል');
  await expect(page.getByText('የደረሰኝ መለያ፦ inv-7f3a')).toBeVisible();
  await page.goto(`/donation/canceled/${campaign!.id}?lang=am`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ልገሳው አልተሳካም');
  await expect(page.getByRole('link', { name: 'እንደገና ይሞክሩ' })).toHaveAttribute(
    'href',
    `/campaign/${campaign!.id}`,
  );
});

test('/donation/canceled/{id} says the donation failed and Try Again leads back to the campaign', async ({
  page,
  request,
}) => {
  const [campaign] = await allCampaigns(request);
  await page.goto(`/donation/canceled/${campaign!.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Donation Failed');
  await expect(page).toHaveTitle('Donation Failed · Lomi');
  await expect(page.getByText('Your donation failed, please try again.')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Try Again' }).click();
  await expect(page).toHaveURL(`/campaign/${campaign!.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(campaign!.title);
});

test('donation_success and invoice_id show a thank-you banner until it is dismissed', async ({
  page,
  request,
}) => {
  const [campaign] = await allCampaigns(request);
  await page.goto(`/campaign/${campaign!.id}?donation_success=true&invoice_id=inv-42`);
  const banner = page.getByRole('status').filter({ hasText: 'Thank you for your donation!' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Invoice ID: inv-42');
  await expectAccessible(page);

  await tabTo(page, banner.getByRole('button', { name: 'Dismiss' }));
  await page.keyboard.press('Enter');
  await expect(banner).toHaveCount(0);
  await expect(page).toHaveURL(`/campaign/${campaign!.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  await page.goto(`/campaign/${campaign!.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(campaign!.title);
  await expect(page.getByText('Thank you for your donation!')).toHaveCount(0);
});

test('Donate now opens the dialog with the keyboard; Escape closes it and focus returns', async ({
  page,
  request,
}) => {
  const [campaign] = await allCampaigns(request);
  const dialog = await openDialogByKeyboard(page, campaign!);
  await expect(dialog.getByRole('radio').first()).toBeFocused();
  await expectAccessible(page);

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Donate now' })).toBeFocused();

  // The link beside it leads to the donate wizard.
  await expect(page.getByRole('link', { name: /More ways to give/ })).toHaveAttribute(
    'href',
    `/donation/${campaign!.id}`,
  );
});

test('/donation/{id} shows the donate wizard for the campaign, and not-found for an unknown id', async ({
  page,
  request,
}) => {
  const [campaign] = await allCampaigns(request);
  await page.goto(`/donation/${campaign!.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Make a donation');
  await expect(page).toHaveTitle(`Donate to ${campaign!.title} · Lomi`);
  const wizard = page.getByRole('region', { name: `Donate to ${campaign!.title}` });
  await expect(wizard).toBeVisible();
  await expect(wizard.getByRole('heading', { name: 'Amount' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the campaign' })).toHaveAttribute(
    'href',
    `/campaign/${campaign!.id}`,
  );
  await expectAccessible(page);

  await page.goto('/donation/99999999');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Campaign not found');
  await page.goto('/donation/abc');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Campaign not found');
});

test.describe('donating through the sandbox', () => {
  test('a mobile-money donation succeeds, by keyboard alone, and the total rises by exactly its amount', async ({
    page,
    request,
  }) => {
    const campaign = (await donatableCampaigns(request))[0]!;
    const before = await getJson<Campaign>(request, `/api/campaigns/${campaign.id}`);
    const donationsBefore = await listDonations(request, campaign.id);

    const dialog = await openDialogByKeyboard(page, campaign);
    await donateByKeyboard(page, dialog, {
      method: /telebirr/,
      amount: '150',
      phone: '911223344',
      fullName: 'Selam Keyboard',
    });
    const waiting = page.getByRole('dialog', { name: 'Waiting for payment' });
    await expect(waiting).toBeVisible();
    await expectAccessible(page);

    // The sandbox approves after LOMI_SANDBOX_DELAY_MS; the dialog polls every 2 s.
    await expect(page.getByRole('alert')).toHaveText(/Thank you! Your payment was successful\./, {
      timeout: 15_000,
    });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Donate now' })).toBeFocused();

    const after = await getJson<Campaign>(request, `/api/campaigns/${campaign.id}`);
    expect(after.collected_amount - before.collected_amount).toBe(15_000);
    const raised = (after.collected_amount / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
    await expect(page.locator('.campaign__side .lomi-progress-meter')).toContainText(
      new RegExp(`ETB\\s${raised.replace(/[.,]/g, '\\$&')}`),
    );
    const donations = page.getByRole('region', { name: 'Donations' });
    await expect(donations.getByRole('listitem').first()).toContainText('Selam Keyboard');
    await expect(donations.getByRole('listitem').first()).toContainText(/ETB\s150\.00/);
    expect((await listDonations(request, campaign.id)).count).toBe(donationsBefore.count + 1);
  });

  test("a phone ending in 0000 is declined and the dialog shows the server's message", async ({
    page,
    request,
  }) => {
    const campaign = (await donatableCampaigns(request))[1]!;
    const before = await getJson<Campaign>(request, `/api/campaigns/${campaign.id}`);
    const dialog = await openDialogByKeyboard(page, campaign);
    const started = page.waitForResponse(
      (response) => response.url().includes('/api/donation/lakipay/direct/') && response.status() === 201,
    );
    await donateByKeyboard(page, dialog, {
      method: /M-PESA/,
      amount: '75',
      phone: '911220000',
      fullName: 'Declined Donor',
    });
    const { invoice_id: invoiceId } = (await (await started).json()) as { invoice_id: string };

    await expect
      .poll(async () => (await getJson<Invoice>(request, `/api/invoices/${invoiceId}`)).status, {
        timeout: 15_000,
      })
      .toBe('failed');
    const invoice = await getJson<Invoice>(request, `/api/invoices/${invoiceId}`);
    expect(invoice.message).toBeTruthy();
    const form = page.getByRole('dialog', { name: `Donate to ${campaign.title}` });
    // §8's payment failure, with the provider's reason beside it.
    const alert = form.getByRole('alert');
    await expect(alert).toContainText('Payment failed. Please try again.', { timeout: 10_000 });
    await expect(alert).toContainText(invoice.message!);
    await expectAccessible(page);

    const after = await getJson<Campaign>(request, `/api/campaigns/${campaign.id}`);
    expect(after.collected_amount).toBe(before.collected_amount);
  });

  test('a card donation passes the sandbox checkout page and lands on /donation/success', async ({
    page,
    request,
  }) => {
    const campaign = (await donatableCampaigns(request))[2]!;
    const dialog = await openDialogByKeyboard(page, campaign);
    await donateByKeyboard(page, dialog, { method: /Card/, amount: '25', fullName: 'Card Donor' });

    await expect(page).toHaveURL(/\/sandbox\/checkout\/[^/]+$/);
    const invoiceId = new URL(page.url()).pathname.split('/').pop()!;
    await tabTo(page, page.getByRole('button', { name: 'Pay', exact: true }));
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(`/donation/success?invoice_id=${invoiceId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Donation Successful');
    await expect(page.getByText(`Invoice ID: ${invoiceId}`)).toBeVisible();
    // The tab that started the payment remembers its campaign.
    await expect(page.getByRole('link', { name: 'Back to the campaign' })).toHaveAttribute(
      'href',
      `/campaign/${campaign.id}`,
    );
    await expect
      .poll(async () => (await getJson<Invoice>(request, `/api/invoices/${invoiceId}`)).status)
      .toBe('success');
    // §8's payment success, once the page has seen the invoice settle.
    await expect(page.getByText('Thank you! Your payment was successful.')).toBeVisible({ timeout: 10_000 });
    await expectAccessible(page);
  });

  test('an Amharic card donation passes an Amharic sandbox checkout page and stays Amharic on success', async ({
    page,
    request,
  }) => {
    const campaign = (await donatableCampaigns(request))[2]!;
    await page.goto(`/campaign/${campaign.id}?lang=am`);
    await page.getByRole('button', { name: 'አሁን ይለግሱ' }).click();
    const dialog = page.getByRole('dialog', { name: `ለ«${campaign.title}» ይለግሱ` });
    await dialog.getByRole('radio', { name: /ካርድ/ }).check();
    await dialog.getByRole('button', { name: 'ቀጣይ' }).click();
    await dialog.getByLabel('መጠን (USD)').fill('12');
    await dialog.getByLabel('ሙሉ ስም').fill('ሰላም ወ/ማርያም');
    await dialog.getByRole('button', { name: 'ቀጣይ' }).click();
    await dialog.getByRole('button', { name: /ይለግሱ$/ }).click();

    await expect(page).toHaveURL(/\/sandbox\/checkout\/[^/?]+\?lang=am$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'am');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('የሙከራ ክፍያ ገጽ');
    const invoiceId = new URL(page.url()).pathname.split('/').pop()!;
    await page.getByRole('button', { name: 'ክፈል', exact: true }).click();

    await expect(page).toHaveURL(`/donation/success?invoice_id=${invoiceId}&lang=am`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ልገሳው ተሳክቷል');
    await expect(page.getByText(`የደረሰኝ መለያ፦ ${invoiceId}`)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'am');
    await expect
      .poll(async () => (await getJson<Invoice>(request, `/api/invoices/${invoiceId}`)).status)
      .toBe('success');
    await expect(page.getByText('እናመሰግናለን! ክፍያዎ በተሳካ ሁኔታ ተፈጽሟል።')).toBeVisible({ timeout: 10_000 });
  });

  test('a canceled card checkout lands on /donation/canceled/{id}', async ({ page, request }) => {
    const campaign = (await donatableCampaigns(request))[3]!;
    const before = await getJson<Campaign>(request, `/api/campaigns/${campaign.id}`);
    const dialog = await openDialogByKeyboard(page, campaign);
    await donateByKeyboard(page, dialog, { method: /Card/, amount: '10', fullName: 'Cancel Donor' });

    await expect(page).toHaveURL(/\/sandbox\/checkout\/[^/]+$/);
    await tabTo(page, page.getByRole('button', { name: 'Cancel', exact: true }));
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(`/donation/canceled/${campaign.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Donation Failed');
    await expect(page.getByRole('link', { name: 'Try Again' })).toHaveAttribute(
      'href',
      `/campaign/${campaign.id}`,
    );
    const after = await getJson<Campaign>(request, `/api/campaigns/${campaign.id}`);
    expect(after.collected_amount).toBe(before.collected_amount);
  });

  test('the donate wizard goes through the sandbox checkout to /donation/success and credits the donation', async ({
    page,
    request,
  }) => {
    const campaign = (await donatableCampaigns(request))[4]!;
    const before = await getJson<Campaign>(request, `/api/campaigns/${campaign.id}`);
    await page.goto(`/donation/${campaign.id}`);
    const wizard = page.getByRole('region', { name: `Donate to ${campaign.title}` });
    const next = wizard.getByRole('button', { name: 'Next' });

    await wizard.getByLabel('Amount (ETB)').fill('500');
    await next.click();
    await next.click();
    await wizard.getByLabel('Message for the fundraiser').fill('From the wizard');
    await next.click();
    await wizard.getByRole('radio', { name: /Chapa/ }).check();
    await next.click();
    await wizard.getByRole('button', { name: /^ETB\s20\.00$/ }).click();
    await next.click();

    await expect(wizard.getByRole('link', { name: 'donation terms' })).toHaveAttribute(
      'href',
      '/legal/donationpolicy',
    );
    await wizard.getByLabel(/I have read and agree/).check();
    await expectAccessible(page);
    await wizard.getByRole('button', { name: /^Donate ETB\s520\.00$/ }).click();

    await expect(page).toHaveURL(/\/sandbox\/checkout\/[^/]+$/);
    const invoiceId = new URL(page.url()).pathname.split('/').pop()!;
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page).toHaveURL(`/donation/success?invoice_id=${invoiceId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Donation Successful');
    await expect(page.getByRole('link', { name: 'Back to the campaign' })).toHaveAttribute(
      'href',
      `/campaign/${campaign.id}`,
    );
    await expect
      .poll(async () => (await getJson<Invoice>(request, `/api/invoices/${invoiceId}`)).status)
      .toBe('success');
    // The tip goes to Lomi, not to the campaign.
    const after = await getJson<Campaign>(request, `/api/campaigns/${campaign.id}`);
    expect(after.collected_amount - before.collected_amount).toBe(50_000);
  });
});
