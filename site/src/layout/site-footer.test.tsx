import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SiteSettings } from '@lomi/core';
import { expectNoAxeViolations } from '@lomi/react/testing';
import { Partners } from '../pages/home/partners.tsx';
import { fakeApiClient } from '../testing/fake-api-client.ts';
import { renderSite } from '../testing/render-site.tsx';
import { SiteFooter } from './site-footer.tsx';

function settingsClient(settings: SiteSettings | null) {
  return fakeApiClient((url) =>
    url.pathname === '/api/site-settings/' && settings
      ? { status: 200, body: settings }
      : { status: 500, body: { message: 'boom', code: 'LOMI_ERR_INTERNAL' } },
  );
}

const CONFIGURED: SiteSettings = {
  contact: {
    email: 'help@charity.et',
    phone: '+251 11 000 0000',
    address: { en: 'Churchill Avenue, Addis Ababa', am: 'ቸርችል ጎዳና፣ አዲስ አበባ' },
  },
  partners: [{ name: 'Real Partner', url: 'https://partner.et/' }],
  demo: [],
  selfServiceCreation: false,
};

describe('SiteFooter', () => {
  it('shows the configured contact details, in the page language, without a demo note', async () => {
    const { container } = await renderSite(<SiteFooter />, {
      client: settingsClient(CONFIGURED),
      locale: 'am',
    });
    const contact = await screen.findByRole('region', { name: 'ያግኙን' });
    expect(contact.textContent).toContain('ቸርችል ጎዳና፣ አዲስ አበባ');
    expect(within(contact).getByRole('link', { name: '+251 11 000 0000' }).getAttribute('href')).toBe(
      'tel:+251110000000',
    );
    expect(within(contact).getByRole('link', { name: 'help@charity.et' }).getAttribute('href')).toBe(
      'mailto:help@charity.et',
    );
    expect(contact.textContent).not.toContain('ምሳሌ');
    await expectNoAxeViolations(container);
  });

  it('leaves out what is not set, and says demo values are examples', async () => {
    await renderSite(<SiteFooter />, {
      client: settingsClient({
        contact: { email: 'support@lomi.example', phone: null, address: null },
        partners: [],
        demo: ['email'],
        selfServiceCreation: false,
      }),
    });
    const contact = await screen.findByRole('region', { name: 'Contact us' });
    expect(within(contact).getAllByRole('link')).toHaveLength(1);
    expect(contact.textContent).not.toContain('Address');
    expect(contact.textContent).toContain('These contact details are examples on this demonstration site.');
  });

  it('shows no contact section when nothing is set or the settings cannot be read', async () => {
    const { unmount } = await renderSite(<SiteFooter />, {
      client: settingsClient({
        contact: { email: null, phone: null, address: null },
        partners: [],
        demo: [],
        selfServiceCreation: false,
      }),
    });
    await screen.findByRole('navigation', { name: 'Lomi' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('region', { name: 'Contact us' })).toBeNull();
    unmount();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await renderSite(<SiteFooter />, { client: settingsClient(null) });
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'Contact us' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Legal' })).toBeTruthy();
  });
});

describe('Partners', () => {
  it('links the configured partners, each in a new tab', async () => {
    const { container } = await renderSite(<Partners />, { client: settingsClient(CONFIGURED) });
    const link = await screen.findByRole('link', { name: 'Real Partner (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://partner.et/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.queryByText(/examples on this demonstration site/)).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('says demo partners are examples, and shows no block without partners', async () => {
    const { unmount } = await renderSite(<Partners />, {
      client: settingsClient({ ...CONFIGURED, demo: ['partners'] }),
    });
    expect(await screen.findByText('These partners are examples on this demonstration site.')).toBeTruthy();
    unmount();
    const { container } = await renderSite(<Partners />, {
      client: settingsClient({ ...CONFIGURED, partners: [] }),
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container.querySelector('section')).toBeNull();
  });
});
