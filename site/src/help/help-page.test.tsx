import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@lomi/react/testing';
import { renderSite } from '../testing/render-site.tsx';
import HelpPage from './help-page.tsx';

describe('/help', { timeout: 15_000 }, () => {
  it('shows the ask-a-question form, the contacts and a link to /faq', async () => {
    await renderSite(
      <main>
        <HelpPage />
      </main>,
      { url: '/help' },
    );
    await screen.findByRole('heading', { level: 1, name: 'Help center' });
    expect(screen.getByRole('form', { name: 'Ask a question' })).toBeTruthy();
    expect(screen.getByLabelText('Your e-mail address')).toBeTruthy();
    expect(screen.getByLabelText('Your question')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Read the frequently asked questions' }).getAttribute('href'),
    ).toBe('/faq');
    expect(screen.getByRole('link', { name: 'support@lomi.et' }).getAttribute('href')).toBe(
      'mailto:support@lomi.et',
    );
    await waitFor(() => expect(document.title).toBe('Help center · Lomi'));
    await expectNoAxeViolations(document.body);
  });

  it('speaks Amharic', async () => {
    await renderSite(
      <main>
        <HelpPage />
      </main>,
      { url: '/help', locale: 'am' },
    );
    await screen.findByRole('heading', { level: 1, name: 'የእገዛ ማዕከል' });
    expect(screen.getByRole('link', { name: 'ተደጋግመው የሚጠየቁ ጥያቄዎችን ያንብቡ' })).toBeTruthy();
  });
});
