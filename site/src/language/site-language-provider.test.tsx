import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderSite } from '../testing/render-site.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { useSiteText } from './use-site-text.ts';

function Heading() {
  const t = useSiteText();
  return <h1>{t('home.hero.title')}</h1>;
}

function url(): string {
  return screen.getByTestId('url').textContent ?? '';
}

describe('SiteLanguageProvider', () => {
  it('switches to Amharic on ?lang=am, keeps the parameter and sets <html lang>', async () => {
    await renderSite(<Heading />, { url: '/explore?lang=am&page=2' });
    await screen.findByRole('heading', { name: 'ልብዎን ለተቸገሩ ይክፈቱ' });
    expect(document.documentElement.lang).toBe('am');
    expect(url()).toBe('/explore?lang=am&page=2');
  });

  it('removes lang=en from the URL and stays in English', async () => {
    await renderSite(<Heading />, { url: '/explore?page=2&lang=en', locale: 'en' });
    await waitFor(() => expect(url()).toBe('/explore?page=2'));
    expect(screen.getByRole('heading').textContent).toBe('Open your heart to those in need');
    expect(document.documentElement.lang).toBe('en');
  });

  it('the switch changes the language in place, writing am to the URL and removing it for en', async () => {
    await renderSite(
      <>
        <Heading />
        <LanguageSwitch />
      </>,
      { url: '/campaign/4?x=1' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'አማርኛ' }));
    await screen.findByRole('heading', { name: 'ልብዎን ለተቸገሩ ይክፈቱ' });
    expect(url()).toBe('/campaign/4?x=1&lang=am');
    expect(screen.getByRole('button', { name: 'አማርኛ' }).getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem('lomi-locale')).toBe('am');

    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    await screen.findByRole('heading', { name: 'Open your heart to those in need' });
    expect(url()).toBe('/campaign/4?x=1');
    expect(localStorage.getItem('lomi-locale')).toBe('en');
  });
});
