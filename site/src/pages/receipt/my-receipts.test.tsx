import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MyReceipts as MyReceiptsAnswer, OwnReceipt } from '@lomi/core';
import { expectNoAxeViolations } from '@lomi/react/testing';
import { fakeApiClient } from '../../testing/fake-api-client.ts';
import { renderSite } from '../../testing/render-site.tsx';
import { MyReceipts } from './my-receipts.tsx';

const receipt = (n: number, title: string): OwnReceipt => ({
  invoiceId: `inv-${n}`,
  token: `${n}`.repeat(43),
  amount: n * 1_000,
  tip: 0,
  total: n * 1_000,
  currency: 'ETB',
  paymentMethod: 'telebirr',
  completedAt: '2026-11-23T07:00:00.000Z',
  campaign: { id: n, title },
  organization: { id: 1, name: 'Hope Ethiopia' },
  donorName: null,
});

const api = (answer: MyReceiptsAnswer) =>
  fakeApiClient((url) =>
    url.pathname === '/api/receipts/mine/'
      ? { status: 200, body: answer }
      : { status: 404, body: { message: 'Not found', code: 'LOMI_ERR_NOT_FOUND' } },
  );

describe("the profile's receipts", () => {
  it('lists each receipt with its page and its PDF, and says when more exist', async () => {
    const { container } = await renderSite(
      <main>
        <MyReceipts />
      </main>,
      { client: api({ receipts: [receipt(1, 'ለትምህርት ቤት ውሃ'), receipt(2, 'Books')], count: 60 }) },
    );
    expect(await screen.findByRole('heading', { name: 'Your donation receipts' })).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'ለትምህርት ቤት ውሃ' })).getAttribute('href')).toBe(
      `/receipts/${'1'.repeat(43)}`,
    );
    expect(screen.getByRole('link', { name: /^PDF\s*–\s*Books$/ }).getAttribute('href')).toBe(
      `https://lomi.test/api/receipts/${'2'.repeat(43)}/receipt.pdf`,
    );
    expect(screen.getByText('You have 60 receipts; the newest 2 are listed.')).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('says where receipts will appear when there are none, in Amharic too', async () => {
    await renderSite(<MyReceipts />, { client: api({ receipts: [], count: 0 }), locale: 'am' });
    expect(await screen.findByText('በመለያዎ ገብተው የሚያደርጓቸው ልገሳዎች ደረሰኞች እዚህ ይታያሉ።')).toBeTruthy();
  });
});
