import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@lomi/react/testing';
import { renderSite } from '../../testing/render-site.tsx';
import AboutPage from './about-page.tsx';

describe('/about', { timeout: 15_000 }, () => {
  it('tells what Lomi is and shows three members of the team', async () => {
    await renderSite(
      <main>
        <AboutPage />
      </main>,
    );
    await screen.findByRole('heading', { level: 1, name: 'About Lomi' });
    const team = screen.getByRole('region', { name: 'Our team' });
    expect(
      within(team)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Selamawit Haile', 'Dawit Alemu', 'Meron Tadesse']);
    expect(screen.getByRole('link', { name: 'Contact our team' }).getAttribute('href')).toBe('/help');
    await waitFor(() => expect(document.title).toBe('About us · Lomi'));
    await expectNoAxeViolations(document.body);
  });

  it('speaks Amharic', async () => {
    await renderSite(
      <main>
        <AboutPage />
      </main>,
      { locale: 'am' },
    );
    await screen.findByRole('heading', { level: 1, name: 'ስለ ሎሚ' });
    expect(screen.getByRole('heading', { level: 3, name: 'ሰላማዊት ኃይሌ' })).toBeTruthy();
  });
});
