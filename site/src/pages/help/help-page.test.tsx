import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SiteSettings } from '@lomi/core';
import { expectNoAxeViolations } from '@lomi/react/testing';
import { fakeApiClient } from '../../testing/fake-api-client.ts';
import { renderSite } from '../../testing/render-site.tsx';
import HelpPage from './help-page.tsx';

function settingsClient(contact: SiteSettings['contact'], demo: SiteSettings['demo'] = []) {
  return fakeApiClient((url) =>
    url.pathname === '/api/site-settings/'
      ? { status: 200, body: { contact, partners: [], demo, selfServiceCreation: false } satisfies SiteSettings }
      : { status: 404, body: { message: 'Not found', code: 'LOMI_ERR_NOT_FOUND' } },
  );
}

function renderHelp(client = settingsClient({ email: null, phone: null, address: null }), locale?: 'am') {
  return renderSite(
    <main>
      <HelpPage />
    </main>,
    { url: '/help', client, locale },
  );
}

describe('/help', { timeout: 15_000 }, () => {
  it('shows the ask-a-question form, the configured contacts and a link to /faq', async () => {
    await renderHelp(settingsClient({ email: 'help@charity.et', phone: '+251 11 000 0000', address: null }));
    await screen.findByRole('heading', { level: 1, name: 'Help center' });
    expect(screen.getByRole('form', { name: 'Ask a question' })).toBeTruthy();
    expect(screen.getByLabelText('Your e-mail address')).toBeTruthy();
    expect(screen.getByLabelText('Your question')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Read the frequently asked questions' }).getAttribute('href'),
    ).toBe('/faq');
    const contact = await screen.findByRole('region', { name: 'Other ways to reach us' });
    expect(within(contact).getByRole('link', { name: 'help@charity.et' }).getAttribute('href')).toBe(
      'mailto:help@charity.et',
    );
    expect(within(contact).getByRole('link', { name: '+251 11 000 0000' }).getAttribute('href')).toBe(
      'tel:+251110000000',
    );
    expect(contact.textContent).not.toContain('example');
    // The invented details of the old page (review, issue 11) are gone.
    expect(document.body.textContent).not.toMatch(/support@lomi\.et|558 1234/);
    await waitFor(() => expect(document.title).toBe('Help center · Lomi'));
    await expectNoAxeViolations(document.body);
  });

  it('leaves out an unset detail, and says demo values are examples', async () => {
    await renderHelp(
      settingsClient({ email: 'support@lomi.example', phone: null, address: null }, ['email']),
    );
    const contact = await screen.findByRole('region', { name: 'Other ways to reach us' });
    expect(within(contact).getAllByRole('link')).toHaveLength(1);
    expect(contact.textContent).not.toContain('Phone');
    expect(contact.textContent).toContain('These contact details are examples on this demonstration site.');
  });

  it('shows no contacts when none is set or the settings cannot be read', async () => {
    const { unmount } = await renderHelp();
    await screen.findByRole('heading', { level: 1, name: 'Help center' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('region', { name: 'Other ways to reach us' })).toBeNull();
    unmount();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await renderHelp(
      fakeApiClient(() => ({ status: 500, body: { message: 'boom', code: 'LOMI_ERR_INTERNAL' } })),
    );
    await screen.findByRole('heading', { level: 1, name: 'Help center' });
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'Other ways to reach us' })).toBeNull();
    expect(screen.getByRole('form', { name: 'Ask a question' })).toBeTruthy();
  });

  it('speaks Amharic', async () => {
    await renderHelp(settingsClient({ email: 'help@charity.et', phone: null, address: null }), 'am');
    await screen.findByRole('heading', { level: 1, name: 'የእገዛ ማዕከል' });
    expect(screen.getByRole('link', { name: 'ተደጋግመው የሚጠየቁ ጥያቄዎችን ያንብቡ' })).toBeTruthy();
    const contact = await screen.findByRole('region', { name: 'ሌሎች የመገናኛ መንገዶች' });
    expect(within(contact).getByText('ኢሜይል')).toBeTruthy();
  });
});
