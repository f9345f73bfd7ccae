import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { campaignFixture } from '../testing/campaign-fixture.ts';
import { deferred } from '../testing/deferred.ts';
import { expectNoAxeViolations } from '../testing/expect-no-axe-violations.ts';
import { fixtureClient } from '../testing/fixture-client.ts';
import { renderWithLomi } from '../testing/render-with-lomi.tsx';
import { ProgressMeterById } from './progress-meter-by-id.tsx';

function rootOf(container: HTMLElement): HTMLElement {
  return container.firstElementChild as HTMLElement;
}

describe('ProgressMeterById', () => {
  it('loads the campaign and shows its progress in ETB', async () => {
    const answer = deferred<{ status: number; body: unknown }>();
    const client = fixtureClient(() => answer.promise);
    const { container } = await renderWithLomi(<ProgressMeterById campaignId={12} />, { client });

    expect(rootOf(container).dataset.state).toBe('loading');
    expect(screen.getByRole('status').textContent).toBe('Loading campaign…');
    await expectNoAxeViolations(container);

    answer.resolve({
      status: 200,
      body: campaignFixture({ collected_amount: 7_500_000, target_amount: 10_000_000 }),
    });

    const bar = await screen.findByRole('progressbar', { name: 'Fundraising progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('75');
    expect(screen.getByText('75.0% funded')).toBeTruthy();
    expect(rootOf(container).dataset.state).toBe('ready');
    expect(client.requests.map((url) => url.pathname)).toEqual(['/api/campaigns/12']);
    await expectNoAxeViolations(container);
  });

  it('shows a translated error state', async () => {
    const client = fixtureClient(() => ({
      status: 404,
      body: { message: 'Not found', code: 'LOMI_ERR_NOT_FOUND' },
    }));
    const { container } = await renderWithLomi(<ProgressMeterById campaignId={404} />, {
      client,
      locale: 'am',
    });

    expect((await screen.findByRole('alert')).textContent).toBe('ይህ ዘመቻ አልተገኘም።');
    expect(rootOf(container).dataset.state).toBe('error');
    await expectNoAxeViolations(container);
  });

  it('shows Amharic progress once loaded', async () => {
    const client = fixtureClient(() => ({ status: 200, body: campaignFixture() }));
    await renderWithLomi(<ProgressMeterById campaignId={12} />, { client, locale: 'am' });

    expect(await screen.findByRole('progressbar', { name: 'የገቢ ማሰባሰቢያ ሂደት' })).toBeTruthy();
    expect(screen.getByText('ከግቡ 24.7% ደርሷል')).toBeTruthy();
  });
});
