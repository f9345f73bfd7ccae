import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OwnOrganization } from '@lomi/core';
import { expectNoAxeViolations } from '@lomi/react/testing';
import { fakeApiClient, type FakeAnswer, type FakeRequest } from '../../testing/fake-api-client.ts';
import { renderSite, signedInSession } from '../../testing/render-site.tsx';
import CreateOrganizationRoute from './create-organization-page.tsx';

const CREATED: OwnOrganization = {
  id: 12,
  name: 'Hope for Bahir Dar',
  description: '',
  email: 'hope@bahirdar.example.org',
  phone_number: '+251911223344',
  logo: '/api/media/organization/logo/12',
  contact_person_name: 'Almaz Tesfaye',
  approval_status: 'pending',
  address: '',
  website: '',
  created_at: '2026-11-27T10:00:00.000Z',
  accepts_asrat: true,
  documents: ['registration.pdf'],
  review_note: null,
};

/** The API of the page: POST /api/organizations/ answered by `answer` (which may wait), recording the form. */
function createApi(answer: () => FakeAnswer | Promise<FakeAnswer>) {
  const sent: FakeRequest[] = [];
  const client = fakeApiClient(
    (url, request) => {
      if (url.pathname === '/api/organizations/' && request.method === 'POST') {
        sent.push(request);
        return answer();
      }
      return { status: 404, body: { message: 'Not found', code: 'LOMI_ERR_NOT_FOUND' } };
    },
    { getAccessToken: () => 'test-token' },
  );
  return { client, sent };
}

async function renderPage(client: ReturnType<typeof createApi>['client'], locale: 'en' | 'am' = 'en') {
  const view = await renderSite(<CreateOrganizationRoute />, {
    client,
    locale,
    url: '/create-organization',
    session: signedInSession(),
  });
  await screen.findByRole('heading', { level: 1 });
  return view;
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Organization name (required)'), 'Hope for Bahir Dar');
  await user.type(screen.getByLabelText('E-mail (required)'), 'hope@bahirdar.example.org');
  await user.type(screen.getByLabelText('Phone number (required)'), '0911223344');
  await user.type(screen.getByLabelText('Contact person (required)'), 'Almaz Tesfaye');
}

function file(name: string, type: string, size = 1024): File {
  return new File([new Uint8Array(size)], name, { type });
}

describe('/create-organization', () => {
  it('checks §5 before sending: the four required fields, then each rule, under its field', async () => {
    const user = userEvent.setup();
    const { client, sent } = createApi(() => ({ status: 201, body: CREATED }));
    const { container } = await renderPage(client);
    // Set by an effect (use-document-title.ts): waited for, as in the other pages' tests.
    await waitFor(() => expect(document.title).toBe('Create Organization · Lomi'));

    await user.click(screen.getByRole('button', { name: 'Create Organization' }));
    for (const label of [
      'Organization name (required)',
      'E-mail (required)',
      'Phone number (required)',
      'Contact person (required)',
    ]) {
      const input = screen.getByLabelText(label);
      expect(input.getAttribute('aria-invalid'), label).toBe('true');
      expect(input.getAttribute('aria-describedby')).toBeTruthy();
    }
    expect(screen.getAllByText('Please fill in this field.')).toHaveLength(4);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText('Organization name (required)')),
    );

    await user.type(screen.getByLabelText('E-mail (required)'), 'not-an-address');
    await user.type(screen.getByLabelText('Contact person (required)'), 'R2-D2');
    await user.type(screen.getByLabelText('Website'), 'localhost');
    await user.tab();
    expect(screen.getByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(
      screen.getByText('Use letters only, with spaces, hyphens or apostrophes between them.'),
    ).toBeTruthy();
    expect(screen.getByText('Enter a web address such as https://example.org.')).toBeTruthy();

    const description = screen.getByLabelText('Description');
    expect(description.getAttribute('maxlength')).toBe('1000');
    expect(screen.getByLabelText('Organization name (required)').getAttribute('maxlength')).toBe('255');
    expect(sent).toHaveLength(0);
    await expectNoAxeViolations(container);
  });

  it('sends the form with its logo and documents, shows the upload progress, then the §8 texts and /user', async () => {
    const user = userEvent.setup();
    let answer: (value: FakeAnswer) => void = () => {};
    const { client, sent } = createApi(() => new Promise<FakeAnswer>((resolve) => (answer = resolve)));
    const { container } = await renderPage(client);

    await fillRequired(user);
    await user.type(screen.getByLabelText('Description'), 'Clean water for schools.');
    await user.click(screen.getByRole('checkbox', { name: 'Accepts Asrat payments' }));
    await user.upload(screen.getByLabelText('Logo'), file('logo.png', 'image/png'));
    expect(screen.getByText('logo.png')).toBeTruthy();
    await user.upload(screen.getByLabelText('Add documents'), [
      file('registration.pdf', 'application/pdf'),
      file('board.png', 'image/png'),
    ]);
    await user.click(screen.getByRole('button', { name: 'Remove board.png' }));
    expect(screen.queryByText('board.png')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Create Organization' }));
    const progress = await screen.findByRole('progressbar', { name: 'Upload progress' });
    await waitFor(() => expect(progress.getAttribute('aria-valuetext')).toBe('100% sent'));
    expect((progress as HTMLProgressElement).value).toBe(100);
    expect(screen.getByRole('button', { name: 'Sending…' }).getAttribute('aria-disabled')).toBe('true');
    await expectNoAxeViolations(container);

    const request = sent[0]!;
    expect(request.authorization).toBe('Bearer test-token');
    const form = request.form!;
    expect(Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'))).toEqual({
      name: 'Hope for Bahir Dar',
      description: 'Clean water for schools.',
      email: 'hope@bahirdar.example.org',
      phone_number: '+251911223344',
      contact_person_name: 'Almaz Tesfaye',
      address: '',
      website: '',
      accepts_asrat: 'true',
    });
    expect((form.get('logo') as File).name).toBe('logo.png');
    expect(form.getAll('documents').map((entry) => (entry as File).name)).toEqual(['registration.pdf']);

    answer({ status: 201, body: CREATED });
    expect(await screen.findByText('Organization created successfully!')).toBeTruthy();
    const toasts = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(toasts).getByRole('listitem').textContent).toContain('Organization Created Successfully!');
    await waitFor(() => expect(screen.getByTestId('url').textContent).toBe('/user'));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('says §8’s failure, and why when the server says a file is too large', async () => {
    const user = userEvent.setup();
    const { client } = createApi(() => ({
      status: 413,
      body: { message: 'A document may be at most 20 MB.', code: 'LOMI_ERR_PAYLOAD_TOO_LARGE' },
    }));
    await renderPage(client);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Create Organization' }));

    const alert = await screen.findByText('Failed to create organization. Please try again.');
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    expect(
      screen.getByText('A file is too large: a logo may be at most 10 MB and a document 20 MB.'),
    ).toBeTruthy();
    expect(screen.getByTestId('url').textContent).toBe('/create-organization');
    expect(screen.getByRole('button', { name: 'Create Organization' })).toBeTruthy();
  });

  it('marks the fields a 400 names, and says §8’s failure for a network error', async () => {
    const user = userEvent.setup();
    let answers: FakeAnswer[] = [
      {
        status: 400,
        body: {
          message: 'Invalid field "email": is invalid',
          code: 'LOMI_ERR_VALIDATION',
          errors: { email: 'is invalid' },
        },
      },
    ];
    const { client } = createApi(() => answers.shift() ?? Promise.reject(new Error('offline')));
    await renderPage(client);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Create Organization' }));
    expect(await screen.findByText('Some fields were not accepted; they are marked above.')).toBeTruthy();
    expect(screen.getByLabelText('E-mail (required)').getAttribute('aria-invalid')).toBe('true');

    answers = [];
    await user.type(screen.getByLabelText('E-mail (required)'), 'x');
    await user.click(screen.getByRole('button', { name: 'Create Organization' }));
    expect(await screen.findByText('Failed to create organization. Please try again.')).toBeTruthy();
  });

  it('refuses a logo or a document of another type or over its limit, with a message', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { client } = createApi(() => ({ status: 201, body: CREATED }));
    await renderPage(client);

    await user.upload(screen.getByLabelText('Logo'), file('setup.exe', 'application/x-msdownload'));
    expect(screen.getByText('Choose a JPEG, PNG or WebP image.')).toBeTruthy();
    await user.upload(screen.getByLabelText('Logo'), file('huge.png', 'image/png', 10 * 1024 * 1024 + 1));
    expect(screen.getByText('The logo may be at most 10 MB.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove the chosen logo' })).toBeNull();

    await user.upload(
      screen.getByLabelText('Add documents'),
      Array.from({ length: 11 }, (_, index) => file(`doc-${index + 1}.pdf`, 'application/pdf')),
    );
    expect(screen.getByText('At most 10 documents can be sent at a time.')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Remove doc-/ })).toHaveLength(10);
    await user.upload(screen.getByLabelText('Add documents'), file('notes.txt', 'text/plain'));
    expect(screen.getByText('notes.txt is not a PDF, JPEG or PNG file.')).toBeTruthy();
  });

  it('speaks Amharic', async () => {
    const { client } = createApi(() => ({ status: 201, body: CREATED }));
    const { container } = await renderPage(client, 'am');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ድርጅት ፍጠር');
    expect(screen.getByLabelText('የድርጅቱ ስም (የግድ)')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'የአስራት ክፍያዎችን ይቀበላል' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});
