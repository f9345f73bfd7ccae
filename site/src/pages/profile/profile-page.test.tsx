import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AccountProfile, Organization, UserStats } from '@lomi/core';
import { expectNoAxeViolations } from '@lomi/react/testing';
import { fakeApiClient } from '../../testing/fake-api-client.ts';
import { renderSite, signedInSession, TEST_USER } from '../../testing/render-site.tsx';
import ProfileRoute from './profile-page.tsx';

const STATS: UserStats = { campaigns: 2, etbDonatedAmount: 1_234_550, usdDonatedAmount: 2_500, donations: 7 };

function organization(overrides: Partial<Organization> & { review_note?: string | null } = {}): Organization {
  return {
    id: 3,
    name: 'Gondar Community Health Initiative',
    description: 'Rural health posts.',
    email: 'contact@gondarhealth.example.org',
    phone_number: '+251918220145',
    logo: null,
    contact_person_name: 'Dr. Almaz Tesfaye',
    approval_status: 'approved',
    address: 'Piassa, Gondar',
    website: 'https://gondarhealth.example.org',
    created_at: '2025-01-10T08:00:00.000Z',
    accepts_asrat: true,
    ...overrides,
  };
}

const PHONE_USER: AccountProfile = {
  id: 9,
  username: 'phone_251911234567',
  email: null,
  full_name: '',
  phone: '+251911234567',
  auth_type: 'phone_otp',
  role: 'user',
};

/** The API of the profile page: stats, own organizations, and the profile (PATCH answers what it stored). */
function profileApi(
  user: AccountProfile,
  organizations: Organization[],
  patch: (body: Record<string, unknown>) => { status: number; body: unknown } = (body) => ({
    status: 200,
    body: { ...user, ...body },
  }),
  selfServiceCreation = false,
) {
  const patches: unknown[] = [];
  let current = user;
  const client = fakeApiClient((url, request) => {
    if (url.pathname === '/api/me/stats/') return { status: 200, body: STATS };
    if (url.pathname === '/api/site-settings/') {
      return {
        status: 200,
        body: {
          contact: { email: null, phone: null, address: null },
          partners: [],
          demo: [],
          selfServiceCreation,
        },
      };
    }
    if (url.pathname === '/api/organizations/my_organization/') {
      const count = organizations.length;
      return { status: 200, body: { count, results: organizations, lastPage: 1, total: count } };
    }
    if (url.pathname === '/api/me/profile/' && request.method === 'PATCH') {
      patches.push(request.body);
      const answer = patch(request.body as Record<string, unknown>);
      if (answer.status === 200) current = answer.body as AccountProfile;
      return answer;
    }
    if (url.pathname === '/api/me/profile/') return { status: 200, body: current };
    return { status: 404, body: { message: 'Not found', code: 'LOMI_ERR_NOT_FOUND' } };
  });
  return { client, patches };
}

describe('/user', () => {
  it('shows a complete profile, its approved organization and the stat tiles, without warnings', async () => {
    const { client } = profileApi(TEST_USER, [organization()]);
    const { container } = await renderSite(<ProfileRoute />, { client, session: signedInSession() });

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('My profile');
    expect(screen.getByRole('heading', { name: 'Abebe Kebede' })).toBeTruthy();
    expect(screen.getByText('abebe')).toBeTruthy();
    expect(screen.getByText('abebe@example.et')).toBeTruthy();
    expect(container.querySelector('.profile-summary__avatar')?.textContent).toBe('A');
    expect(screen.getByText('E-mail and password')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Missing details' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Complete your profile' })).toBeNull();

    const stats = await screen.findByRole('heading', { name: 'Your activity' });
    const tiles = within(stats.closest('section')!);
    // The heading is there while the stats still load: wait for the tiles themselves.
    expect((await tiles.findByText('Campaigns Created')).nextSibling?.textContent).toBe('2');
    // Intl puts a no-break space between the currency code and the amount.
    expect(tiles.getByText('Donated in ETB').nextSibling?.textContent?.replace(/\s/g, ' ')).toBe(
      'ETB 12,345.50',
    );
    expect(tiles.getByText('Donated in USD').nextSibling?.textContent).toBe('$25.00');
    expect(tiles.getByText('Donations').nextSibling?.textContent).toBe('7');

    const card = within((await screen.findByRole('article', { name: organization().name })) as HTMLElement);
    expect(card.getByText('Approved')).toBeTruthy();
    expect(card.getByText('contact@gondarhealth.example.org')).toBeTruthy();
    expect(card.getByText('Dr. Almaz Tesfaye')).toBeTruthy();
    expect(card.getByText('+251918220145')).toBeTruthy();
    expect(card.getByRole('link', { name: 'Open page' }).getAttribute('href')).toBe('/organization/3');
    // §4: an approved organization may be edited.
    expect(card.getByRole('link', { name: 'Edit Organization' }).getAttribute('href')).toBe(
      '/edit-organization/3',
    );
    expect(screen.getByRole('link', { name: 'My campaigns' }).getAttribute('href')).toBe('/mycampaigns');
    expect(screen.getByRole('link', { name: 'My Withdrawals' }).getAttribute('href')).toBe('/withdraw');
    for (const name of [/Create Organization/, /Create Campaign/]) {
      const button = screen.getByRole('button', { name });
      expect(button.getAttribute('aria-disabled'), String(name)).toBe('true');
      expect(button.textContent).toContain('Coming soon');
    }
    await waitFor(() => expect(document.title).toBe('Profile · Lomi'));
    await expectNoAxeViolations(container);
  });

  it('flags what a phone account lacks, hides its made-up username, and shows a pending organization', async () => {
    const { client } = profileApi(PHONE_USER, [organization({ approval_status: 'pending' })]);
    const { container } = await renderSite(<ProfileRoute />, {
      client,
      session: signedInSession(PHONE_USER),
    });

    const missing = await screen.findByRole('list', { name: 'Missing details' });
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['! username missing', '! email missing', '! full name missing']);
    expect(screen.getByRole('heading', { name: 'Complete your profile' })).toBeTruthy();
    expect(container.textContent).not.toContain('phone_251');
    expect(screen.getByRole('heading', { level: 2, name: '+251911234567' })).toBeTruthy();
    expect(container.querySelector('.profile-badge--auth')?.textContent).toBe('Signs in with: Phone');

    const card = within((await screen.findByRole('article', { name: organization().name })) as HTMLElement);
    expect(card.getByText('Pending Approval')).toBeTruthy();
    expect(card.queryByRole('link', { name: 'Open page' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'My campaigns' })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('shows the team’s reason on a rejected organization, with no Edit Organization', async () => {
    const rejected = organization({
      approval_status: 'rejected',
      review_note: 'The registration number is missing.',
    });
    const { client } = profileApi(TEST_USER, [rejected]);
    await renderSite(<ProfileRoute />, { client, session: signedInSession() });
    const card = within((await screen.findByRole('article', { name: rejected.name })) as HTMLElement);
    expect(card.getByText('Rejected')).toBeTruthy();
    expect(
      card.getByText('Our team did not approve your organization: The registration number is missing.'),
    ).toBeTruthy();
    expect(card.queryByRole('link', { name: /Edit Organization/ })).toBeNull();
    expect(card.queryByRole('button', { name: /Edit Organization/ })).toBeNull();
    expect(card.queryByRole('link', { name: 'Open page' })).toBeNull();
  });

  it('offers no Edit Organization while the organization waits for review', async () => {
    const { client } = profileApi(TEST_USER, [organization({ approval_status: 'pending' })]);
    await renderSite(<ProfileRoute />, { client, session: signedInSession() });
    const card = within((await screen.findByRole('article', { name: organization().name })) as HTMLElement);
    expect(card.getByText('Pending Approval')).toBeTruthy();
    expect(card.queryByRole('link', { name: /Edit Organization/ })).toBeNull();
  });

  it('links Create Organization and Create Campaign when self-service creation is on', async () => {
    const { client } = profileApi(TEST_USER, [organization()], undefined, true);
    await renderSite(<ProfileRoute />, { client, session: signedInSession() });
    expect((await screen.findByRole('link', { name: 'Create Organization' })).getAttribute('href')).toBe(
      '/create-organization',
    );
    expect(screen.getByRole('link', { name: 'Create Campaign' }).getAttribute('href')).toBe(
      '/create-campaign',
    );
    expect(screen.queryByText('Coming soon')).toBeNull();
  });

  it('says so when the user has no organization', async () => {
    const { client } = profileApi(TEST_USER, []);
    await renderSite(<ProfileRoute />, { client, session: signedInSession() });
    expect(await screen.findByText(/You don't have an organization yet/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Create Organization/ })).toBeTruthy();
  });

  it('saves only the changed fields from Edit Profile, then shows the new profile', async () => {
    const user = userEvent.setup();
    const { client, patches } = profileApi(PHONE_USER, []);
    await renderSite(<ProfileRoute />, { client, session: signedInSession(PHONE_USER) });

    const opener = await screen.findByRole('button', { name: 'Update' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Edit Profile' });
    const fullName = within(dialog).getByLabelText('Full name');
    expect(document.activeElement).toBe(fullName);
    expect((within(dialog).getByLabelText('Username') as HTMLInputElement).value).toBe('');
    await user.type(fullName, 'Selam Tadesse');
    await user.type(within(dialog).getByLabelText('E-mail'), 'selam@example.et');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Your profile has been updated.')).toBeTruthy();
    expect(patches).toEqual([{ full_name: 'Selam Tadesse', email: 'selam@example.et' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Selam Tadesse' })).toBeTruthy();
    expect(document.activeElement).toBe(opener);
    const missing = screen.getByRole('list', { name: 'Missing details' });
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['! username missing']);
  });

  it('explains refused fields in place: checked before sending, and the server’s 409', async () => {
    const user = userEvent.setup();
    const { client, patches } = profileApi(TEST_USER, [], () => ({
      status: 409,
      body: {
        message: 'A user with that e-mail address already exists.',
        code: 'LOMI_ERR_CONFLICT',
        errors: { email: 'A user with that e-mail address already exists.' },
      },
    }));
    await renderSite(<ProfileRoute />, { client, session: signedInSession() });
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Profile' });

    const username = within(dialog).getByLabelText('Username');
    await user.clear(username);
    await user.type(username, 'abebe k');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(username.getAttribute('aria-describedby')).toContain(
      within(dialog).getByText('Username can only contain letters and digits.').id,
    );
    expect(patches).toEqual([]);

    await user.clear(username);
    await user.type(username, 'abebe');
    const email = within(dialog).getByLabelText('E-mail');
    await user.clear(email);
    await user.type(email, 'taken@example.et');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Another account already uses this e-mail address.')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(username.getAttribute('aria-invalid')).toBeNull();
    expect(patches).toEqual([{ email: 'taken@example.et' }]);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('speaks Amharic', async () => {
    const { client } = profileApi(PHONE_USER, [organization({ approval_status: 'rejected' })]);
    const { container } = await renderSite(<ProfileRoute />, {
      client,
      locale: 'am',
      session: signedInSession(PHONE_USER),
    });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('የእኔ መገለጫ');
    expect(screen.getByRole('heading', { name: 'መገለጫዎን ያሟሉ' })).toBeTruthy();
    expect(await screen.findByText('ውድቅ ተደርጓል')).toBeTruthy();
    expect(await screen.findByText('የተፈጠሩ ዘመቻዎች')).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});
