import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { OwnOrganization } from '@lomi/core';
import { expectNoAxeViolations } from '@lomi/react/testing';
import { fakeApiClient, type FakeAnswer, type FakeRequest } from '../../testing/fake-api-client.ts';
import { renderSite, signedInSession } from '../../testing/render-site.tsx';
import EditOrganizationRoute from './edit-organization-page.tsx';

function organization(overrides: Partial<OwnOrganization> = {}): OwnOrganization {
  return {
    id: 3,
    name: 'Gondar Community Health Initiative',
    description: 'Rural health posts.',
    email: 'contact@gondarhealth.example.org',
    phone_number: '+251918220145',
    logo: '/api/media/organization/logo/3',
    contact_person_name: 'Almaz Tesfaye',
    approval_status: 'approved',
    address: 'Piassa, Gondar',
    website: 'https://gondarhealth.example.org/',
    created_at: '2025-01-10T08:00:00.000Z',
    accepts_asrat: true,
    documents: ['registration.pdf'],
    review_note: null,
    ...overrides,
  };
}

function editApi(mine: OwnOrganization[], answer: (request: FakeRequest) => FakeAnswer) {
  const sent: { url: URL; request: FakeRequest }[] = [];
  const client = fakeApiClient((url, request) => {
    if (url.pathname === '/api/organizations/my_organization/') {
      return { status: 200, body: { count: mine.length, results: mine, lastPage: 1, total: mine.length } };
    }
    if (url.pathname.startsWith('/api/organizations/') && request.method === 'PUT') {
      sent.push({ url, request });
      return answer(request);
    }
    return { status: 404, body: { message: 'Not found', code: 'LOMI_ERR_NOT_FOUND' } };
  });
  return { client, sent };
}

function renderEdit(client: ReturnType<typeof editApi>['client'], id = 3, locale: 'en' | 'am' = 'en') {
  return renderSite(
    <Routes>
      <Route path="/edit-organization/:id" element={<EditOrganizationRoute />} />
    </Routes>,
    { client, locale, url: `/edit-organization/${id}`, session: signedInSession() },
  );
}

describe('/edit-organization/{id}', () => {
  it('fills the form with the approved organization, sends the changes and says §8’s success', async () => {
    const user = userEvent.setup();
    const { client, sent } = editApi([organization()], (request) => ({
      status: 200,
      body: organization({
        name: request.form?.get('name') as string,
        documents: ['registration.pdf', 'audit.pdf'],
      }),
    }));
    const { container } = await renderEdit(client);

    const name = await screen.findByLabelText('Organization name (required)');
    expect((name as HTMLInputElement).value).toBe('Gondar Community Health Initiative');
    expect((screen.getByLabelText('Phone number (required)') as HTMLInputElement).value).toBe('918220145');
    expect(screen.getByRole('checkbox', { name: 'Accepts Asrat payments' })).toHaveProperty('checked', true);
    expect(screen.getByRole('img', { name: 'Current logo' }).getAttribute('src')).toBe(
      'https://lomi.test/api/media/organization/logo/3',
    );
    expect(screen.getByText('registration.pdf')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Edit Organization · Lomi'));
    await expectNoAxeViolations(container);

    await user.clear(name);
    await user.type(name, 'Gondar Health');
    await user.upload(
      screen.getByLabelText('Add documents'),
      new File(['%PDF'], 'audit.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Organization updated successfully!')).toBeTruthy();
    expect(sent[0]?.url.pathname).toBe('/api/organizations/3/');
    expect(sent[0]?.request.form?.get('name')).toBe('Gondar Health');
    expect(sent[0]?.request.form?.get('phone_number')).toBe('+251918220145');
    expect(sent[0]?.request.form?.getAll('documents').map((entry) => (entry as File).name)).toEqual([
      'audit.pdf',
    ]);
    // The documents sent are listed with the others, no longer as still to send.
    expect(screen.getByText('audit.pdf')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove audit.pdf' })).toBeNull();
  });

  it('says §8’s failure when the update is refused', async () => {
    const user = userEvent.setup();
    const { client } = editApi([organization()], () => ({
      status: 409,
      body: { message: 'Organization 3 is not approved yet.', code: 'LOMI_ERR_CONFLICT' },
    }));
    await renderEdit(client);
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update organization. Please try again.')).toBeTruthy();
    expect(screen.getByText('Only an approved organization can be edited.')).toBeTruthy();
  });

  it.each([
    ['pending', "Your organization is waiting for our team's review. It can be edited once it is approved."],
    [
      'rejected',
      'Your organization was not approved, so it cannot be edited. Contact our team to find out why.',
    ],
  ] as const)('refuses a %s organization with a word why and no form', async (status, text) => {
    const { client, sent } = editApi([organization({ approval_status: status })], () => ({
      status: 200,
      body: {},
    }));
    await renderEdit(client);
    expect((await screen.findByRole('alert')).textContent).toContain(text);
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to my profile' }).getAttribute('href')).toBe('/user');
    expect(sent).toHaveLength(0);
  });

  it('says an organization that is not the user’s is unknown', async () => {
    const { client } = editApi([organization()], () => ({ status: 200, body: {} }));
    await renderEdit(client, 99);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This organization is not one of yours.',
    );
  });

  it('speaks Amharic', async () => {
    const { client } = editApi([organization()], () => ({ status: 200, body: organization() }));
    const { container } = await renderEdit(client, 3, 'am');
    expect(await screen.findByRole('button', { name: 'ለውጦቹን አስቀምጥ' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ድርጅቱን አስተካክል');
    await expectNoAxeViolations(container);
  });
});
