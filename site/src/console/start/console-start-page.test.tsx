import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ConsoleSummary } from '@lomi/core';
import { expectNoAxeViolations } from '@lomi/react/testing';
import { fakeApiClient } from '../../testing/fake-api-client.ts';
import type { ConsoleScreen } from '../console-screens.ts';
import { renderConsole } from '../render-console.tsx';

const SUMMARY: ConsoleSummary = {
  organizations_pending: 3,
  campaigns_in_review: 1,
  withdrawals_pending: 0,
  reports_open: 2,
  help_questions_open: 5,
  payments_flagged: 1,
  exchange_rate: { etb_per_usd: 150.25, set_at: '2026-11-24T10:00:00.000Z', age_seconds: 3 * 86_400 + 60 },
};

// A stand-in screen the start page can link to (the real ones load their own data).
const screenTitled = (title: string) => async () => ({ default: () => <h1>{title}</h1> });

/** The real start page, with two sections registered: organizations and the exchange rate. */
const SCREENS: ConsoleScreen[] = [
  { path: '', nav: 'start', load: () => import('./console-start-page.tsx') },
  { path: 'organizations', nav: 'organizations', load: screenTitled('Organizations screen') },
];

function summaryClient(summary: ConsoleSummary | 'fail' = SUMMARY) {
  return fakeApiClient((url) => {
    if (url.pathname !== '/api/console/summary/') return { status: 404, body: { message: 'Not found' } };
    if (summary === 'fail') return { status: 500, body: { message: 'Boom' } };
    return { status: 200, body: summary };
  });
}

describe('the console start page', () => {
  it('shows what waits, each count in words, and links the sections that exist', async () => {
    const client = summaryClient();
    const { container } = await renderConsole('/console', { client, screens: SCREENS });
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Waiting' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '3 organizations to review',
      '1 campaign in review',
      'No withdrawal requests',
      '2 open reports',
      '5 open help questions',
      '1 flagged payment',
    ]);
    // Only organizations has a screen here: its line is a link; the others are plain text until theirs exist.
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([['3 organizations to review', '/console/organizations?status=pending']]);
    expect(screen.getByText('The USD→ETB exchange rate (150.25 birr) was set 3 days ago.')).toBeTruthy();
    expect(client.requests.map((url) => url.pathname)).toEqual(['/api/console/summary/']);
    await expectNoAxeViolations(container);

    await userEvent.click(within(list).getByRole('link', { name: '3 organizations to review' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Organizations screen' })).toBeTruthy();
  });

  it('says when no exchange rate is set, in Amharic too', async () => {
    await renderConsole('/console', {
      client: summaryClient({ ...SUMMARY, exchange_rate: null }),
      screens: SCREENS,
      locale: 'am',
    });
    expect(
      await screen.findByText('የዶላር→ብር የምንዛሪ ተመን አልተወሰነም፤ ተመን እስኪወሰን ድረስ የዶላር ልገሳዎች አይሳኩም።'),
    ).toBeTruthy();
    expect(screen.getByText('3 የሚገመገሙ ድርጅቶች')).toBeTruthy();
  });

  it('offers to try again when the summary cannot be read', async () => {
    await renderConsole('/console', { client: summaryClient('fail'), screens: SCREENS });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
