import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ExchangeRateEntry, ExchangeRateOverview } from '@lomi/core';
import { expectNoAxeViolations } from '@lomi/react/testing';
import { fakeApiClient, type FakeRequest } from '../../testing/fake-api-client.ts';
import { renderConsole } from '../render-console.tsx';

const SEEDED: ExchangeRateEntry = {
  id: 1,
  currency: 'USD',
  etb_per_unit: '55.1234',
  set_by: null,
  effective_at: new Date(Date.now() - 3 * 86_400_000).toISOString(),
};

const overviewOf = (rates: ExchangeRateEntry[]): ExchangeRateOverview => ({
  current: rates[0] ?? null,
  history: { count: rates.length, lastPage: 1, total: rates.length, results: rates },
});

type Answer = { status: number; body: unknown };

/** The screen over a fake API holding `rates` (newest first); `set` answers POST. */
async function renderRate({
  rates = [SEEDED] as ExchangeRateEntry[],
  set = undefined as ((body: unknown) => Answer) | undefined,
  locale = 'en' as 'en' | 'am',
} = {}) {
  const posts: FakeRequest[] = [];
  const client = fakeApiClient((url, request) => {
    if (url.pathname === '/api/console/exchange-rate/' && request.method === 'GET') {
      return { status: 200, body: overviewOf(rates) };
    }
    if (url.pathname === '/api/console/exchange-rate/' && request.method === 'POST') {
      posts.push(request);
      if (set) return set(request.body);
      const entry: ExchangeRateEntry = {
        id: rates.length + 1,
        currency: 'USD',
        etb_per_unit: (request.body as { etb_per_unit: string }).etb_per_unit,
        set_by: { id: 7, username: 'operator' },
        effective_at: new Date().toISOString(),
      };
      rates = [entry, ...rates];
      return { status: 201, body: entry };
    }
    return { status: 404, body: { message: 'Not found', code: 'LOMI_ERR_ROUTE_NOT_FOUND' } };
  });
  const rendered = await renderConsole('/console/exchange-rate', { client, locale });
  return { ...rendered, posts, client };
}

describe('the console’s exchange-rate screen', () => {
  it('shows the current rate and its age, and the history with who set each rate', async () => {
    const operatorRate: ExchangeRateEntry = {
      ...SEEDED,
      id: 2,
      etb_per_unit: '56.0000',
      set_by: { id: 7, username: 'meskerem' },
      effective_at: new Date(Date.now() - 2 * 3_600_000).toISOString(),
    };
    const { container } = await renderRate({ rates: [operatorRate, SEEDED] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Exchange rate' })).toBeTruthy();
    expect(await screen.findByText('1 USD = 56.0000 ETB')).toBeTruthy();
    expect(screen.getByText('Set 2 hours ago by meskerem.')).toBeTruthy();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.slice(1).map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      '56.0000',
      '55.1234',
    ]);
    expect(within(rows[2]!).getByText('Demo data')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Exchange rate' }).getAttribute('aria-current')).toBe('page');
    await expectNoAxeViolations(container);
  });

  it('says USD donations fail while no rate is set', async () => {
    await renderRate({ rates: [] });
    expect(await screen.findByText('No rate is set: USD donations fail until one is.')).toBeTruthy();
    expect(screen.getByText('No rate has been set yet.')).toBeTruthy();
  });

  it('checks the typed rate with core’s rules before anything is sent', async () => {
    const user = userEvent.setup();
    const { posts } = await renderRate();
    const field = await screen.findByLabelText('Birr per US dollar');
    for (const [typed, message] of [
      ['57,5', 'Enter a number such as 57.25 (digits, and a point for decimals).'],
      ['57.1234567', 'At most 6 decimals.'],
      ['0.5', 'The rate must be between 1 and 10,000 birr per dollar.'],
    ]) {
      await user.clear(field);
      await user.type(field, typed!);
      await user.click(screen.getByRole('button', { name: 'Review the new rate' }));
      expect(screen.getByText(message!)).toBeTruthy();
      expect(field.getAttribute('aria-invalid')).toBe('true');
    }
    expect(posts).toEqual([]);
  });

  it('confirms the change as old → new, then sets it against the rate it replaces', async () => {
    const user = userEvent.setup();
    const { posts } = await renderRate();
    await user.type(await screen.findByLabelText('Birr per US dollar'), '57');
    await user.click(screen.getByRole('button', { name: 'Review the new rate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set the new rate?' });
    expect(within(dialog).getByText('55.1234 → 57.0000 ETB per USD')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Set the rate to 57.0000' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts.map((post) => post.body)).toEqual([{ etb_per_unit: '57.0000', previous_id: 1 }]);
    expect(await screen.findByText('1 USD = 57.0000 ETB')).toBeTruthy();
    expect(screen.getAllByText('The rate is now 57.0000 ETB per USD.').length).toBeGreaterThan(0);
  });

  it('cancelling the confirmation sends nothing', async () => {
    const user = userEvent.setup();
    const { posts } = await renderRate();
    await user.type(await screen.findByLabelText('Birr per US dollar'), '58.5');
    await user.click(screen.getByRole('button', { name: 'Review the new rate' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts).toEqual([]);
  });

  it('explains a 409: another operator set a rate first', async () => {
    const user = userEvent.setup();
    await renderRate({
      set: () => ({ status: 409, body: { message: 'The rate was changed…', code: 'LOMI_ERR_CONFLICT' } }),
    });
    await user.type(await screen.findByLabelText('Birr per US dollar'), '58.5');
    await user.click(screen.getByRole('button', { name: 'Review the new rate' }));
    await user.click(await screen.findByRole('button', { name: 'Set the rate to 58.5000' }));
    expect(
      await screen.findByText(
        'Another operator set a rate after you opened this page: it is shown above now. Check it, then set yours again if it still applies.',
      ),
    ).toBeTruthy();
  });

  it('speaks Amharic', async () => {
    await renderRate({ locale: 'am' });
    expect(await screen.findByRole('heading', { level: 1, name: 'የምንዛሪ ተመን' })).toBeTruthy();
    expect(await screen.findByLabelText('ብር በአንድ የአሜሪካ ዶላር')).toBeTruthy();
  });
});
