import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SiteSettings } from '@lomi/core';
import { fakeApiClient } from '../../testing/fake-api-client.ts';
import { renderSite } from '../../testing/render-site.tsx';
import DonationPolicyPage from './donation-policy-page.tsx';
import TermsPage from './terms-page.tsx';

// The old texts wrote an invented address, phone and e-mail into their prose (review, issue 11).
const INVENTED = /support@lomi\.et|558 1234|Bole Road|ቦሌ መንገድ/;

function settingsClient(contact: SiteSettings['contact'], demo: SiteSettings['demo'] = []) {
  return fakeApiClient((url) =>
    url.pathname === '/api/site-settings/'
      ? { status: 200, body: { contact, partners: [], demo, selfServiceCreation: false } satisfies SiteSettings }
      : { status: 404, body: { message: 'Not found', code: 'LOMI_ERR_NOT_FOUND' } },
  );
}

const CONFIGURED: SiteSettings['contact'] = {
  email: 'help@charity.et',
  phone: '+251 11 000 0000',
  address: { en: 'Churchill Avenue, Addis Ababa', am: 'ቸርችል ጎዳና፣ አዲስ አበባ' },
};

async function section(name: string, text: string | RegExp) {
  const region = await screen.findByRole('region', { name });
  await waitFor(() => expect(region.textContent).toMatch(text));
  return region.textContent ?? '';
}

describe('contact details in the legal texts', { timeout: 15_000 }, () => {
  it('the terms name the configured address, e-mail and phone, and nothing invented', async () => {
    await renderSite(<TermsPage />, { client: settingsClient(CONFIGURED) });
    expect(await section('1. Who we are', 'Churchill Avenue')).toContain(
      'Lomi is a fundraising platform operated from Churchill Avenue, Addis Ababa.',
    );
    expect(await section('12. Contact', 'help@charity.et')).toBe(
      '12. ContactQuestions about these terms: write to help@charity.et, call +251 11 000 0000, or use the form in our help center.',
    );
    expect(document.body.textContent).not.toMatch(INVENTED);
    expect(document.body.textContent).not.toContain('example');
  });

  it('the donation policy sends refunds and questions to the configured details, in Amharic too', async () => {
    const { unmount } = await renderSite(<DonationPolicyPage />, { client: settingsClient(CONFIGURED) });
    expect(await section('5. Cancellations and refunds', 'help@charity.et')).toContain(
      'To ask for a refund, write to help@charity.et within 30 days',
    );
    expect(await section('10. Contact', 'help@charity.et')).toContain(
      'write to help@charity.et with your invoice ID, call +251 11 000 0000, or use the form in our help center.',
    );
    expect(document.body.textContent).not.toMatch(INVENTED);
    unmount();
    await renderSite(<DonationPolicyPage />, { client: settingsClient(CONFIGURED), locale: 'am' });
    expect(await section('5. መሰረዝና ገንዘብ መመለስ', 'help@charity.et')).toContain('ወደ help@charity.et ይጻፉ።');
    expect(await section('10. ያግኙን', 'help@charity.et')).toContain(
      'ወደ help@charity.et ይጻፉ፣ በ+251 11 000 0000 ይደውሉ፣ ወይም በእገዛ ማዕከላችን ያለውን ቅጽ ይጠቀሙ።',
    );
    expect(document.body.textContent).not.toMatch(INVENTED);
  });

  it('leaves out a detail that is not set', async () => {
    const { unmount } = await renderSite(<DonationPolicyPage />, {
      client: settingsClient({ email: null, phone: '+251 11 000 0000', address: null }),
    });
    expect(await section('10. Contact', '+251 11 000 0000')).toContain(
      'Questions about a donation: call +251 11 000 0000 or use the form in our help center.',
    );
    expect(screen.getByRole('region', { name: '5. Cancellations and refunds' }).textContent).toContain(
      'To ask for a refund, call +251 11 000 0000 or use the form in our help center within 30 days',
    );
    unmount();
    await renderSite(<TermsPage />, {
      client: settingsClient({ email: 'help@charity.et', phone: null, address: null }),
    });
    expect(await section('12. Contact', 'help@charity.et')).toContain(
      'write to help@charity.et or use the form in our help center.',
    );
    expect(screen.getByRole('region', { name: '1. Who we are' }).textContent).toContain(
      'Lomi is a fundraising platform operated in Ethiopia.',
    );
    expect(document.body.textContent).not.toMatch(INVENTED);
  });

  it('points at the footer and the help form when nothing is set or the settings cannot be read', async () => {
    const { unmount } = await renderSite(<TermsPage />, {
      client: settingsClient({ email: null, phone: null, address: null }),
    });
    expect(await section('12. Contact', 'bottom of every page')).toContain(
      'Questions about these terms: use the contact details at the bottom of every page or the form in our help center.',
    );
    unmount();
    // The default fake API answers 404 to the settings: the page still reads, without any detail.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await renderSite(<DonationPolicyPage />, { locale: 'am' });
    expect(await section('10. ያግኙን', 'ግርጌ')).toContain(
      'የደረሰኝ መለያዎን ይዘው በእያንዳንዱ ገጽ ግርጌ ያሉትን የመገናኛ ዝርዝሮች ወይም በእገዛ ማዕከላችን ያለውን ቅጽ ይጠቀሙ።',
    );
    expect(document.body.textContent).not.toMatch(INVENTED);
  });

  it('marks demo defaults as examples in the prose', async () => {
    await renderSite(<TermsPage />, {
      client: settingsClient(
        {
          email: 'support@lomi.example',
          phone: '+251 11 000 0000',
          address: { en: 'Demo Street, Addis Ababa', am: 'ማሳያ ጎዳና፣ አዲስ አበባ' },
        },
        ['email', 'address'],
      ),
    });
    expect(await section('12. Contact', 'support@lomi.example')).toContain(
      'write to support@lomi.example (an example on this demonstration site), call +251 11 000 0000, or',
    );
    expect(screen.getByRole('region', { name: '1. Who we are' }).textContent).toContain(
      'operated from Demo Street, Addis Ababa (an example on this demonstration site).',
    );
  });
});
