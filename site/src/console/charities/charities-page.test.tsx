import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ConsoleCharity } from '@lomi/core';
import { expectNoAxeViolations } from '@lomi/react/testing';
import { fakeApiClient } from '../../testing/fake-api-client.ts';
import { renderConsole } from '../render-console.tsx';

const charity = (id: number, name: string, logo: string | null = null): ConsoleCharity => ({
  id,
  name,
  description: `${name} helps.`,
  logo,
  dateCreated: '2026-10-01T09:00:00.000Z',
  updated: '2026-10-01T09:00:00.000Z',
});

const CHARITIES = [
  charity(1, 'Gondar Readers', `/uploaded-file/${'a'.repeat(64)}.webp`),
  charity(2, 'Hawassa Lake Friends'),
];

/** The list over a fake API that filters by `search` like the server (part of the name, any case). */
async function renderList(url = '/console/charities') {
  const client = fakeApiClient((requested) => {
    if (requested.pathname !== '/api/console/charities/') {
      return { status: 404, body: { message: 'Not found', code: 'LOMI_ERR_ROUTE_NOT_FOUND' } };
    }
    const search = (requested.searchParams.get('search') ?? '').toLowerCase();
    const results = CHARITIES.filter((item) => item.name.toLowerCase().includes(search));
    return { status: 200, body: { count: results.length, lastPage: 1, total: results.length, results } };
  });
  const rendered = await renderConsole(url, { client });
  return { ...rendered, client };
}

describe('the console’s charities list', () => {
  it('lists charities with their logo and an edit link each, and a way to add one', async () => {
    const { container } = await renderList();
    expect(await screen.findByRole('heading', { level: 1, name: 'Charities' })).toBeTruthy();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual([
      'Gondar Readers',
      'Hawassa Lake Friends',
    ]);
    expect(within(rows[0]!).getByRole('presentation').getAttribute('src')).toBe(
      `https://lomi.test/uploaded-file/${'a'.repeat(64)}.webp`,
    );
    expect(within(rows[1]!).getByText('No logo')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit Gondar Readers' }).getAttribute('href')).toBe(
      '/console/charities/1',
    );
    expect(screen.getByRole('link', { name: 'Add a charity' }).getAttribute('href')).toBe(
      '/console/charities/new',
    );
    expect(screen.getByRole('link', { name: 'Charities' }).getAttribute('aria-current')).toBe('page');
    await expectNoAxeViolations(container);
  });

  it('searches by name through the address, and says when nothing matches', async () => {
    const user = userEvent.setup();
    const { client } = await renderList();
    const field = await screen.findByRole('searchbox', { name: 'Search charities by name' });
    await user.type(field, 'lake');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('url').textContent).toBe('/console/charities?search=lake');
    expect(await screen.findByText('Hawassa Lake Friends')).toBeTruthy();
    expect(screen.queryByText('Gondar Readers')).toBeNull();
    expect(client.requests.at(-1)!.searchParams.get('search')).toBe('lake');
    await user.clear(field);
    await user.type(field, 'zzz');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText("No charity's name contains “zzz”.")).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(await screen.findByText('Gondar Readers')).toBeTruthy();
  });
});
