import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { campaignFixture } from '../testing/campaign-fixture.ts';
import { deferred } from '../testing/deferred.ts';
import { expectNoAxeViolations } from '../testing/expect-no-axe-violations.ts';
import { fixtureClient } from '../testing/fixture-client.ts';
import { renderWithLomi } from '../testing/render-with-lomi.tsx';
import { CampaignCardById } from './campaign-card-by-id.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

function rootOf(container: HTMLElement): HTMLElement {
  return container.firstElementChild as HTMLElement;
}

describe('CampaignCardById', () => {
  it('shows a quiet skeleton while loading, then the card', async () => {
    const answer = deferred<{ status: number; body: unknown }>();
    const client = fixtureClient(() => answer.promise);
    const { container } = await renderWithLomi(<CampaignCardById campaignId={12} />, { client });

    expect(rootOf(container).dataset.state).toBe('loading');
    expect(rootOf(container).getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Loading campaign…');
    await expectNoAxeViolations(container);

    answer.resolve({ status: 200, body: campaignFixture() });

    expect(await screen.findByRole('heading', { name: 'Clean water for Lalibela schools' })).toBeTruthy();
    expect(rootOf(container).dataset.state).toBe('ready');
    expect(client.requests.map((url) => url.pathname)).toEqual(['/api/campaigns/12']);
    await expectNoAxeViolations(container);
  });

  it('passes href and viewer to the card', async () => {
    const client = fixtureClient(() => ({ status: 200, body: campaignFixture() }));
    const viewer = { isOwner: true, saved: false, onToggleSave: () => {} };
    await renderWithLomi(<CampaignCardById campaignId={12} href="/campaign/12" viewer={viewer} />, {
      client,
    });

    expect((await screen.findByRole('link')).getAttribute('href')).toBe('/campaign/12');
    expect(screen.getByText('Your Campaign')).toBeTruthy();
  });

  it('says when the campaign does not exist, without offering a retry', async () => {
    const client = fixtureClient(() => ({
      status: 404,
      body: { message: 'Campaign 999 not found', code: 'LOMI_ERR_NOT_FOUND' },
    }));
    const { container } = await renderWithLomi(<CampaignCardById campaignId={999} />, { client });

    expect((await screen.findByRole('alert')).textContent).toBe('This campaign does not exist.');
    expect(rootOf(container).dataset.state).toBe('error');
    expect(screen.queryByRole('button')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('offers Try again after a network failure and loads on retry', async () => {
    let calls = 0;
    const client = fixtureClient(() => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return { status: 200, body: campaignFixture() };
    });
    const { container } = await renderWithLomi(<CampaignCardById campaignId={12} />, { client });

    expect((await screen.findByRole('alert')).textContent).toContain(
      'Could not reach Lomi. Check your connection.',
    );
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Clean water for Lalibela schools' })).toBeTruthy();
    expect(client.requests).toHaveLength(2);
  });

  it('shows a general message for server errors', async () => {
    const client = fixtureClient(() => ({
      status: 500,
      body: { message: 'Internal error', code: 'LOMI_ERR_INTERNAL' },
    }));
    await renderWithLomi(<CampaignCardById campaignId={12} />, { client });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This campaign could not be loaded.');
    expect(alert.dataset.errorCode).toBe('LOMI_ERR_INTERNAL');
  });

  it('shows its loading and error states in Amharic', async () => {
    const answer = deferred<{ status: number; body: unknown }>();
    const client = fixtureClient(() => answer.promise);
    await renderWithLomi(<CampaignCardById campaignId={12} />, { client, locale: 'am' });

    expect(screen.getByRole('status').textContent).toBe('ዘመቻው እየተጫነ ነው…');
    answer.resolve({ status: 503, body: { message: 'Unavailable', code: 'LOMI_ERR_UNAVAILABLE' } });

    expect((await screen.findByRole('alert')).textContent).toContain('ይህን ዘመቻ መጫን አልተቻለም።');
    expect(screen.getByRole('button', { name: 'እንደገና ይሞክሩ' })).toBeTruthy();
  });

  it('loads the new campaign when campaignId changes', async () => {
    const client = fixtureClient((url) => {
      const id = Number(url.pathname.split('/').pop());
      return { status: 200, body: campaignFixture({ id, title: `Campaign ${id}` }) };
    });
    const { rerender, container } = await renderWithLomi(<CampaignCardById campaignId={12} />, { client });
    expect(await screen.findByRole('heading', { name: 'Campaign 12' })).toBeTruthy();

    rerender(<CampaignCardById campaignId={13} />);

    expect(rootOf(container).dataset.state).toBe('loading');
    expect(await screen.findByRole('heading', { name: 'Campaign 13' })).toBeTruthy();
    expect(client.requests.map((url) => url.pathname)).toEqual(['/api/campaigns/12', '/api/campaigns/13']);
  });

  it('aborts the request when it unmounts', async () => {
    const client = fixtureClient(() => new Promise(() => {}));
    const { unmount } = await renderWithLomi(<CampaignCardById campaignId={12} />, { client });
    await vi.waitFor(() => expect(client.signals).toHaveLength(1));

    unmount();

    expect(client.signals[0]?.aborted).toBe(true);
  });

  it('refuses an invalid campaign id without a request, with a [lomi] warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const client = fixtureClient(() => ({ status: 200, body: campaignFixture() }));
    const { container } = await renderWithLomi(<CampaignCardById campaignId={Number('twelve')} />, {
      client,
    });

    expect(rootOf(container).dataset.state).toBe('error');
    expect(screen.getByRole('alert').dataset.errorCode).toBe('LOMI_ERR_INVALID_CAMPAIGN_ID');
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[lomi\] campaign-id must be/));
    expect(client.requests).toHaveLength(0);
  });
});
