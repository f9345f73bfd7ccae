import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Donation } from '@lomi/core';
import { expectNoAxeViolations } from '@lomi/react/testing';
import { renderSite } from '../../testing/render-site.tsx';
import { DonationItem } from './donation-item.tsx';

const donation: Donation = {
  id: 1,
  amount: 150000,
  currency: 'ETB',
  etb_amount: 150000,
  full_name: 'Abebe Kebede',
  anonymous: false,
  message: 'Stay strong',
  payment_method: 'telebirr',
  withdrawn: false,
  is_completed: true,
  created: new Date(Date.now() - 3 * 86_400_000).toISOString(),
};

async function renderDonations(donations: Donation[], locale: 'en' | 'am' = 'en') {
  return renderSite(
    <ol>
      {donations.map((item) => (
        <DonationItem key={item.id} donation={item} />
      ))}
    </ol>,
    { locale },
  );
}

describe('DonationItem', () => {
  it('shows the donor, the amount with two decimals, when, the message and the status', async () => {
    const { container } = await renderDonations([donation]);
    const item = screen.getByRole('listitem');
    expect(item.textContent).toContain('Abebe Kebede');
    expect(item.textContent).toMatch(/ETB\s1,500\.00/);
    expect(item.textContent).toContain('3 days ago');
    expect(item.textContent).toContain('Stay strong');
    expect(within(item).getByText('Completed')).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('reads Withdrawn if withdrawn, else Completed if completed, else Pending, and hides anonymous names', async () => {
    await renderDonations([
      { ...donation, id: 1, withdrawn: true },
      { ...donation, id: 2, full_name: null, anonymous: true },
      { ...donation, id: 3, is_completed: false, amount: 2500, currency: 'USD' },
    ]);
    const [withdrawn, anonymous, pending] = screen.getAllByRole('listitem');
    expect(withdrawn!.querySelector('.donation__status')!.textContent).toBe('Status: Withdrawn');
    expect(anonymous!.textContent).toContain('Anonymous');
    expect(anonymous!.querySelector('.donation__status')!.textContent).toBe('Status: Completed');
    expect(pending!.querySelector('.donation__status')!.textContent).toBe('Status: Pending');
    expect(pending!.textContent).toContain('$25.00');
  });

  it('is translated into Amharic', async () => {
    await renderDonations([{ ...donation, full_name: null, anonymous: true, withdrawn: true }], 'am');
    const item = screen.getByRole('listitem');
    expect(item.textContent).toContain('ስም-አልባ');
    expect(item.textContent).toContain('ወጪ የተደረገ');
    expect(item.textContent).toMatch(/ብር\s1,500\.00/);
  });
});
