import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ConsoleOrganization, ConsoleOrganizationSummary, PagedList } from '@lomi/core';
import { describe, expect, it } from 'vitest';
import { fakeApiClient, type FakeRequest } from '../../testing/fake-api-client.ts';
import { renderConsole } from '../render-console.tsx';

const summary = (overrides: Partial<ConsoleOrganizationSummary> = {}): ConsoleOrganizationSummary => ({
  id: 7,
  name: 'Hawassa Learning Trust',
  email: 'info@hawassalearning.example.org',
  approval_status: 'pending',
  created_at: '2026-11-20T08:00:00.000Z',
  owner: { id: 3, username: 'hawassa', email: 'owner@hawassa.example.org' },
  ...overrides,
});

const organization = (overrides: Partial<ConsoleOrganization> = {}): ConsoleOrganization => ({
  ...summary(),
  description: 'Books and desks.',
  phone_number: '+251916334210',
  contact_person_name: 'Tsegaye Abebe',
  address: 'Hawassa',
  website: 'https://hawassalearning.example.org/',
  accepts_asrat: false,
  review_note: null,
  reviewed_at: null,
  updated_at: '2026-11-20T08:00:00.000Z',
  logo: null,
  documents: [
    {
      id: 11,
      file_name: 'licence.pdf',
      content_type: 'application/pdf',
      byte_size: 1200,
      created_at: '2026-11-20T08:00:00.000Z',
      url: '/api/console/organizations/7/documents/11',
    },
  ],
  ...overrides,
});

const page = <T,>(results: T[], count = results.length): PagedList<T> => ({
  results,
  count,
  lastPage: Math.max(1, Math.ceil(count / 10)),
  total: count,
});

describe('the console’s organizations', () => {
  it('lists them with search and status filter, each linked to its detail', async () => {
    const client = fakeApiClient((url) => {
      if (url.pathname === '/api/console/organizations/') {
        const status = url.searchParams.get('status');
        const search = url.searchParams.get('search');
        if (status === 'suspended') return { status: 200, body: page([]) };
        if (search === 'hawassa') return { status: 200, body: page([summary()]) };
        return {
          status: 200,
          body: page([summary(), summary({ id: 8, name: 'Dire Dawa Youth', owner: null })], 12),
        };
      }
      return { status: 404, body: { message: 'no', code: 'LOMI_ERR_NOT_FOUND' } };
    });
    await renderConsole('/console/organizations', { client });
    expect(await screen.findByRole('heading', { level: 1, name: 'Organizations' })).toBeTruthy();
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('link', { name: 'Hawassa Learning Trust' }).getAttribute('href')).toBe(
      '/console/organizations/7',
    );
    expect(within(table).getByText('No owner account')).toBeTruthy();
    expect(screen.getByText('12 organizations')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: /pag/i })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Search by name or e-mail'), { target: { value: ' hawassa ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getByText('1 organizations')).toBeTruthy());
    expect(client.requests.at(-1)?.searchParams.get('search')).toBe('hawassa');

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'suspended' } });
    expect(await screen.findByText('No organization matches.')).toBeTruthy();
    const last = client.requests.at(-1)!;
    expect([last.searchParams.get('status'), last.searchParams.get('search')]).toEqual([
      'suspended',
      'hawassa',
    ]);
    expect(
      screen.getByRole('link', { name: 'Create an organization for a creator' }).getAttribute('href'),
    ).toBe('/console/organizations/new');
  });

  it('shows every field and approves a pending organization, saying so', async () => {
    const calls: Array<{ path: string; request: FakeRequest }> = [];
    const client = fakeApiClient((url, request) => {
      calls.push({ path: url.pathname, request });
      if (url.pathname === '/api/console/organizations/7/approve/')
        return { status: 200, body: organization({ approval_status: 'approved' }) };
      if (url.pathname === '/api/console/organizations/7/') return { status: 200, body: organization() };
      return { status: 404, body: { message: 'no', code: 'LOMI_ERR_NOT_FOUND' } };
    });
    await renderConsole('/console/organizations/7', { client });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hawassa Learning Trust' })).toBeTruthy();
    expect(screen.getByText('Pending')).toBeTruthy();
    expect(screen.getByText('Tsegaye Abebe')).toBeTruthy();
    expect(screen.getByText('hawassa (owner@hawassa.example.org)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download licence.pdf' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit organization' }).getAttribute('href')).toBe(
      '/console/organizations/7/edit',
    );
    expect(screen.queryByRole('button', { name: 'Reinstate' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Hawassa Learning Trust is approved; its owner was told.')).toBeTruthy();
    expect(screen.getByText('Approved')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Suspend…' })).toBeTruthy();
    expect(calls.some((call) => call.path.endsWith('/approve/') && call.request.method === 'POST')).toBe(
      true,
    );
  });

  it('rejects only with a reason, and says another operator’s decision came first (409)', async () => {
    let rejected: unknown;
    const client = fakeApiClient((url, request) => {
      if (url.pathname === '/api/console/organizations/7/reject/') {
        rejected = request.body;
        return {
          status: 409,
          body: { message: 'Organization 7 is already rejected.', code: 'LOMI_ERR_CONFLICT' },
        };
      }
      if (url.pathname === '/api/console/organizations/7/') return { status: 200, body: organization() };
      return { status: 404, body: { message: 'no', code: 'LOMI_ERR_NOT_FOUND' } };
    });
    await renderConsole('/console/organizations/7', { client });
    fireEvent.click(await screen.findByRole('button', { name: 'Reject…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Hawassa Learning Trust' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject the organization' }));
    expect(within(dialog).getByText('Write the reason for the owner.')).toBeTruthy();
    expect(rejected).toBeUndefined();
    fireEvent.change(within(dialog).getByLabelText('Reason (the owner reads it)'), {
      target: { value: 'The licence has expired.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject the organization' }));
    expect(await screen.findByText('That did not work: Organization 7 is already rejected.')).toBeTruthy();
    expect(rejected).toEqual({ reason: 'The licence has expired.' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('suspends an approved organization with a reason, and reinstates a suspended one', async () => {
    let current = organization({ approval_status: 'approved' });
    const client = fakeApiClient((url, request) => {
      if (url.pathname.endsWith('/suspend/')) {
        current = organization({
          approval_status: 'suspended',
          review_note: (request.body as { reason: string }).reason,
        });
        return { status: 200, body: current };
      }
      if (url.pathname.endsWith('/reinstate/')) {
        current = organization({ approval_status: 'approved' });
        return { status: 200, body: current };
      }
      return { status: 200, body: current };
    });
    await renderConsole('/console/organizations/7', { client });
    fireEvent.click(await screen.findByRole('button', { name: 'Suspend…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Hawassa Learning Trust' });
    expect(within(dialog).getByText(/stop taking donations/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Reason (the owner reads it)'), {
      target: { value: 'Reported as a scam.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend the organization' }));
    expect(await screen.findByText('Hawassa Learning Trust is suspended; its owner was told.')).toBeTruthy();
    expect(screen.getByText('Reported as a scam.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reinstate' }));
    expect(
      await screen.findByText('Hawassa Learning Trust is public again; its owner was told.'),
    ).toBeTruthy();
  });

  it('downloads a document with the operator’s token, never through a plain link', async () => {
    const seen: Array<string | null> = [];
    const client = fakeApiClient(
      (url, request) => {
        if (url.pathname === '/api/console/organizations/7/documents/11') {
          seen.push(request.authorization);
          return { status: 200, body: { pdf: true } };
        }
        return { status: 200, body: organization() };
      },
      { getAccessToken: () => 'operator-token' },
    );
    await renderConsole('/console/organizations/7', { client });
    const button = await screen.findByRole('button', { name: 'Download licence.pdf' });
    expect(screen.queryByRole('link', { name: /licence\.pdf/ })).toBeNull();
    fireEvent.click(button);
    await waitFor(() => expect(seen).toEqual(['Bearer operator-token']));
  });

  it('says an unknown organization does not exist, in Amharic too', async () => {
    const client = fakeApiClient(() => ({
      status: 404,
      body: { message: 'Organization 9 not found.', code: 'LOMI_ERR_NOT_FOUND' },
    }));
    await renderConsole('/console/organizations/9', { client, locale: 'am' });
    expect(await screen.findByText('እንደዚህ ያለ ድርጅት የለም።')).toBeTruthy();
  });

  it('creates an organization for a creator named by e-mail, and says when no account has it', async () => {
    let form: FormData | undefined;
    const client = fakeApiClient((url, request) => {
      if (url.pathname === '/api/console/organizations/' && request.method === 'POST') {
        form = request.form;
        if (request.form?.get('owner_email') === 'nobody@example.org')
          return { status: 404, body: { message: 'No account', code: 'LOMI_ERR_NOT_FOUND' } };
        return { status: 201, body: organization({ id: 30, approval_status: 'approved' }) };
      }
      return { status: 200, body: organization({ id: 30, approval_status: 'approved' }) };
    });
    await renderConsole('/console/organizations/new', { client });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create an organization for a creator' }),
    ).toBeTruthy();
    const fill = (label: RegExp, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fill(/E-mail address of the creator's account/, 'nobody@example.org');
    fill(/^Organization name/, 'Adama Sports');
    fill(/^E-mail \(/, 'team@adama.example.org');
    fill(/^Phone number/, '911000222');
    fill(/^Contact person/, 'Kebede Alemu');
    fireEvent.click(screen.getByRole('button', { name: 'Create Organization' }));
    expect(
      await screen.findByText('No account has this e-mail address: ask the creator to sign up first.'),
    ).toBeTruthy();
    expect(form?.get('name')).toBe('Adama Sports');

    fill(/E-mail address of the creator's account/, 'creator@example.org');
    fireEvent.click(screen.getByRole('button', { name: 'Create Organization' }));
    await waitFor(() => expect(screen.getByTestId('url').textContent).toBe('/console/organizations/30'));
    expect(form?.get('owner_email')).toBe('creator@example.org');
  });
});
