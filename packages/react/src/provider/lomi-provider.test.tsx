import { render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadMessages } from '@lomi/core';
import { CampaignCard } from '../campaign-card/campaign-card.tsx';
import { campaignFixture } from '../testing/campaign-fixture.ts';
import { fixtureClient } from '../testing/fixture-client.ts';
import { LomiProvider } from './lomi-provider.tsx';
import { useLomiClient } from './use-lomi-client.ts';
import { useLomiIntl } from './use-lomi-intl.ts';
import { useLomiSettings } from './use-lomi-settings.ts';

describe('LomiProvider', () => {
  it('gives hooks its client, a formatter for its language, and its theme', async () => {
    const client = fixtureClient(() => ({ status: 200, body: {} }));
    const messages = await loadMessages('am');

    const { result } = renderHook(
      () => ({ client: useLomiClient(), intl: useLomiIntl(), settings: useLomiSettings() }),
      {
        wrapper: ({ children }) => (
          <LomiProvider client={client} locale="am" messages={messages} theme="dark">
            {children}
          </LomiProvider>
        ),
      },
    );

    expect(result.current.client).toBe(client);
    expect(result.current.intl.locale).toBe('am');
    expect(result.current.intl.formatMessage({ id: 'campaign-state.retry' })).toBe('እንደገና ይሞክሩ');
    expect(result.current.settings).toEqual({ locale: 'am', theme: 'dark' });
  });

  it('renders no element of its own', async () => {
    const { container } = render(
      <LomiProvider
        client={fixtureClient(() => ({ status: 200, body: {} }))}
        locale="en"
        messages={await loadMessages('en')}
      >
        <span>child</span>
      </LomiProvider>,
    );

    expect(container.innerHTML).toBe('<span>child</span>');
  });

  it('switches language when its locale changes', async () => {
    const client = fixtureClient(() => ({ status: 200, body: {} }));
    const [en, am] = await Promise.all([loadMessages('en'), loadMessages('am')]);
    const viewer = { isOwner: true, saved: false, onToggleSave: () => {} };
    const { rerender } = render(
      <LomiProvider client={client} locale="en" messages={en}>
        <CampaignCard campaign={campaignFixture()} viewer={viewer} />
      </LomiProvider>,
    );
    expect(screen.getByText('Your Campaign')).toBeTruthy();

    rerender(
      <LomiProvider client={client} locale="am" messages={am}>
        <CampaignCard campaign={campaignFixture()} viewer={viewer} />
      </LomiProvider>,
    );

    expect(screen.getByText('የእርስዎ ዘመቻ')).toBeTruthy();
  });

  it('names the missing provider when a component is rendered without one', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});

    expect(() => render(<CampaignCard campaign={campaignFixture()} />)).toThrow(
      /\[lomi\] useLomiClient must be rendered inside <LomiProvider/,
    );
  });
});
