import { expect, test } from '@playwright/test';
import type { Invoice, Receipt } from '@lomi/core';
import { allCampaigns, getJson } from './api.ts';
import { expectAccessible } from './expect-accessible.ts';

// Issue 15 item 5: a sandbox donation's success page offers the receipt; its link opens the page that says
// the receipt is genuine, and the PDF downloads. The tab that started the payment holds the token (the site
// keeps it in sessionStorage); here the API starts it and the test hands the token to the tab the same way.

test('a completed donation: success page → receipt link → genuine receipt → PDF download', async ({
  page,
  request,
}) => {
  // The active campaign with the highest id: the donation tests choose theirs from the least raised ones.
  const campaign = (await allCampaigns(request))
    .filter((candidate) => candidate.status === 'active')
    .sort((a, b) => b.id - a.id)[0]!;
  const started = await request.post('/api/donation/lakipay/direct/', {
    data: {
      amount: 12_345,
      campaign_id: campaign.id,
      phone_number: '251911223355',
      anonymous: false,
      medium: 'telebirr',
      full_name: 'Receipt Donor',
    },
  });
  expect(started.status(), await started.text()).toBe(201);
  const { invoice_id: invoiceId, receipt_token: token } = (await started.json()) as {
    invoice_id: string;
    receipt_token: string;
  };
  await expect
    .poll(async () => (await getJson<Invoice>(request, `/api/invoices/${invoiceId}`)).status, {
      timeout: 15_000,
    })
    .toBe('success');

  await page.addInitScript(
    ([id, receiptToken]) => sessionStorage.setItem(`lomi.receipt.${id}`, receiptToken!),
    [invoiceId, token],
  );
  await page.goto(`/donation/success?invoice_id=${invoiceId}`);
  const view = page.getByRole('link', { name: 'View receipt' });
  await expect(view).toBeVisible();
  await expect(page.getByLabel('Your receipt link')).toHaveValue(new RegExp(`/receipts/${token}$`));
  await expectAccessible(page);

  await view.click();
  await expect(page).toHaveURL(new RegExp(`/receipts/${token}$`));
  await expect(page.getByText('This receipt is genuine')).toBeVisible();
  const receipt = await getJson<Receipt>(request, `/api/receipts/${token}`);
  expect(receipt).toMatchObject({ invoiceId, amount: 12_345, currency: 'ETB', donorName: 'Receipt Donor' });
  await expect(page.getByText(invoiceId)).toBeVisible();
  await expect(page.getByText(campaign.title, { exact: true }).first()).toBeVisible();
  await expectAccessible(page);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download receipt (PDF)' }).click();
  expect((await download).suggestedFilename()).toBe(`lomi-receipt-${invoiceId}.pdf`);

  // A forged link opens nothing, and says so.
  await page.goto(`/receipts/${'A'.repeat(43)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Receipt not found');
});
