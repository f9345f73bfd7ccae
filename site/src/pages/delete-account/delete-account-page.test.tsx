import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@lomi/react/testing';
import { fakeApiClient } from '../../testing/fake-api-client.ts';
import { renderSite, signedInSession } from '../../testing/render-site.tsx';
import DeleteAccountRoute from './delete-account-page.tsx';
import { reloadPage } from './reload-page.ts';

vi.mock('./reload-page.ts', () => ({ reloadPage: vi.fn() }));

function deleteApi(status: number) {
  const session = signedInSession();
  const deletes: Array<string | null> = [];
  const client = fakeApiClient(
    (url, request) => {
      if (url.pathname === '/api/auth/delete-account/' && request.method === 'DELETE') {
        deletes.push(request.authorization);
        if (status === 200) return { status, body: { message: 'Your account has been deleted.' } };
        if (status === 409) {
          return { status, body: { message: 'You are the last operator…', code: 'LOMI_ERR_CONFLICT' } };
        }
        return { status, body: { message: 'Something went wrong on our side.', code: 'LOMI_ERR_INTERNAL' } };
      }
      return { status: 404, body: { message: 'Not found', code: 'LOMI_ERR_NOT_FOUND' } };
    },
    { getAccessToken: session.token },
  );
  return { client, session, deletes };
}

describe('/delete-account', () => {
  it('warns, asks for confirmation, deletes, signs out to /login and reloads', async () => {
    const user = userEvent.setup();
    vi.mocked(reloadPage).mockClear();
    const { client, session, deletes } = deleteApi(200);
    const { container } = await renderSite(<DeleteAccountRoute />, {
      client,
      session,
      url: '/delete-account',
    });

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Delete your account');
    expect(screen.getByRole('heading', { name: /This cannot be undone/ })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Delete account · Lomi'));
    await expectNoAxeViolations(container);

    const opener = screen.getByRole('button', { name: 'Delete Account' });
    await user.click(opener);
    let dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    // The safe choice has focus: Enter right away does not delete anything.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expectNoAxeViolations(document.body);
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(deletes).toEqual([]);

    await user.click(opener);
    dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(deletes).toEqual(['Bearer test-token']);
    expect(session.getState().status).toBe('anonymous');
    expect(session.token()).toBeNull();
    // Signing out sends the page to /login on the session store's next render, not synchronously.
    await waitFor(() => expect(screen.getByTestId('url').textContent).toBe('/login'));
  });

  it('keeps the user signed in and says so when deleting fails', async () => {
    const user = userEvent.setup();
    vi.mocked(reloadPage).mockClear();
    const { client, session } = deleteApi(500);
    await renderSite(<DeleteAccountRoute />, { client, session, locale: 'am' });
    await user.click(await screen.findByRole('button', { name: 'መለያን ሰርዝ' }));
    const dialog = screen.getByRole('dialog', { name: 'መለያዎን ይሰርዛሉ?' });
    await user.click(within(dialog).getByRole('button', { name: 'መለያን ሰርዝ' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'መለያዎን መሰረዝ አልተቻለም። እባክዎ እንደገና ይሞክሩ።',
    );
    expect(session.getState().status).toBe('signed-in');
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('tells the last operator why their account stays', async () => {
    const user = userEvent.setup();
    vi.mocked(reloadPage).mockClear();
    const { client, session } = deleteApi(409);
    await renderSite(<DeleteAccountRoute />, { client, session });
    await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'You are Lomi’s last operator: make another operator in the console before you delete this account.',
    );
    expect(session.getState().status).toBe('signed-in');
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
