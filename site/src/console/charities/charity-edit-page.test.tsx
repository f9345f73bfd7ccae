import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ConsoleCharity } from '@lomi/core';
import { expectNoAxeViolations } from '@lomi/react/testing';
import { fakeApiClient, type FakeRequest } from '../../testing/fake-api-client.ts';
import { renderConsole } from '../render-console.tsx';

const GONDAR: ConsoleCharity = {
  id: 4,
  name: 'Gondar Readers',
  description: 'Books for every school.',
  logo: `/uploaded-file/${'b'.repeat(64)}.webp`,
  dateCreated: '2026-10-01T09:00:00.000Z',
  updated: '2026-10-02T09:00:00.000Z',
};

type Answer = { status: number; body: unknown };

/** The form over a fake API: GET answers `stored`; POST and PUT answer `write` (by default, they save). */
async function renderForm(url: string, write?: (request: FakeRequest) => Answer) {
  const writes: FakeRequest[] = [];
  let stored = GONDAR;
  const client = fakeApiClient((requested, request) => {
    if (requested.pathname === '/api/console/charities/4/' && request.method === 'GET') {
      return { status: 200, body: stored };
    }
    if (requested.pathname.startsWith('/api/console/charities/') && request.method !== 'GET') {
      writes.push(request);
      if (write) return write(request);
      const form = request.form!;
      stored = {
        ...stored,
        id: request.method === 'POST' ? 9 : 4,
        name: String(form.get('name')),
        description: String(form.get('description')),
        updated: '2026-10-03T09:00:00.000Z',
      };
      return { status: request.method === 'POST' ? 201 : 200, body: stored };
    }
    return { status: 404, body: { message: 'Not found', code: 'LOMI_ERR_NOT_FOUND' } };
  });
  const rendered = await renderConsole(url, { client });
  return { ...rendered, writes };
}

describe('the console’s charity form', () => {
  it('adds a charity with a logo, then opens it', async () => {
    const user = userEvent.setup();
    const { container, writes } = await renderForm('/console/charities/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'Add a charity' })).toBeTruthy();
    await expectNoAxeViolations(container);
    await user.type(screen.getByLabelText('Name (required)'), '  Bahir Dar Nets ');
    await user.type(screen.getByLabelText('Description'), 'Nets for the lake.');
    const logo = new File([new Uint8Array([137, 80, 78, 71])], 'nets.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Logo'), logo);
    expect(screen.getByText('nets.png')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add the charity' }));
    await waitFor(() => expect(screen.getByTestId('url').textContent).toBe('/console/charities/9'));
    const form = writes[0]!.form!;
    expect([...form.keys()]).toEqual(['name', 'description', 'logo']);
    expect(form.get('name')).toBe('Bahir Dar Nets');
    expect((form.get('logo') as File).name).toBe('nets.png');
  });

  it('checks the name and the description’s length before sending, and refuses a file that is not an image', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { writes } = await renderForm('/console/charities/new');
    await user.click(await screen.findByRole('button', { name: 'Add the charity' }));
    expect(screen.getByText("Enter the charity's name.")).toBeTruthy();
    expect(screen.getByLabelText('Name (required)')).toBe(document.activeElement);
    await user.upload(
      screen.getByLabelText('Logo'),
      new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' }),
    );
    expect(screen.getByText('Choose a JPEG, PNG or WebP image.')).toBeTruthy();
    expect(writes).toEqual([]);
    expect(screen.getByLabelText('Description').getAttribute('maxlength')).toBe('1000');
    expect(screen.getByLabelText('Name (required)').getAttribute('maxlength')).toBe('255');
  });

  it('edits a charity: its values filled in, its logo shown, the `updated` it was read at sent back', async () => {
    const user = userEvent.setup();
    const { writes } = await renderForm('/console/charities/4');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Gondar Readers' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'The current logo' }).getAttribute('src')).toBe(
      `https://lomi.test/uploaded-file/${'b'.repeat(64)}.webp`,
    );
    const name = screen.getByLabelText('Name (required)') as HTMLInputElement;
    expect(name.value).toBe('Gondar Readers');
    await user.clear(name);
    await user.type(name, 'Gondar Young Readers');
    await user.click(screen.getByRole('button', { name: 'Save the changes' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Gondar Young Readers' })).toBeTruthy();
    expect(writes[0]!.method).toBe('PUT');
    expect(writes[0]!.form!.get('updated')).toBe('2026-10-02T09:00:00.000Z');
  });

  it('explains a stale edit (409) and reloads the charity on request', async () => {
    const user = userEvent.setup();
    await renderForm('/console/charities/4', () => ({
      status: 409,
      body: { message: 'Someone else changed the charity…', code: 'LOMI_ERR_CONFLICT' },
    }));
    await user.type(await screen.findByLabelText('Description'), ' More.');
    await user.click(screen.getByRole('button', { name: 'Save the changes' }));
    expect(
      await screen.findByText(
        'Another operator changed this charity after you opened it. Reload it to see their change, then make yours again.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reload the charity' }));
    await waitFor(() =>
      expect((screen.getByLabelText('Description') as HTMLTextAreaElement).value).toBe(
        'Books for every school.',
      ),
    );
  });

  it('says so for a charity that does not exist', async () => {
    await renderForm('/console/charities/77');
    expect(await screen.findByText('This charity does not exist.')).toBeTruthy();
  });
});
