import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@lomi/react/testing';
import { fakeApiClient, siteSettingsBody } from '../testing/fake-api-client.ts';
import { anonymousSession, renderSite, signedInSession } from '../testing/render-site.tsx';
import { SiteHeader } from './site-header.tsx';

function unreadClient(count: number, selfServiceCreation = false) {
  return fakeApiClient((url) => {
    if (url.pathname === '/api/notifications/count/') return { status: 200, body: { count } };
    if (url.pathname === '/api/site-settings/') {
      return { status: 200, body: siteSettingsBody({ selfServiceCreation }) };
    }
    if (url.pathname === '/auth/logout/')
      return { status: 200, body: { message: 'You have been signed out.' } };
    return { status: 404, body: { message: 'Not found' } };
  });
}

describe('SiteHeader', () => {
  it('offers Log in and Create account to anonymous visitors, and no signed-in links', async () => {
    const { container } = await renderSite(<SiteHeader />, { session: anonymousSession() });
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Create account' }).getAttribute('href')).toBe('/signup');
    expect(screen.queryByRole('link', { name: 'Saved' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Notifications/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Account menu' })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('shows Saved, the bell without a badge at 0, and the avatar initial when signed in', async () => {
    const client = unreadClient(0);
    await renderSite(<SiteHeader />, { client, session: signedInSession({ username: 'abebe' }) });
    expect(screen.getByRole('link', { name: 'Saved' }).getAttribute('href')).toBe('/saved');
    const bell = await screen.findByRole('link', { name: 'Notifications' });
    expect(bell.getAttribute('href')).toBe('/notifications');
    await act(async () => {});
    expect(client.requests.some((url) => url.pathname === '/api/notifications/count/')).toBe(true);
    expect(bell.querySelector('.site-header__badge')).toBeNull();
    const account = screen.getByRole('button', { name: 'Account menu' });
    expect(await within(account).findByText('A')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('shows the unread count as a badge', async () => {
    const { container } = await renderSite(<SiteHeader />, {
      client: unreadClient(3),
      session: signedInSession(),
    });
    const bell = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell.querySelector('.site-header__badge')?.textContent).toContain('3');
    await expectNoAxeViolations(container);
  });

  it("hides a phone account's made-up username: the avatar shows the phone's first digit", async () => {
    await renderSite(<SiteHeader />, {
      client: unreadClient(0),
      session: signedInSession({
        username: 'phone_251911223344',
        email: null,
        full_name: '',
        phone: '+251911223344',
        auth_type: 'phone_otp',
      }),
    });
    const account = screen.getByRole('button', { name: 'Account menu' });
    expect(await within(account).findByText('2')).toBeTruthy();
    await userEvent.click(account);
    expect(await screen.findByText('Signed in as +251911223344')).toBeTruthy();
    expect(screen.queryByText(/phone_251/)).toBeNull();
  });

  it('opens the account menu of §2 and logs out to /login', async () => {
    const session = signedInSession({ full_name: 'Abebe Kebede' });
    const client = unreadClient(0);
    await renderSite(<SiteHeader />, { client, session, url: '/explore' });
    const account = screen.getByRole('button', { name: 'Account menu' });
    expect(account.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(account);
    expect(account.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByText('Signed in as Abebe Kebede')).toBeTruthy();
    const links = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(links('Profile')).toBe('/user');
    expect(links('Saved campaigns')).toBe('/saved');
    expect(links('Help center')).toBe('/help');
    expect(links('FAQ')).toBe('/faq');
    expect(links('Change password')).toBe('/change-password');
    expect(links('Delete account')).toBe('/delete-account');
    expect(screen.queryByRole('link', { name: 'Console' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Create organization (coming soon)' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByRole('button', { name: 'Create campaign (coming soon)' })).toHaveProperty(
      'disabled',
      true,
    );

    await userEvent.keyboard('{Escape}');
    expect(account.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(account);

    await userEvent.click(account);
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(screen.getByTestId('url').textContent).toBe('/login');
    expect(session.getState().status).toBe('anonymous');
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
    // The token is revoked on the server too, not only forgotten here.
    expect(client.requests.map((url) => url.pathname)).toContain('/auth/logout/');
  });

  it('gives operators a Console link in the account menu and the mobile menu (issue 14)', async () => {
    await renderSite(<SiteHeader />, {
      client: unreadClient(0),
      session: signedInSession({ role: 'operator' }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    expect((await screen.findByRole('link', { name: 'Console' })).getAttribute('href')).toBe('/console');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect((await screen.findByRole('link', { name: 'Console' })).getAttribute('href')).toBe('/console');
  });

  it('closes a menu when Tab moves the focus past it, not while the focus moves within it', async () => {
    await renderSite(<SiteHeader />, { client: unreadClient(0), session: signedInSession() });
    const account = screen.getByRole('button', { name: 'Account menu' });
    await userEvent.click(account);
    const profile = await screen.findByRole('link', { name: 'Profile' });
    const panel = profile.closest('.header-menu__panel')!;

    await userEvent.tab();
    expect(document.activeElement).toBe(profile);
    while (panel.contains(document.activeElement)) {
      expect(account.getAttribute('aria-expanded')).toBe('true');
      await userEvent.tab();
    }
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'English' }));
    expect(account.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Profile' })).toBeNull();
  });

  it('closes a menu when Shift+Tab leaves its button backwards', async () => {
    await renderSite(<SiteHeader />, { session: anonymousSession() });
    const menu = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    await screen.findByRole('navigation', { name: 'Site menu' });
    await userEvent.tab({ shift: true });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('navigation', { name: 'Site menu' })).toBeNull();
  });

  it('has a mobile menu with search, my campaigns and the disabled create-campaign item', async () => {
    const { container } = await renderSite(<SiteHeader />, {
      client: unreadClient(0),
      session: signedInSession(),
      locale: 'am',
    });
    const menu = screen.getByRole('button', { name: 'ምናሌ' });
    await userEvent.click(menu);
    const nav = await screen.findByRole('navigation', { name: 'የጣቢያው ምናሌ' });
    expect(within(nav).getByRole('link', { name: 'የእኔ ዘመቻዎች' }).getAttribute('href')).toBe('/mycampaigns');
    expect(within(nav).getByRole('button', { name: 'ዘመቻ ይፍጠሩ (በቅርቡ ይመጣል)' })).toHaveProperty(
      'disabled',
      true,
    );
    await userEvent.type(within(nav).getByRole('searchbox', { name: 'ዘመቻዎችን ይፈልጉ' }), 'water{Enter}');
    expect(screen.getByTestId('url').textContent).toBe('/explore?search=water');
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    await expectNoAxeViolations(container);
  });

  it('links the create items of both menus when self-service creation is on', async () => {
    await renderSite(<SiteHeader />, { client: unreadClient(0, true), session: signedInSession() });
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    expect((await screen.findByRole('link', { name: 'Create organization' })).getAttribute('href')).toBe(
      '/create-organization',
    );
    expect(screen.getByRole('link', { name: 'Create campaign' }).getAttribute('href')).toBe(
      '/create-campaign',
    );
    expect(screen.queryByRole('button', { name: /coming soon/ })).toBeNull();
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const nav = await screen.findByRole('navigation', { name: 'Site menu' });
    expect(within(nav).getByRole('link', { name: 'Create campaign' }).getAttribute('href')).toBe(
      '/create-campaign',
    );
  });

  it('gives anonymous visitors Log in and Create account in the mobile menu', async () => {
    await renderSite(<SiteHeader />, { session: anonymousSession() });
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const nav = await screen.findByRole('navigation', { name: 'Site menu' });
    expect(within(nav).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(within(nav).getByRole('link', { name: 'Create account' }).getAttribute('href')).toBe('/signup');
    expect(within(nav).queryByRole('link', { name: 'Profile' })).toBeNull();
  });
});
