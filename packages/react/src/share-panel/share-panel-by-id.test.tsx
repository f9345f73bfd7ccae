import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { campaignFixture } from '../testing/campaign-fixture.ts';
import { deferred } from '../testing/deferred.ts';
import { expectNoAxeViolations } from '../testing/expect-no-axe-violations.ts';
import { fixtureClient } from '../testing/fixture-client.ts';
import { renderWithLomi } from '../testing/render-with-lomi.tsx';
import { SharePanelById } from './share-panel-by-id.tsx';

function rootOf(container: HTMLElement): HTMLElement {
  return container.firstElementChild as HTMLElement;
}

describe('SharePanelById', () => {
  it('loads the campaign, then shares its page on this origin with its title', async () => {
    const answer = deferred<{ status: number; body: unknown }>();
    const client = fixtureClient(() => answer.promise);
    const { container } = await renderWithLomi(<SharePanelById campaignId={12} />, { client });

    expect(rootOf(container).dataset.state).toBe('loading');
    expect(screen.getByRole('status').textContent).toBe('Loading campaign…');
    await expectNoAxeViolations(container);

    answer.resolve({ status: 200, body: campaignFixture({ title: 'ለአበበ የልብ ቀዶ ጥገና ድጋፍ' }) });

    const telegram = await screen.findByRole('link', { name: 'Share on Telegram' });
    const link = new URL(telegram.getAttribute('href') ?? '');
    expect(link.searchParams.get('url')).toBe(`${window.location.origin}/campaign/12`);
    expect(link.searchParams.get('text')).toBe('ለአበበ የልብ ቀዶ ጥገና ድጋፍ');
    expect(rootOf(container).dataset.state).toBe('ready');
    expect(client.requests.map((url) => url.pathname)).toEqual(['/api/campaigns/12']);
    await expectNoAxeViolations(container);
  });

  it('shares the given link', async () => {
    const client = fixtureClient(() => ({ status: 200, body: campaignFixture() }));
    await renderWithLomi(<SharePanelById campaignId={12} url="https://lomi.example/campaign/12" />, {
      client,
    });

    expect(await screen.findByLabelText('Campaign link')).toHaveProperty(
      'value',
      'https://lomi.example/campaign/12',
    );
  });

  it('shows a translated error state', async () => {
    const client = fixtureClient(() => ({
      status: 404,
      body: { message: 'Not found', code: 'LOMI_ERR_NOT_FOUND' },
    }));
    const { container } = await renderWithLomi(<SharePanelById campaignId={404} />, { client, locale: 'am' });

    expect((await screen.findByRole('alert')).textContent).toBe('ይህ ዘመቻ አልተገኘም።');
    expect(rootOf(container).dataset.state).toBe('error');
    expect(screen.queryByRole('link')).toBeNull();
    await expectNoAxeViolations(container);
  });
});
