import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AccountProfile } from '@lomi/core';
import { expectNoAxeViolations } from '@lomi/react/testing';
import { fakeApiClient } from '../../testing/fake-api-client.ts';
import { renderSite, signedInSession, TEST_USER } from '../../testing/render-site.tsx';
import ChangePasswordRoute from './change-password-page.tsx';

type Answer = { status: number; body: unknown };

/** The API of the page: `POST /users/changepassword` answers `answer`, the profile reads as the user. */
function changePasswordApi(answer: Answer, user: Partial<AccountProfile> = {}) {
  const session = signedInSession(user);
  const bodies: unknown[] = [];
  const authorizations: Array<string | null> = [];
  const client = fakeApiClient(
    (url, request) => {
      if (url.pathname === '/users/changepassword') {
        bodies.push(request.body);
        authorizations.push(request.authorization);
        return answer;
      }
      if (url.pathname === '/api/me/profile/') return { status: 200, body: { ...TEST_USER, ...user } };
      return { status: 404, body: { message: 'Not found', code: 'LOMI_ERR_NOT_FOUND' } };
    },
    { getAccessToken: session.token },
  );
  return { client, session, bodies, authorizations };
}

const CHANGED: Answer = {
  status: 200,
  body: {
    message: 'Your password has been changed.',
    access: 'jwt-fresh',
    token_type: 'Bearer',
    expires_in: 3600,
  },
};

describe('/change-password', () => {
  it('changes the password, keeps the fresh token and says so, focusing the message', async () => {
    const user = userEvent.setup();
    const api = changePasswordApi(CHANGED);
    const { container } = await renderSite(<ChangePasswordRoute />, { ...api, url: '/change-password' });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Change your password');
    await waitFor(() => expect(document.title).toBe('Change password · Lomi'));
    await expectNoAxeViolations(container);

    await user.type(screen.getByLabelText('Current password'), 'the old secret');
    await user.type(screen.getByLabelText('New password'), 'a brand new secret');
    await user.type(screen.getByLabelText('Repeat new password'), 'a brand new secret');
    expect(screen.getByText('Password Matches')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    const done = await screen.findByText(
      'Your password has been changed. You were signed out on your other devices.',
    );
    expect(done.getAttribute('role')).toBe('status');
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(screen.getByRole('link', { name: 'Back to your profile' }).getAttribute('href')).toBe('/user');
    expect(api.bodies).toEqual([
      {
        old_password: 'the old secret',
        new_password: 'a brand new secret',
        re_new_password: 'a brand new secret',
      },
    ]);
    expect(api.authorizations).toEqual(['Bearer test-token']);
    expect(api.session.token()).toBe('jwt-fresh');
    expect(api.session.getState().status).toBe('signed-in');
    await expectNoAxeViolations(container);
  });

  it('checks the fields before calling the server and focuses the first refused one', async () => {
    const user = userEvent.setup();
    const api = changePasswordApi(CHANGED);
    await renderSite(<ChangePasswordRoute />, { ...api, url: '/change-password' });
    await screen.findByRole('heading', { level: 1 });
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Repeat new password'), 'shor');
    expect(screen.getByText("Password Doesn't Match")).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText('Please enter your current password.')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters long.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Current password')));

    await user.type(screen.getByLabelText('Current password'), 'the old secret');
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'zzzzzzzzzz');
    expect(screen.getByText('Password cannot be one character repeated.')).toBeTruthy();
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'Abebe@Example.et');
    expect(screen.getByText('Password cannot be your username or e-mail address.')).toBeTruthy();
    expect(api.bodies).toEqual([]);
  });

  it('shows the server’s refusal of a common password on its field in Amharic, focused, by the code', async () => {
    const user = userEvent.setup();
    const message = 'This password is one of the most common passwords. Please choose another one.';
    const api = changePasswordApi({
      status: 400,
      body: { message, code: 'LOMI_ERR_WEAK_PASSWORD', errors: { new_password: message } },
    });
    const { container } = await renderSite(<ChangePasswordRoute />, {
      ...api,
      url: '/change-password',
      locale: 'am',
    });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('የይለፍ ቃልዎን ይቀይሩ');
    await user.type(screen.getByLabelText('የአሁኑ የይለፍ ቃል'), 'the old secret');
    await user.type(screen.getByLabelText('አዲስ የይለፍ ቃል'), 'iloveyou');
    await user.type(screen.getByLabelText('አዲሱን የይለፍ ቃል ይድገሙ'), 'iloveyou');
    await user.click(screen.getByRole('button', { name: 'የይለፍ ቃል ይቀይሩ' }));
    const field = screen.getByLabelText('አዲስ የይለፍ ቃል');
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('ይህ የይለፍ ቃል በጣም የተለመደ ስለሆነ በቀላሉ ይገመታል። እባክዎ ሌላ ይምረጡ።')).toBeTruthy();
    expect(container.textContent).not.toContain(message);
    expect(api.session.token()).toBe('test-token');
    await expectNoAxeViolations(container);
  });

  it('marks a wrong current password on its field', async () => {
    const user = userEvent.setup();
    const message = 'Your current password is not correct.';
    const api = changePasswordApi({
      status: 400,
      body: { message, code: 'LOMI_ERR_VALIDATION', errors: { old_password: message } },
    });
    await renderSite(<ChangePasswordRoute />, { ...api, url: '/change-password' });
    await screen.findByRole('heading', { level: 1 });
    await user.type(screen.getByLabelText('Current password'), 'not the one');
    await user.type(screen.getByLabelText('New password'), 'a brand new secret');
    await user.type(screen.getByLabelText('Repeat new password'), 'a brand new secret');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const current = screen.getByLabelText('Current password');
    await waitFor(() => expect(document.activeElement).toBe(current));
    expect(screen.getByText('Your current password is not correct.')).toBeTruthy();
  });

  it('says so when the server cannot be reached or limits the attempts, keeping what was typed', async () => {
    const user = userEvent.setup();
    const api = changePasswordApi({
      status: 429,
      body: { message: 'Too many attempts.', code: 'LOMI_ERR_RATE_LIMITED' },
    });
    await renderSite(<ChangePasswordRoute />, { ...api, url: '/change-password' });
    await screen.findByRole('heading', { level: 1 });
    await user.type(screen.getByLabelText('Current password'), 'the old secret');
    await user.type(screen.getByLabelText('New password'), 'a brand new secret');
    await user.type(screen.getByLabelText('Repeat new password'), 'a brand new secret');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Please wait a few minutes and try again.',
    );
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('a brand new secret');
  });

  it('lets a phone account set a first password without a current one', async () => {
    const user = userEvent.setup();
    const api = changePasswordApi(CHANGED, {
      username: 'phone_251911223344',
      email: null,
      auth_type: 'phone_otp',
      phone: '+251911223344',
    });
    await renderSite(<ChangePasswordRoute />, { ...api, url: '/change-password' });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText(/leave this empty unless you have set a password before/)).toBeTruthy();
    await user.type(screen.getByLabelText('New password'), 'a brand new secret');
    await user.type(screen.getByLabelText('Repeat new password'), 'a brand new secret');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByText(/Your password has been changed/);
    expect(api.bodies).toEqual([
      { new_password: 'a brand new secret', re_new_password: 'a brand new secret' },
    ]);
  });
});
