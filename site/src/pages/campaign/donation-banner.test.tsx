import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@lomi/react/testing';
import { renderSite } from '../../testing/render-site.tsx';
import { DonationBanner } from './donation-banner.tsx';

/** The banner (the router's URL readout is an `<output>`, also a status, so the role alone is ambiguous). */
function banner(): HTMLElement | null {
  return (
    screen.queryAllByRole('status').find((element) => element.classList.contains('donation-banner')) ?? null
  );
}

function url(): string {
  return screen.getByTestId('url').textContent ?? '';
}

describe('DonationBanner', () => {
  it('thanks the donor with the invoice id; Dismiss removes the parameters and hands focus on', async () => {
    const focusAfter = vi.fn();
    const { container } = await renderSite(<DonationBanner focusAfter={focusAfter} />, {
      url: '/campaign/4?donation_success=true&invoice_id=inv-42&lang=am',
      locale: 'am',
    });
    expect(banner()?.textContent).toContain('ስለ ልገሳዎ እናመሰግናለን!');
    expect(banner()?.textContent).toContain('የደረሰኝ መለያ፦ inv-42');
    await expectNoAxeViolations(container);

    await userEvent.click(screen.getByRole('button', { name: 'ዝጋ' }));
    expect(banner()).toBeNull();
    expect(url()).toBe('/campaign/4?lang=am');
    expect(focusAfter).toHaveBeenCalledOnce();
  });

  it('thanks without an invoice line when there is no invoice id', async () => {
    await renderSite(<DonationBanner focusAfter={() => undefined} />, {
      url: '/campaign/4?donation_success=1',
    });
    expect(banner()?.textContent).toBe('Thank you for your donation!Dismiss');
  });

  it('shows nothing without donation_success, or when it reports no success', async () => {
    const { unmount } = await renderSite(<DonationBanner focusAfter={() => undefined} />, {
      url: '/campaign/4?invoice_id=inv-1',
    });
    expect(banner()).toBeNull();
    unmount();
    await renderSite(<DonationBanner focusAfter={() => undefined} />, {
      url: '/campaign/4?donation_success=false&invoice_id=inv-1',
    });
    expect(banner()).toBeNull();
  });
});
