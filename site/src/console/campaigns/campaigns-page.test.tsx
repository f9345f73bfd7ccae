import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@lomi/react/testing';
import { fakeApiClient } from '../../testing/fake-api-client.ts';
import { renderConsole } from '../render-console.tsx';
import { consoleCampaignFixture } from './campaign-fixtures.ts';

function listClient() {
  return fakeApiClient((url) => {
    if (url.pathname !== '/api/console/campaigns/') return { status: 404, body: { message: 'Not found' } };
    const results = [
      consoleCampaignFixture(),
      consoleCampaignFixture({
        id: 42,
        title: 'Clean water for Bahir Dar',
        status: 'active',
        featured: true,
        accepts_donations: true,
        collected_amount: 1_250_00,
        donation_count: 3,
      }),
    ].filter(
      (campaign) => !url.searchParams.get('status') || campaign.status === url.searchParams.get('status'),
    );
    return { status: 200, body: { count: results.length, results, lastPage: 1, total: results.length } };
  });
}

describe('the console’s campaigns', () => {
  it('lists campaigns of every status with links to them and to setting one up', async () => {
    const client = listClient();
    const { container } = await renderConsole('/console/campaigns', { client });
    expect(await screen.findByRole('heading', { level: 1, name: 'Campaigns' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Campaigns' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: 'School roof in Dessie' }).getAttribute('href')).toBe(
      '/console/campaigns/41',
    );
    expect(items[0]!.textContent).toContain('In review');
    expect(items[1]!.textContent).toContain('Published');
    expect(items[1]!.textContent).toContain('Featured');
    expect(items[1]!.textContent).toMatch(/1,250\.00 from 3 donations/);
    expect(screen.getByText('2 campaigns')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Set up a campaign' }).getAttribute('href')).toBe(
      '/console/campaigns/new',
    );
    await expectNoAxeViolations(container);
  });

  it('filters by status, title and featured through the address', async () => {
    const client = listClient();
    await renderConsole('/console/campaigns', { client });
    await screen.findByRole('list', { name: 'Campaigns' });
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'In review');
    await userEvent.type(screen.getByLabelText('Title contains'), 'roof');
    await userEvent.click(screen.getByLabelText('Featured only'));
    await userEvent.click(screen.getByRole('button', { name: 'Show campaigns' }));
    await screen.findByText('1 campaign');
    const last = client.requests.at(-1)!;
    expect(Object.fromEntries(last.searchParams)).toEqual({
      page: '1',
      status: 'in_review',
      search: 'roof',
      featured: 'true',
    });
    // The form shows the filters of the address it was opened with.
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('in_review');
  });

  it('speaks Amharic', async () => {
    await renderConsole('/console/campaigns', { client: listClient(), locale: 'am' });
    expect(await screen.findByRole('heading', { level: 1, name: 'ዘመቻዎች' })).toBeTruthy();
    expect(await screen.findByText('በግምገማ ላይ')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ዘመቻ ያዘጋጁ' })).toBeTruthy();
  });
});
