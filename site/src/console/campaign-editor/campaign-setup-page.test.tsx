import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CATEGORY_NAMES, type Charity, type ConsoleOrganizationSummary } from '@lomi/core';
import { expectNoAxeViolations } from '@lomi/react/testing';
import { fakeApiClient } from '../../testing/fake-api-client.ts';
import type { ConsoleScreen } from '../console-screens.ts';
import { renderConsole } from '../render-console.tsx';

const CATEGORIES = CATEGORY_NAMES.map((name, id) => ({ id, name }));

const organization = (id: number, name: string): ConsoleOrganizationSummary => ({
  id,
  name,
  email: `org${id}@example.org`,
  approval_status: 'approved',
  created_at: '2025-03-01T08:00:00.000Z',
  owner: null,
});

const CHARITY: Charity = {
  id: 5,
  name: 'Mekedonia',
  description: 'Care for the elderly.',
  logo: null,
  dateCreated: '2024-01-01T00:00:00.000Z',
};

const SCREENS: ConsoleScreen[] = [
  { path: 'campaigns/new', load: () => import('./campaign-setup-page.tsx') },
  { path: 'campaigns/:id', load: async () => ({ default: () => <h1>Campaign detail</h1> }) },
];

function setupApi() {
  const sent: FormData[] = [];
  const searches: string[] = [];
  const client = fakeApiClient((url, request) => {
    if (url.pathname === '/api/console/organizations/') {
      expect(url.searchParams.get('status')).toBe('approved');
      const search = url.searchParams.get('search') ?? '';
      searches.push(search);
      const all = [organization(41, 'Dessie Water Trust'), organization(42, 'Gondar Schools')];
      const results = all.filter((each) => each.name.toLowerCase().includes(search.toLowerCase()));
      return { status: 200, body: { count: results.length, results, lastPage: 1 } };
    }
    if (url.pathname === '/charity/')
      return { status: 200, body: { count: 1, results: [CHARITY], lastPage: 1 } };
    if (url.pathname === '/api/categories/') {
      return { status: 200, body: { count: CATEGORIES.length, results: CATEGORIES } };
    }
    if (url.pathname === '/api/console/campaigns/' && request.method === 'POST' && request.form) {
      sent.push(request.form);
      return { status: 201, body: { id: 99 } };
    }
    return { status: 404, body: { message: 'Not found', code: 'LOMI_ERR_NOT_FOUND' } };
  });
  return { client, sent, searches };
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:https://lomi.test/preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe('/console/campaigns/new', { timeout: 30_000 }, () => {
  it('sets up a live campaign for the approved organization and charity chosen, with the wizard', async () => {
    const user = userEvent.setup();
    const { client, sent, searches } = setupApi();
    const { container } = await renderConsole('/console/campaigns/new', { client, screens: SCREENS });
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up a campaign' })).toBeTruthy();
    expect(await screen.findByRole('radio', { name: 'Dessie Water Trust (org41@example.org)' })).toBeTruthy();
    // The wizard waits for the organization.
    expect(screen.getByText('Choose the organization first; the campaign’s steps follow.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    await expectNoAxeViolations(container);

    await user.type(screen.getByRole('searchbox', { name: 'Find an approved organization' }), 'gondar');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const choices = await screen.findByRole('group', { name: 'Organization' });
    await vi.waitFor(() => expect(within(choices).getAllByRole('radio')).toHaveLength(1));
    expect(searches).toContain('gondar');
    await user.click(within(choices).getByRole('radio', { name: 'Gondar Schools (org42@example.org)' }));
    await screen.findByRole('option', { name: 'Mekedonia' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Charity' }), 'Mekedonia');

    await user.click(await screen.findByRole('radio', { name: 'Education' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('radio', { name: 'Ethiopian birr (ETB)' }));
    await user.type(screen.getByLabelText('Goal in birr'), '40000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(screen.getByLabelText('Campaign title'), 'Desks for Gondar');
    await user.type(screen.getByLabelText('Your story'), 'Two hundred desks.');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.upload(
      screen.getByLabelText('Campaign photo'),
      new File(['jpeg'], 'desks.jpg', { type: 'image/jpeg' }),
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      screen.getByText(
        'When you create it, the campaign goes live at once: listed, searchable and open to donations.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Campaign detail' })).toBeTruthy();
    expect(sent).toHaveLength(1);
    const form = sent[0]!;
    expect(Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'))).toEqual({
      title: 'Desks for Gondar',
      description: 'Two hundred desks.',
      category: String(CATEGORIES.findIndex((category) => category.name === 'Education')),
      createdBy: '42',
      goalEtbAmount: '4000000',
      goalUsdAmount: '0',
      createdByCharity: 'true',
      charityId: '5',
    });
    expect((form.get('image') as File).name).toBe('desks.jpg');
  });

  it('says so when no approved organization matches, in Amharic too', async () => {
    const user = userEvent.setup();
    const { client } = setupApi();
    await renderConsole('/console/campaigns/new', { client, screens: SCREENS, locale: 'am' });
    await user.type(await screen.findByRole('searchbox', { name: 'የተፈቀደለት ድርጅት ይፈልጉ' }), 'zzz');
    await user.click(screen.getByRole('button', { name: 'ፈልግ' }));
    expect(await screen.findByText('ከፍለጋዎ ጋር የሚዛመድ የተፈቀደለት ድርጅት የለም።')).toBeTruthy();
  });
});
