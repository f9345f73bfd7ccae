import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AsratPage as AsratPageData } from '@lomi/core';
import { expectNoAxeViolations } from '@lomi/react/testing';
import { fakeApiClient } from '../../testing/fake-api-client.ts';
import { renderSite } from '../../testing/render-site.tsx';
import AsratPage from './asrat-page.tsx';

const page: AsratPageData = {
  organization_id: 5,
  organization_name: 'Debre Selam Medhane Alem',
  organization_logo: null,
  organization_description: 'A parish in Addis Ababa.',
  campaign_id: 41,
};

const notFound = { status: 404, body: { message: 'Not found', code: 'LOMI_ERR_NOT_FOUND' } };

function renderPage(url: string, locale: 'en' | 'am' = 'en', failing = false) {
  const client = fakeApiClient((url) => {
    if (url.pathname === '/api/asrat/5') {
      return failing
        ? { status: 500, body: { message: 'boom', code: 'LOMI_ERR_INTERNAL' } }
        : { status: 200, body: page };
    }
    return notFound;
  });
  return renderSite(
    <main>
      <Routes>
        <Route path="/asrat/:id" element={<AsratPage />} />
      </Routes>
    </main>,
    { url, client, locale },
  );
}

describe('/asrat/{organizationId}', { timeout: 15_000 }, () => {
  it('explains Asrat and gives through the donate dialog with mobile money only', async () => {
    await renderPage('/asrat/5');
    await screen.findByRole('heading', { level: 1, name: 'Give Asrat to Debre Selam Medhane Alem' });
    expect(screen.getByText(/the tithe, a tenth of what we earn/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View the organization' }).getAttribute('href')).toBe(
      '/organization/5',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Give Asrat' }));
    const dialog = await screen.findByRole('dialog');
    const methods = within(dialog)
      .getAllByRole('radio')
      .map((radio) => (radio as HTMLInputElement).value);
    expect(methods).toEqual(['telebirr', 'mpesa', 'cbe', 'payonline']);
    expect(within(dialog).getByText(/Asrat to Debre Selam Medhane Alem/)).toBeTruthy();
    await expectNoAxeViolations(document.body);
  });

  it('speaks Amharic', async () => {
    await renderPage('/asrat/5', 'am');
    await screen.findByRole('heading', { level: 1, name: 'ለDebre Selam Medhane Alem አሥራት ይስጡ' });
    expect(screen.getByRole('button', { name: 'አሥራት ይስጡ' })).toBeTruthy();
  });

  it('says when an organization has no Asrat page, and offers a retry on other errors', async () => {
    await renderPage('/asrat/6');
    await screen.findByRole('heading', { level: 1, name: 'No Asrat page' });
    await renderPage('/asrat/abc');
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 1, name: 'No Asrat page' })).toHaveLength(2),
    );
    await renderPage('/asrat/5', 'en', true);
    await screen.findByRole('button', { name: /try again|retry/i });
  });
});
