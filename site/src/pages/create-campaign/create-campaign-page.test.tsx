import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CATEGORY_NAMES, formatMoney, type Organization } from '@lomi/core';
import { expectNoAxeViolations } from '@lomi/react/testing';
import { fakeApiClient, type FakeAnswer } from '../../testing/fake-api-client.ts';
import { renderSite, signedInSession } from '../../testing/render-site.tsx';
import CreateCampaignRoute from './create-campaign-page.tsx';

const CATEGORIES = CATEGORY_NAMES.map((name, id) => ({ id, name }));

function organization(overrides: Partial<Organization> = {}): Organization {
  return {
    id: 41,
    name: 'Dessie Water Trust',
    description: 'Wells for Amhara villages.',
    email: 'info@dessiewater.example.org',
    phone_number: '+251911000111',
    logo: null,
    contact_person_name: 'Hirut Alemu',
    approval_status: 'approved',
    address: 'Dessie',
    website: '',
    created_at: '2025-03-01T08:00:00.000Z',
    accepts_asrat: false,
    ...overrides,
  };
}

/** The API of the wizard: own organizations, categories, and POST /api/campaigns/ answered by `create`. */
function wizardApi(
  organizations: Organization[],
  create: (form: FormData) => FakeAnswer | Promise<FakeAnswer> = () => ({ status: 201, body: { id: 99 } }),
) {
  const sent: FormData[] = [];
  const client = fakeApiClient((url, request) => {
    if (url.pathname === '/api/organizations/my_organization/') {
      const count = organizations.length;
      return { status: 200, body: { count, results: organizations, lastPage: 1, total: count } };
    }
    if (url.pathname === '/api/categories/') {
      return { status: 200, body: { count: CATEGORIES.length, results: CATEGORIES } };
    }
    if (url.pathname === '/api/campaigns/' && request.method === 'POST' && request.form) {
      sent.push(request.form);
      return create(request.form);
    }
    return { status: 404, body: { message: 'Not found', code: 'LOMI_ERR_NOT_FOUND' } };
  });
  return { client, sent };
}

const photo = new File(['jpeg bytes'], 'well.jpg', { type: 'image/jpeg' });
const permit = new File(['%PDF-1.7 permit'], 'permit.pdf', { type: 'application/pdf' });
const budget = new File(['%PDF-1.7 budget'], 'budget.pdf', { type: 'application/pdf' });

const alertText = () => screen.getByRole('alert').textContent;
const stepHeading = () => screen.getByRole('heading', { level: 2 });
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

/** Fills steps 1–4 validly (category Medical, an ETB goal, a story, a photo) and stops on the preview. */
async function fillToPreview(user: UserEvent) {
  await user.click(await screen.findByRole('radio', { name: 'Medical' }));
  await user.click(continueButton());
  await user.click(screen.getByRole('radio', { name: 'Ethiopian birr (ETB)' }));
  await user.type(screen.getByLabelText('Goal in birr'), '150000');
  await user.click(continueButton());
  await user.type(screen.getByLabelText('Campaign title'), 'Clean water for Dessie');
  await user.type(screen.getByLabelText('Your story'), 'A well for 300 families.');
  await user.click(continueButton());
  await user.upload(screen.getByLabelText('Campaign photo'), photo);
  await user.click(continueButton());
  expect(stepHeading().textContent).toBe('Preview your campaign');
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:https://lomi.test/preview');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.restoreAllMocks();
});

// Typing through five steps takes seconds, more on a busy machine running the suite in parallel.
describe('/create-campaign', { timeout: 30_000 }, () => {
  it('walks the five steps, refusing each invalid step with §5’s message, and creates the campaign', async () => {
    const user = userEvent.setup();
    let answer: (value: FakeAnswer) => void = () => undefined;
    const { client, sent } = wizardApi(
      [organization()],
      () => new Promise<FakeAnswer>((resolve) => (answer = resolve)),
    );
    const { container } = await renderSite(<CreateCampaignRoute />, {
      client,
      session: signedInSession(),
    });

    // 1: category
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Create a campaign');
    expect(await screen.findByText('1/5')).toBeTruthy();
    expect(screen.getByText('Step 1 of 5')).toBeTruthy();
    expect(stepHeading().textContent).toBe('Choose a category');
    await screen.findByRole('radio', { name: 'Medical' });
    await expectNoAxeViolations(container);
    expect(screen.getByRole('button', { name: 'Back' })).toHaveProperty('disabled', true);
    await user.click(continueButton());
    expect(alertText()).toBe('Please choose a category for your campaign');
    await user.click(screen.getByRole('radio', { name: 'Medical' }));
    expect(alertText()).toBe('');
    await user.click(continueButton());

    // 2: currency and goals, with §4's resets
    expect(screen.getByText('2/5')).toBeTruthy();
    expect(stepHeading().textContent).toBe('Set your goal');
    expect(document.activeElement).toBe(stepHeading());
    await user.click(continueButton());
    expect(alertText()).toBe('Please fill goal amount & choose currency');
    await user.click(screen.getByRole('radio', { name: 'Both' }));
    await user.type(screen.getByLabelText('Goal in birr'), '500');
    await user.click(continueButton());
    expect(alertText()).toBe('Please fill goal amount & choose currency');
    await user.type(screen.getByLabelText('Goal in US dollars'), '20');
    await user.click(screen.getByRole('radio', { name: 'US dollars (USD)' }));
    expect(screen.queryByLabelText('Goal in birr')).toBeNull();
    expect(screen.getByLabelText('Goal in US dollars')).toHaveProperty('value', '');
    await user.click(screen.getByRole('radio', { name: 'Ethiopian birr (ETB)' }));
    expect(screen.queryByLabelText('Goal in US dollars')).toBeNull();
    expect(screen.getByLabelText('Goal in birr')).toHaveProperty('value', '0');
    await user.click(continueButton());
    expect(alertText()).toBe('Please fill goal amount & choose currency');
    await user.click(screen.getByRole('radio', { name: 'Both' }));
    expect(screen.getByLabelText('Goal in birr')).toHaveProperty('value', '');
    expect(screen.getByLabelText('Goal in US dollars')).toHaveProperty('value', '');
    await user.type(screen.getByLabelText('Goal in birr'), '150000.505x');
    expect(screen.getByLabelText('Goal in birr')).toHaveProperty('value', '150000.50');
    await user.type(screen.getByLabelText('Goal in US dollars'), '20000000');
    await user.click(continueButton());
    expect(alertText()).toBe('A goal can be at most 10,000,000.');
    await expectNoAxeViolations(container);
    await user.clear(screen.getByLabelText('Goal in US dollars'));
    await user.type(screen.getByLabelText('Goal in US dollars'), '1200');
    await user.click(continueButton());

    // 3: title, story, video link
    expect(screen.getByText('3/5')).toBeTruthy();
    expect(document.activeElement).toBe(stepHeading());
    await user.click(continueButton());
    expect(alertText()).toBe('Please fill out the form');
    await user.type(screen.getByLabelText('Campaign title'), 'Clean water for Dessie');
    await user.type(screen.getByLabelText('Your story'), 'A well for 300 families.');
    await user.type(screen.getByLabelText('Video link (optional)'), 'https://vimeo.com/1');
    await user.click(continueButton());
    expect(alertText()).toBe('Enter a YouTube video link, or leave the video link empty.');
    await user.clear(screen.getByLabelText('Video link (optional)'));
    await user.type(screen.getByLabelText('Video link (optional)'), 'https://youtu.be/dQw4w9WgXcQ');
    await user.click(continueButton());

    // 4: photo and documents, each removable
    expect(screen.getByText('4/5')).toBeTruthy();
    await user.click(continueButton());
    expect(alertText()).toBe('Please add photo and supporting documents');
    const photoInput = screen.getByLabelText('Campaign photo');
    await user.upload(photoInput, photo);
    expect(screen.getByRole('img', { name: 'The campaign photo you chose' })).toHaveProperty(
      'src',
      'blob:https://lomi.test/preview',
    );
    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(screen.queryByRole('img')).toBeNull();
    expect(document.activeElement).toBe(photoInput);
    await user.upload(photoInput, photo);
    expect(screen.getByText('No documents added yet.')).toBeTruthy();
    const documentsInput = screen.getByLabelText('Supporting documents');
    await user.upload(documentsInput, [permit, budget]);
    const list = screen.getByRole('list', { name: 'Documents added' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['permit.pdf', 'budget.pdf']);
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Remove permit.pdf' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(document.activeElement).toBe(documentsInput);
    await user.click(continueButton());

    // 5: preview, then Create
    expect(screen.getByText('5/5')).toBeTruthy();
    expect(stepHeading().textContent).toBe('Preview your campaign');
    const preview = screen.getByRole('article', { name: 'Clean water for Dessie' });
    expect(preview.textContent).toContain('Medical');
    expect(preview.textContent).toContain(
      `${formatMoney(15_000_050, 'ETB', 'en')} and ${formatMoney(120_000, 'USD', 'en')}`,
    );
    expect(preview.textContent).toContain('A well for 300 families.');
    expect(preview.textContent).toContain('1 supporting document');
    expect(screen.getByText(/the Lomi team reviews your campaign/)).toBeTruthy();
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('list', { name: 'Documents added' }).textContent).toContain('budget.pdf');
    await user.click(continueButton());
    await user.click(screen.getByRole('button', { name: 'Create' }));

    const progress = await screen.findByRole('progressbar', { name: 'Uploading your campaign' });
    await waitFor(() => expect(progress.getAttribute('aria-valuetext')).toBe('100%'));
    expect(screen.getByRole('button', { name: 'Back' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Creating…' })).toHaveProperty('disabled', true);
    const form = sent[0];
    expect(
      form && Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string')),
    ).toEqual({
      title: 'Clean water for Dessie',
      description: 'A well for 300 families.',
      category: '2',
      createdBy: '41',
      goalEtbAmount: '15000050',
      goalUsdAmount: '120000',
      createdByCharity: 'false',
      videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
    });
    expect((form?.get('image') as File).name).toBe('well.jpg');
    expect((form?.get('doc-0') as File).name).toBe('budget.pdf');
    expect(form?.has('doc-1')).toBe(false);

    answer({ status: 201, body: { id: 99, status: 'in_review' } });
    const toasts = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(toasts).getByRole('listitem').textContent).toContain('Campaign Created Successfully!');
    await waitFor(() => expect(screen.getByTestId('url').textContent).toBe('/user'));
  });

  it('says §8’s failure in a toast and lets the owner go back or try again', async () => {
    const user = userEvent.setup();
    const { client, sent } = wizardApi([organization()], () => ({
      status: 413,
      body: { message: 'The photo is larger than 10 MB.', code: 'LOMI_ERR_PAYLOAD_TOO_LARGE' },
    }));
    await renderSite(<CreateCampaignRoute />, { client, session: signedInSession() });
    await fillToPreview(user);
    await user.click(screen.getByRole('button', { name: 'Create' }));

    const toasts = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(toasts).getByRole('listitem').textContent).toContain('Campaign Creation Failed!');
    expect(screen.getByTestId('url').textContent).toBe('/');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('button', { name: 'Back' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Create' })).toHaveProperty('disabled', false);
    expect(sent).toHaveLength(1);
  });

  it('sends a user without an organization to create one', async () => {
    const { client } = wizardApi([]);
    await renderSite(<CreateCampaignRoute />, { client, session: signedInSession() });
    expect((await screen.findByRole('heading', { name: 'Campaigns are run by organizations' })).tagName).toBe(
      'H2',
    );
    expect(screen.getByRole('link', { name: 'Create Organization' }).getAttribute('href')).toBe(
      '/create-organization',
    );
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });

  it('sends the owner of an organization waiting for approval to the profile', async () => {
    const { client } = wizardApi([organization({ approval_status: 'pending' })]);
    await renderSite(<CreateCampaignRoute />, { client, session: signedInSession() });
    expect(await screen.findByText(/waiting for approval by the Lomi team/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to my profile' }).getAttribute('href')).toBe('/user');
  });

  it('speaks Amharic, §5’s messages included', async () => {
    const user = userEvent.setup();
    const { client } = wizardApi([organization()]);
    await renderSite(<CreateCampaignRoute />, { client, locale: 'am', session: signedInSession() });
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe('ምድብ ይምረጡ');
    await screen.findAllByRole('radio');
    await user.click(screen.getByRole('button', { name: 'ቀጥል' }));
    expect(alertText()).toBe('እባክዎ ለዘመቻዎ ምድብ ይምረጡ');
  });
});
