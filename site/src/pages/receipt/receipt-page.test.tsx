import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { formatMoney, type Receipt } from '@lomi/core';
import { expectNoAxeViolations } from '@lomi/react/testing';
import { fakeApiClient } from '../../testing/fake-api-client.ts';
import { renderSite } from '../../testing/render-site.tsx';
import ReceiptRoute from './receipt-page.tsx';

const TOKEN = 'x'.repeat(43);

const RECEIPT: Receipt = {
  invoiceId: '2f1c7a43-9d8e-4b6a-a1f2-3c4d5e6f7a8b',
  amount: 1_234_550,
  tip: 0,
  total: 1_234_550,
  currency: 'ETB',
  paymentMethod: 'telebirr',
  // 23 November 2026, 10:00 in Addis Ababa: 14 ኅዳር 2019 in the Ethiopian calendar.
  completedAt: '2026-11-23T07:00:00.000Z',
  campaign: { id: 12, title: 'ለትምህርት ቤት ውሃ' },
  organization: { id: 3, name: 'Hope Ethiopia' },
  donorName: 'Abebe Kebede',
};

function page() {
  return (
    <Routes>
      <Route path="/receipts/:token" element={<ReceiptRoute />} />
    </Routes>
  );
}

const api = (answer: { status: number; body: unknown }) =>
  fakeApiClient((url) =>
    url.pathname === `/api/receipts/${TOKEN}`
      ? answer
      : { status: 404, body: { message: 'No receipt was found for this link.', code: 'LOMI_ERR_NOT_FOUND' } },
  );

const fact = (name: string) => document.querySelector(`[data-fact="${name}"] dd`)?.textContent;

describe('/receipts/{token}', () => {
  it('says the receipt is genuine with its facts, the dates in both calendars, and the PDF link', async () => {
    const { container } = await renderSite(page(), {
      url: `/receipts/${TOKEN}`,
      client: api({ status: 200, body: RECEIPT }),
    });
    expect(await screen.findByText('This receipt is genuine')).toBeTruthy();
    expect(fact('organization')).toBe('Hope Ethiopia');
    expect(fact('campaign')).toBe('ለትምህርት ቤት ውሃ');
    expect(fact('amount')).toBe(formatMoney(1_234_550, 'ETB', 'en'));
    expect(fact('tip')).toBeUndefined();
    expect(fact('date-gregorian')).toBe('November 23, 2026');
    expect(fact('date-ethiopian')).toBe('14 ኅዳር 2019 ዓ.ም.');
    expect(fact('invoice')).toBe(RECEIPT.invoiceId);
    expect(fact('donor')).toBe('Abebe Kebede');
    const pdf = screen.getByRole('link', { name: 'Download receipt (PDF)' });
    expect(pdf.getAttribute('href')).toMatch(new RegExp(`/api/receipts/${TOKEN}/receipt\\.pdf$`));
    expect(pdf.hasAttribute('download')).toBe(true);
    await waitFor(() => expect(document.title).toBe('Donation receipt · Lomi'));
    await expectNoAxeViolations(container);
  });

  it('shows the tip and total, says Anonymous for a nameless donor, and speaks Amharic', async () => {
    await renderSite(page(), {
      url: `/receipts/${TOKEN}`,
      locale: 'am',
      client: api({ status: 200, body: { ...RECEIPT, tip: 500, total: 1_235_050, donorName: null } }),
    });
    expect(await screen.findByText('ይህ ደረሰኝ ትክክለኛ ነው')).toBeTruthy();
    expect(fact('donor')).toBe('ስም-አልባ');
    expect(fact('tip')).toContain('5.00');
    expect(fact('total')).toContain('12,350.50');
    expect(fact('date-gregorian')).toBe('November 23, 2026');
  });

  it('says a link that opens nothing opens no receipt', async () => {
    const { container } = await renderSite(page(), {
      url: '/receipts/forged',
      client: api({ status: 200, body: RECEIPT }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Receipt not found' })).toBeTruthy();
    expect(screen.queryByText('This receipt is genuine')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('says so when the connection asked too often', async () => {
    await renderSite(page(), {
      url: `/receipts/${TOKEN}`,
      client: api({ status: 429, body: { message: 'Too many', code: 'LOMI_ERR_RATE_LIMITED' } }),
    });
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Too many receipts were opened from your connection. Please try again in a few minutes.',
    );
  });
});
