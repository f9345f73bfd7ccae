import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@lomi/react/testing';
import { fakeApiClient } from '../../testing/fake-api-client.ts';
import { renderSite } from '../../testing/render-site.tsx';
import DonationPolicyPage from './donation-policy-page.tsx';
import LegalIndexPage from './legal-index-page.tsx';
import PrivacyPage from './privacy-page.tsx';
import TermsPage from './terms-page.tsx';

// No contact details are set: the texts then point to the footer and the help form (legal-contact.test.tsx).
const noSettings = fakeApiClient(() => ({
  status: 200,
  body: { contact: { email: null, phone: null, address: null }, partners: [], demo: [] },
}));

function renderPage(page: React.ReactElement, locale: 'en' | 'am' = 'en') {
  return renderSite(<main>{page}</main>, { locale, client: noSettings });
}

/** Every section heading and its text: none may be empty or a raw catalog key. */
function expectRealSections(count: number) {
  const sections = document.querySelectorAll('section.legal-document__section');
  expect(sections).toHaveLength(count);
  for (const section of sections) {
    expect(section.textContent).not.toMatch(/\b(terms|privacy|donationPolicy)\.s\d+/);
    expect(section.querySelectorAll('p, li').length).toBeGreaterThan(0);
  }
  const contents = screen.getByRole('navigation');
  expect(within(contents).getAllByRole('link')).toHaveLength(count);
}

describe('legal pages', { timeout: 15_000 }, () => {
  it('/legal lists the three texts with their dates', async () => {
    await renderPage(<LegalIndexPage />);
    await screen.findByRole('heading', { level: 1, name: 'Legal' });
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe(
      '/legal/termsofservice',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      '/legal/privacypolicy',
    );
    expect(screen.getByRole('link', { name: 'Donation Policy' }).getAttribute('href')).toBe(
      '/legal/donationpolicy',
    );
    // §1: the terms were last updated on 12 March 2023.
    expect(screen.getByText('Last updated: March 12, 2023')).toBeTruthy();
    await expectNoAxeViolations(document.body);
  });

  it('the terms have real text in twelve sections, with the §1 date', async () => {
    await renderPage(<TermsPage />);
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });
    expect(screen.getByText('Last updated: March 12, 2023')).toBeTruthy();
    expectRealSections(12);
    expect(screen.getByRole('heading', { level: 2, name: '5. Donations' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All legal documents' }).getAttribute('href')).toBe('/legal');
    await waitFor(() => expect(document.title).toBe('Terms of Service · Lomi'));
    await expectNoAxeViolations(document.body);
  });

  it('the privacy policy says what is kept, and lists it', async () => {
    await renderPage(<PrivacyPage />);
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    expectRealSections(11);
    const cookies = screen.getByRole('region', { name: '6. Cookies' });
    // The site sets two cookies (review, issue 11): the policy names both, and no longer says "one".
    expect(cookies.textContent).toContain('user-token');
    expect(cookies.textContent).toContain('lomi-locale');
    expect(cookies.textContent).not.toMatch(/\bone cookie\b/);
    expect(within(cookies).getAllByRole('listitem')).toHaveLength(2);
    const collected = screen.getByRole('region', { name: '2. What we collect' });
    expect(within(collected).getAllByRole('listitem').length).toBe(4);
  });

  it('the donation policy states the §1 policy with the real processing fee', async () => {
    await renderPage(<DonationPolicyPage />);
    await screen.findByRole('heading', { level: 1, name: 'Donation Policy' });
    expectRealSections(10);
    const fees = screen.getByRole('region', { name: '3. Fees and tips' });
    expect(fees.textContent).toContain('Creating a campaign on Lomi is free.');
    expect(fees.textContent).toContain('A processing fee of 2.5% is deducted from each successful donation.');
    const refunds = screen.getByRole('region', { name: '5. Cancellations and refunds' });
    expect(refunds.textContent).toContain('A donation cannot be cancelled once it has been collected');
    const payouts = screen.getByRole('region', { name: '7. When organizations receive the money' });
    expect(payouts.textContent).toContain('2-3 working days');
    expect(payouts.textContent).toContain('5-7 business days');
    expect(screen.getByRole('region', { name: '6. Deadlines' }).textContent).toContain(
      'accepts no more donations',
    );
  });

  it('every text is in Amharic too, dated in the Ethiopian calendar', async () => {
    await renderPage(<TermsPage />, 'am');
    await screen.findByRole('heading', { level: 1, name: 'የአገልግሎት ውል' });
    expect(screen.getByText(/^መጨረሻ የተሻሻለው፦ .*2015 ዓ\.ም\.$/)).toBeTruthy();
    expectRealSections(12);
  });

  it('the Amharic privacy and donation policies are complete', async () => {
    const { unmount } = await renderPage(<PrivacyPage />, 'am');
    await screen.findByRole('heading', { level: 1, name: 'የግላዊነት ፖሊሲ' });
    expectRealSections(11);
    unmount();
    await renderPage(<DonationPolicyPage />, 'am');
    await screen.findByRole('heading', { level: 1, name: 'የልገሳ ፖሊሲ' });
    expectRealSections(10);
    expect(screen.getByRole('region', { name: '3. ክፍያዎችና ጉርሻዎች' }).textContent).toContain('2.5%');
  });
  it('the terms and the donation policy say how a USD balance is paid out, with the timing of §1', async () => {
    const { unmount } = await renderPage(<TermsPage />);
    const withdrawals = await screen.findByRole('region', { name: '6. Withdrawals' });
    expect(withdrawals.textContent).toContain(
      "Donations are deposited in ETB. A USD balance is paid out in ETB at Lomi's exchange rate on the day it is paid; the rate is recorded with the payout.",
    );
    expect(withdrawals.textContent).toContain(
      'usually within 2-3 working days and at the latest within 5-7 business days',
    );
    unmount();
    await renderPage(<DonationPolicyPage />);
    await screen.findByRole('heading', { level: 1, name: 'Donation Policy' });
    expect(document.body.textContent).toContain(
      "Donations are deposited in ETB. A USD balance is paid out in ETB at Lomi's exchange rate on the day it is paid; the rate is recorded with the payout.",
    );
  });

  it('the Amharic terms say the same of a USD balance', async () => {
    await renderPage(<TermsPage />, 'am');
    await screen.findByRole('heading', { level: 1 });
    expect(document.body.textContent).toContain(
      'ልገሳዎች በብር ይቀመጣሉ። የዶላር ቀሪ ሂሳብ በሚከፈልበት ቀን በሎሚ የምንዛሪ ተመን በብር ይከፈላል፤ ተመኑ ከክፍያው ጋር ይመዘገባል።',
    );
    expect(document.body.textContent).toContain('በ5-7 የሥራ ቀናት');
  });
});
