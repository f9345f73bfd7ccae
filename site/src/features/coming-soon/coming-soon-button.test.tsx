import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@lomi/react/testing';
import { fakeApiClient, siteSettingsBody } from '../../testing/fake-api-client.ts';
import { renderSite } from '../../testing/render-site.tsx';
import { ComingSoonButton } from './coming-soon-button.tsx';

describe('ComingSoonButton', () => {
  it('is disabled yet reachable with the keyboard', async () => {
    await renderSite(<ComingSoonButton />);
    const button = screen.getByRole('button', { name: 'Create a campaign' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await userEvent.tab();
    expect(document.activeElement).toBe(button);
  });

  it('explains on hover that creation is coming soon, describing the button, until Escape', async () => {
    const { container } = await renderSite(<ComingSoonButton />);
    const button = screen.getByRole('button', { name: 'Create a campaign' });
    expect(screen.queryByRole('tooltip')).toBeNull();

    await userEvent.hover(button);
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toBe('Coming soon! For now our team sets up campaigns for you.');
    expect(button.getAttribute('aria-describedby')).toBe(tooltip.id);
    await expectNoAxeViolations(container);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('speaks Amharic', async () => {
    await renderSite(<ComingSoonButton />, { locale: 'am' });
    const button = screen.getByRole('button', { name: 'ዘመቻ ይፍጠሩ' });
    await userEvent.hover(button);
    expect((await screen.findByRole('tooltip')).textContent).toContain('በቅርቡ ይመጣል');
  });

  it('stays disabled when the site settings say self-service is off', async () => {
    const client = fakeApiClient(() => ({ status: 200, body: siteSettingsBody() }));
    await renderSite(<ComingSoonButton />, { client });
    await waitFor(() => expect(client.requests.length).toBeGreaterThan(0));
    expect(screen.getByRole('button', { name: 'Create a campaign' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('is a link to /create-campaign when self-service creation is on', async () => {
    const client = fakeApiClient(() => ({
      status: 200,
      body: siteSettingsBody({ selfServiceCreation: true }),
    }));
    await renderSite(<ComingSoonButton />, { client });
    const link = await screen.findByRole('link', { name: 'Create a campaign' });
    expect(link.getAttribute('href')).toBe('/create-campaign');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
