import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CATEGORY_NAMES, type EditableCampaign } from '@lomi/core';
import { expectNoAxeViolations } from '@lomi/react/testing';
import { fakeApiClient, type FakeAnswer, type FakeRequest } from '../../testing/fake-api-client.ts';
import type { ConsoleScreen } from '../console-screens.ts';
import { renderConsole } from '../render-console.tsx';

const CATEGORIES = CATEGORY_NAMES.map((name, id) => ({ id, name }));

const image = (id: number) => ({
  id,
  url: `/api/media/campaign/image/7/${id}`,
  srcset: '',
  alt: '',
  width: 640,
  height: 480,
});

const CAMPAIGN: EditableCampaign = {
  id: 7,
  status: 'active',
  organization: { id: 41, name: 'Dessie Water Trust' },
  title: 'Clean water for Dessie',
  description: 'A well for 300 families.',
  category: 3,
  goalEtbAmount: 15_000_000,
  goalUsdAmount: 0,
  video_url: null,
  createdByCharity: false,
  charityId: null,
  deadline: null,
  featured: false,
  images: [image(1), image(2), image(3)],
  documents: [
    {
      id: 9,
      url: '/api/console/campaigns/7/documents/9',
      file_name: 'permit.pdf',
      content_type: 'application/pdf',
      byte_size: 20_480,
      created: '2026-11-01T00:00:00.000Z',
    },
  ],
  updated: '2026-11-27T10:00:00.000Z',
};

const SCREENS: ConsoleScreen[] = [
  { path: 'campaigns/:id/edit', load: () => import('./campaign-edit-page.tsx') },
];

type Handler = (url: URL, request: FakeRequest) => FakeAnswer | undefined;

/** The editor's API over one campaign; `handle` may answer a request first (a conflict, a refusal). */
function editorApi(handle: Handler = () => undefined) {
  let campaign = structuredClone(CAMPAIGN);
  const calls: { method: string; path: string; body: unknown }[] = [];
  const next = (change: Partial<EditableCampaign>) => {
    campaign = {
      ...campaign,
      ...change,
      updated: new Date(Date.parse(campaign.updated) + 1000).toISOString(),
    };
    return { status: 200, body: campaign };
  };
  const client = fakeApiClient((url, request) => {
    const path = url.pathname;
    if (path === '/api/categories/')
      return { status: 200, body: { count: CATEGORIES.length, results: CATEGORIES } };
    if (path === '/charity/') return { status: 200, body: { count: 0, results: [], lastPage: 1 } };
    if (!path.startsWith('/api/console/campaigns/7/')) return { status: 404, body: { message: 'Not found' } };
    calls.push({ method: request.method, path, body: request.body });
    const handled = handle(url, request);
    if (handled) return handled;
    if (path.endsWith('/editor/')) return { status: 200, body: campaign };
    if (path.endsWith('/documents/9') && request.method === 'GET') return { status: 200, body: '%PDF' };
    const body = request.body as Record<string, unknown> | undefined;
    if (request.method === 'PATCH') return next(body as Partial<EditableCampaign>);
    if (path.endsWith('/images/order')) {
      const ids = body!.imageIds as number[];
      return next({ images: ids.map((id) => campaign.images.find((each) => each.id === id)!) });
    }
    const removedImage = /\/images\/(\d+)\/$/.exec(path);
    if (request.method === 'DELETE' && removedImage) {
      return next({ images: campaign.images.filter((each) => each.id !== Number(removedImage[1])) });
    }
    if (path.endsWith('/images/') && request.form) {
      return next({ images: [...campaign.images, image(4)] });
    }
    const removedDocument = /\/documents\/(\d+)\/$/.exec(path);
    if (request.method === 'DELETE' && removedDocument) {
      return next({ documents: campaign.documents.filter((each) => each.id !== Number(removedDocument[1])) });
    }
    return { status: 404, body: { message: 'Not found' } };
  });
  return { client, calls, current: () => campaign };
}

const imageList = () => screen.getByRole('list', { name: 'Images, in the order they are shown' });
const imageOrder = () =>
  within(imageList())
    .getAllByRole('img')
    .map((each) => each.getAttribute('src'));

describe('/console/campaigns/:id/edit', { timeout: 30_000 }, () => {
  it('edits the details with the wizard’s rules and sends minor units with the `updated` read', async () => {
    const user = userEvent.setup();
    const { client, calls } = editorApi();
    const { container } = await renderConsole('/console/campaigns/7/edit', { client, screens: SCREENS });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit campaign: Clean water for Dessie' }),
    ).toBeTruthy();
    expect(screen.getByLabelText('Title')).toHaveProperty('value', 'Clean water for Dessie');
    expect(screen.getByLabelText('Goal in birr')).toHaveProperty('value', '150000');
    expect(screen.getByLabelText('Goal in US dollars')).toHaveProperty('value', '0');
    await screen.findByRole('option', { name: 'Education' });
    await expectNoAxeViolations(container);

    await user.clear(screen.getByLabelText('Goal in birr'));
    await user.type(screen.getByLabelText('Goal in birr'), '0');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByText('Enter the goals as amounts, with at least one above 0.')).toBeTruthy();
    await user.type(screen.getByLabelText('Goal in US dollars'), '2500.5');
    await user.type(screen.getByLabelText('Video link'), 'https://example.com/clip');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByText('Enter a YouTube video link, or leave the video link empty.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Video link'));
    await user.type(screen.getByLabelText('Video link'), 'https://youtu.be/dQw4w9WgXcQ');
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Water for Dessie ');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Changes saved.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([
      {
        updated: CAMPAIGN.updated,
        title: 'Water for Dessie',
        description: CAMPAIGN.description,
        category: 3,
        goalEtbAmount: 0,
        goalUsdAmount: 250_050,
        videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
        charityId: null,
      },
    ]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Edit campaign: Water for Dessie');
  });

  it('moves images up and down by button, keeping focus on the moved image, and removes all but one', async () => {
    const user = userEvent.setup();
    const { client, calls } = editorApi();
    await renderConsole('/console/campaigns/7/edit', { client, screens: SCREENS });
    await screen.findByRole('list', { name: 'Images, in the order they are shown' });
    expect(screen.getByRole('button', { name: 'Move image 1 up' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Move image 3 down' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Move image 1 down' }));
    await waitFor(() => expect(imageOrder()).toEqual([2, 1, 3].map((id) => image(id).url)));
    expect(await screen.findByText('Image moved to position 2.')).toBeTruthy();
    // The moved image is second now: focus is on its Move down button.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move image 2 down' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(imageOrder()).toEqual([2, 3, 1].map((id) => image(id).url)));
    // At the end: Move down is disabled, so focus goes to Move up.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move image 3 up' })),
    );
    const orders = calls.filter((call) => call.path.endsWith('/images/order')).map((call) => call.body);
    expect(orders).toEqual([
      { updated: CAMPAIGN.updated, imageIds: [2, 1, 3] },
      { updated: '2026-11-27T10:00:01.000Z', imageIds: [2, 3, 1] },
    ]);

    await user.click(screen.getByRole('button', { name: 'Remove image 1' }));
    await waitFor(() => expect(imageOrder()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Remove image 1' }));
    await waitFor(() => expect(imageOrder()).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Remove image 1' })).toHaveProperty('disabled', true);
  });

  it('tells of a change someone else made (409) and reloads the campaign', async () => {
    const user = userEvent.setup();
    let conflict = true;
    const api = editorApi((url, request) => {
      if (request.method !== 'PATCH' || !conflict) return undefined;
      // Someone else renamed it a moment ago.
      Object.assign(api.current(), { title: 'Renamed by someone else', updated: '2026-11-27T11:00:00.000Z' });
      return { status: 409, body: { message: 'changed by someone else', code: 'LOMI_ERR_CONFLICT' } };
    });
    const { client } = api;
    await renderConsole('/console/campaigns/7/edit', { client, screens: SCREENS });
    await user.type(await screen.findByLabelText('Title'), '!');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const alert = await screen.findByText(
      'Someone else changed this campaign since you opened it. Reload it to see their changes, then make yours again.',
    );
    expect(alert).toBeTruthy();
    conflict = false;
    await user.click(screen.getByRole('button', { name: 'Reload the campaign' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Reload the campaign' })).toBeNull());
    await waitFor(() =>
      expect(screen.getByLabelText('Title')).toHaveProperty('value', 'Renamed by someone else'),
    );
  });

  it('uploads images with progress and removes a document', async () => {
    const user = userEvent.setup();
    const { client, calls } = editorApi();
    const { container } = await renderConsole('/console/campaigns/7/edit', { client, screens: SCREENS });
    await user.click(await screen.findByRole('button', { name: 'Upload images' }));
    expect(screen.getByText('Choose files first.')).toBeTruthy();
    await user.upload(
      screen.getByLabelText('Add images'),
      new File(['png'], 'more.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: 'Upload images' }));
    expect(await screen.findByText('1 image added.')).toBeTruthy();
    expect(imageOrder()).toHaveLength(4);
    const upload = calls.find((call) => call.path.endsWith('/images/'));
    expect(upload?.method).toBe('POST');

    expect(screen.getByText('permit.pdf (20 kB)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Download permit.pdf' }));
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'GET' && call.path.endsWith('/documents/9'))).toBe(true),
    );
    await user.click(screen.getByRole('button', { name: 'Remove permit.pdf' }));
    expect(await screen.findByText('No supporting documents.')).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('is in Amharic too', async () => {
    const { client } = editorApi();
    await renderConsole('/console/campaigns/7/edit', { client, screens: SCREENS, locale: 'am' });
    expect(await screen.findByRole('button', { name: 'ለውጦቹን አስቀምጥ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ምስል 2ን ወደ ላይ አንቀሳቅስ' })).toBeTruthy();
  });
});
