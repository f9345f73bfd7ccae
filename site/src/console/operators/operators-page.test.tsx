import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Operator } from '@lomi/core';
import { expectNoAxeViolations } from '@lomi/react/testing';
import { fakeApiClient, type FakeAnswer } from '../../testing/fake-api-client.ts';
import { signedInSession } from '../../testing/render-site.tsx';
import { renderConsole } from '../render-console.tsx';

const ME: Operator = { id: 7, username: 'abebe', email: 'abebe@example.et', full_name: 'Abebe Kebede' };
const OTHER: Operator = {
  id: 9,
  username: 'meskerem',
  email: 'operator@example.com',
  full_name: 'Meskerem A.',
};
const NEW: Operator = { id: 12, username: 'selam', email: 'selam@example.com', full_name: '' };

function operatorsApi(answers: { promote?: FakeAnswer; demote?: FakeAnswer } = {}) {
  return fakeApiClient((url, request) => {
    if (url.pathname === '/api/console/operators/' && request.method === 'GET') {
      return { status: 200, body: [ME, OTHER] };
    }
    if (url.pathname === '/api/console/operators/' && request.method === 'POST') {
      return answers.promote ?? { status: 201, body: NEW };
    }
    if (url.pathname.startsWith('/api/console/operators/') && request.method === 'DELETE') {
      return answers.demote ?? { status: 200, body: [ME] };
    }
    return { status: 404, body: { message: 'Not found' } };
  });
}

const operatorSession = () => signedInSession({ id: ME.id, role: 'operator' });

describe('the operators screen', () => {
  it('lists the operators, marks you, and adds one by e-mail', async () => {
    const client = operatorsApi();
    const { container } = await renderConsole('/console/operators', { client, session: operatorSession() });
    const list = await screen.findByRole('list', { name: 'Every operator' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Abebe Kebede (you)'), expect.stringContaining('Meskerem A.')]);
    await expectNoAxeViolations(container);

    await userEvent.click(screen.getByRole('button', { name: 'Add operator' }));
    expect(screen.getByText('Enter the e-mail address of the account.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/E-mail address of the account/), ' selam@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Add operator' }));
    expect(await within(list).findByText('selam')).toBeTruthy();
    expect(await screen.findByText('selam is now an operator.')).toBeTruthy();
    const post = client.requests.find((url) => url.pathname === '/api/console/operators/');
    expect(post).toBeTruthy();
  });

  it('says why an account cannot be added: none has that e-mail (404)', async () => {
    await renderConsole('/console/operators', {
      client: operatorsApi({
        promote: { status: 404, body: { message: 'No account', code: 'LOMI_ERR_NOT_FOUND' } },
      }),
      session: operatorSession(),
    });
    await userEvent.type(await screen.findByLabelText(/E-mail address of the account/), 'nobody@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Add operator' }));
    expect(await screen.findByText('No account has the e-mail address nobody@example.com.')).toBeTruthy();
  });

  it('shows the 409 of adding an operator twice', async () => {
    await renderConsole('/console/operators', {
      client: operatorsApi({
        promote: { status: 409, body: { message: 'already', code: 'LOMI_ERR_CONFLICT' } },
      }),
      session: operatorSession(),
    });
    await userEvent.type(
      await screen.findByLabelText(/E-mail address of the account/),
      'operator@example.com',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add operator' }));
    expect(await screen.findByText('operator@example.com is already an operator.')).toBeTruthy();
  });

  it('removes an operator only after a confirmation, which can be declined', async () => {
    const client = operatorsApi();
    await renderConsole('/console/operators', { client, session: operatorSession() });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove Meskerem A. from the operators' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remove Meskerem A. from the operators?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep operator' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(client.requests.some((url) => url.pathname === '/api/console/operators/9/')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Remove Meskerem A. from the operators' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove operator' }));
    expect(await screen.findByText('Meskerem A. is no longer an operator.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    const list = screen.getByRole('list', { name: 'Every operator' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(client.requests.some((url) => url.pathname === '/api/console/operators/9/')).toBe(true);
  });

  it('shows the 409 of removing yourself or the last operator in the dialog, in Amharic too', async () => {
    await renderConsole('/console/operators', {
      client: operatorsApi({ demote: { status: 409, body: { message: 'no', code: 'LOMI_ERR_CONFLICT' } } }),
      session: operatorSession(),
      locale: 'am',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Abebe Kebedeን ከኦፕሬተሮች ያስወግዱ' }));
    await userEvent.click(await screen.findByRole('button', { name: 'ኦፕሬተሩን አስወግድ' }));
    expect((await screen.findByRole('alert')).textContent).toBe('ራስዎን ማስወገድ አይችሉም፤ ሌላ ኦፕሬተር ይችላል።');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
