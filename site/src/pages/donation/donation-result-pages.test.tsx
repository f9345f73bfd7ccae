import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@lomi/react/testing';
import { fakeApiClient } from '../../testing/fake-api-client.ts';
import { renderSite } from '../../testing/render-site.tsx';
import DonationCanceledPage from './donation-canceled-page.tsx';
import { rememberDonation } from './donation-memory.ts';
import DonationSuccessPage from './donation-success-page.tsx';

function pages() {
  return (
    <Routes>
      <Route path="/donation/success" element={<DonationSuccessPage />} />
      <Route path="/donation/canceled/:id" element={<DonationCanceledPage />} />
    </Routes>
  );
}

describe('/donation/success', () => {
  afterEach(() => sessionStorage.clear());

  it("shows §2's texts (spelled correctly) and the invoice id; Explore without a known campaign", async () => {
    const { container } = await renderSite(pages(), { url: '/donation/success?invoice_id=inv-9' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Donation Successful');
    expect(screen.getByText('Thank you for your donation!')).toBeTruthy();
    expect(screen.getByText('Invoice ID: inv-9')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Back to the campaign' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Explore more campaigns' }).getAttribute('href')).toBe(
      '/explore',
    );
    await waitFor(() => expect(document.title).toBe('Donation Successful · Lomi'));
    await expectNoAxeViolations(container);
  });

  it('leads back to the campaign this tab paid for, or the one ?campaign_id= names', async () => {
    rememberDonation({ campaignId: 7, amount: 100, currency: 'ETB', invoiceId: 'inv-7' });
    const { unmount } = await renderSite(pages(), { url: '/donation/success?invoice_id=inv-7' });
    expect(screen.getByRole('link', { name: 'Back to the campaign' }).getAttribute('href')).toBe(
      '/campaign/7',
    );
    unmount();
    await renderSite(pages(), { url: '/donation/success?invoice_id=inv-8&campaign_id=3' });
    expect(screen.getByRole('link', { name: 'Back to the campaign' }).getAttribute('href')).toBe(
      '/campaign/3',
    );
  });

  it('shows no invoice line without ?invoice_id=, and speaks Amharic', async () => {
    await renderSite(pages(), { url: '/donation/success', locale: 'am' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ልገሳው ተሳክቷል');
    expect(screen.queryByText(/የደረሰኝ መለያ/)).toBeNull();
  });
});

describe('/donation/success: the payment outcome (§8)', () => {
  const outcome = () => document.querySelector('.donation-result__outcome') as HTMLElement;
  function invoiceApi(statuses: string[]) {
    const queue = [...statuses];
    return fakeApiClient((url) =>
      url.pathname === '/api/invoices/inv-5'
        ? { status: 200, body: { id: 'inv-5', status: queue.length > 1 ? queue.shift() : queue[0] } }
        : { status: 404, body: { message: 'Not found', code: 'LOMI_ERR_NOT_FOUND' } },
    );
  }

  it("says 'Thank you! Your payment was successful.' once the pending invoice succeeds", async () => {
    const { container } = await renderSite(pages(), {
      url: '/donation/success?invoice_id=inv-5',
      client: invoiceApi(['pending', 'success']),
    });
    const status = outcome();
    expect(status.getAttribute('role')).toBe('status');
    expect(status.textContent).toBe('');
    await waitFor(() => expect(status.textContent).toBe('Thank you! Your payment was successful.'), {
      timeout: 5_000,
    });
    await expectNoAxeViolations(container);
  });

  it("says 'Payment failed. Please try again.' when it failed, in Amharic too", async () => {
    const { unmount } = await renderSite(pages(), {
      url: '/donation/success?invoice_id=inv-5',
      client: invoiceApi(['failed']),
    });
    await waitFor(() => expect(outcome().textContent).toBe('Payment failed. Please try again.'));
    unmount();
    await renderSite(pages(), {
      url: '/donation/success?invoice_id=inv-5',
      locale: 'am',
      client: invoiceApi(['failed']),
    });
    await waitFor(() => expect(outcome().textContent).toBe('ክፍያው አልተሳካም። እባክዎ እንደገና ይሞክሩ።'));
  });
});

describe('/donation/success: the receipt', () => {
  afterEach(() => sessionStorage.clear());
  const TOKEN = 'r'.repeat(43);
  const invoice = (status: string) =>
    fakeApiClient((url) =>
      url.pathname === '/api/invoices/inv-6'
        ? { status: 200, body: { id: 'inv-6', status } }
        : { status: 404, body: { message: 'Not found', code: 'LOMI_ERR_NOT_FOUND' } },
    );

  it('offers Download receipt, View receipt and the link to keep (with Copy) once the payment succeeded', async () => {
    rememberDonation({
      campaignId: 7,
      amount: 100,
      currency: 'ETB',
      invoiceId: 'inv-6',
      receiptToken: TOKEN,
    });
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { container } = await renderSite(pages(), {
      url: '/donation/success?invoice_id=inv-6',
      client: invoice('success'),
    });
    const download = await screen.findByRole('link', { name: 'Download receipt (PDF)' });
    expect(download.getAttribute('href')).toBe(`https://lomi.test/api/receipts/${TOKEN}/receipt.pdf`);
    expect(download.hasAttribute('download')).toBe(true);
    expect(screen.getByRole('link', { name: 'View receipt' }).getAttribute('href')).toBe(
      `/receipts/${TOKEN}`,
    );
    const field = screen.getByLabelText('Your receipt link') as HTMLInputElement;
    expect(field.value).toBe(`${window.location.origin}/receipts/${TOKEN}`);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(screen.getByText('Link copied')).toBeTruthy());
    expect(writeText).toHaveBeenCalledWith(field.value);
    await expectNoAxeViolations(container);
  });

  it('speaks Amharic', async () => {
    rememberDonation({
      campaignId: 7,
      amount: 100,
      currency: 'ETB',
      invoiceId: 'inv-6',
      receiptToken: TOKEN,
    });
    await renderSite(pages(), {
      url: '/donation/success?invoice_id=inv-6',
      locale: 'am',
      client: invoice('success'),
    });
    expect(await screen.findByRole('link', { name: 'ደረሰኙን ያውርዱ (PDF)' })).toBeTruthy();
  });

  it('offers no receipt for a failed payment, nor in a tab that holds no token', async () => {
    rememberDonation({
      campaignId: 7,
      amount: 100,
      currency: 'ETB',
      invoiceId: 'inv-6',
      receiptToken: TOKEN,
    });
    const { unmount } = await renderSite(pages(), {
      url: '/donation/success?invoice_id=inv-6',
      client: invoice('failed'),
    });
    await waitFor(() =>
      expect(document.querySelector('.donation-result__outcome')?.getAttribute('data-status')).toBe('failed'),
    );
    expect(screen.queryByRole('link', { name: 'Download receipt (PDF)' })).toBeNull();
    unmount();
    sessionStorage.clear();
    await renderSite(pages(), { url: '/donation/success?invoice_id=inv-6', client: invoice('success') });
    await waitFor(() =>
      expect(document.querySelector('.donation-result__outcome')?.getAttribute('data-status')).toBe(
        'success',
      ),
    );
    expect(screen.queryByRole('link', { name: 'Download receipt (PDF)' })).toBeNull();
  });
});

describe('/donation/canceled/{id}', () => {
  it("shows §2's texts and Try Again back to the campaign", async () => {
    const { container } = await renderSite(pages(), { url: '/donation/canceled/15' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Donation Failed');
    expect(screen.getByText('Your donation failed, please try again.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try Again' }).getAttribute('href')).toBe('/campaign/15');
    await expectNoAxeViolations(container);
  });

  it('sends Try Again to Explore when the id is not a campaign id', async () => {
    await renderSite(pages(), { url: '/donation/canceled/abc' });
    expect(screen.getByRole('link', { name: 'Try Again' }).getAttribute('href')).toBe('/explore');
  });
});
