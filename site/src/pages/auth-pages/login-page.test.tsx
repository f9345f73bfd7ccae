import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@lomi/react/testing';
import { RequireLoggedOut } from '../../session/require-login.tsx';
import { fakeApiClient, type FakeRequest } from '../../testing/fake-api-client.ts';
import { anonymousSession, renderSite, TEST_USER } from '../../testing/render-site.tsx';
import LoginPage from './login-page.tsx';

const session = (access: string) => ({
  access,
  token_type: 'Bearer',
  expires_in: 604_800,
  user: { ...TEST_USER, firstname: '', lastname: '' },
});

function routes() {
  return (
    <Routes>
      <Route
        path="/login"
        element={
          <RequireLoggedOut>
            <LoginPage />
          </RequireLoggedOut>
        }
      />
      <Route path="*" element={<p>Elsewhere</p>} />
    </Routes>
  );
}

/** An API with one password account (abebe / secret-pass) and phone code 123456. */
function accountsApi() {
  const seen: { path: string; request: FakeRequest }[] = [];
  const store = anonymousSession();
  const client = fakeApiClient(
    (url, request) => {
      seen.push({ path: url.pathname, request });
      const body = request.body as Record<string, string> | undefined;
      switch (url.pathname) {
        case '/auth/jwt/login/':
          return body?.identifier === 'abebe' && body.password === 'secret-pass'
            ? { status: 200, body: session('jwt-password') }
            : {
                status: 401,
                body: {
                  message: 'Invalid e-mail/username or password.',
                  code: 'LOMI_ERR_INVALID_CREDENTIALS',
                },
              };
        case '/auth/otp/request/':
          return { status: 202, body: { phone_number: body?.phone_number, expires_in: 300, code_length: 6 } };
        case '/auth/otp/verify/':
          return body?.code === '123456'
            ? { status: 201, body: { ...session('jwt-phone'), created: true } }
            : {
                status: 401,
                body: {
                  message: 'The code is not correct. 4 tries left.',
                  code: 'LOMI_ERR_INVALID_CREDENTIALS',
                },
              };
        case '/api/me/profile/':
          return { status: 200, body: TEST_USER };
        default:
          return { status: 404, body: { message: 'Not found' } };
      }
    },
    { getAccessToken: store.token },
  );
  return { client, session: store, seen };
}

describe('/login', () => {
  it('logs in with username and password, then goes on to next', async () => {
    const api = accountsApi();
    const { container } = await renderSite(routes(), { ...api, url: '/login?next=%2Fsaved' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in to Lomi' })).toBeTruthy();
    await expectNoAxeViolations(container);
    await userEvent.type(screen.getByLabelText('E-mail or username'), ' abebe ');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
    expect(screen.getByTestId('url').textContent).toBe('/saved');
    expect(api.session.getState().status).toBe('signed-in');
    expect(api.session.token()).toBe('jwt-password');
    expect(api.seen.map((entry) => entry.path)).toEqual(['/auth/jwt/login/', '/api/me/profile/']);
    expect(api.seen[0]?.request.body).toEqual({ identifier: 'abebe', password: 'secret-pass' });
    expect(api.seen[1]?.request.authorization).toBe('Bearer jwt-password');
  });

  it('names empty fields without calling the server, and shows a refused login', async () => {
    const api = accountsApi();
    await renderSite(routes(), { ...api, url: '/login' });
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Please enter your e-mail address or username.')).toBeTruthy();
    expect(screen.getByText('Please enter your password.')).toBeTruthy();
    expect(api.seen).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('E-mail or username'), 'abebe');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid e-mail/username or password.');
    expect(api.session.getState().status).toBe('anonymous');
  });

  it('says so in Amharic when the server cannot be reached', async () => {
    const client = fakeApiClient(() => {
      throw new TypeError('Failed to fetch');
    });
    await renderSite(routes(), { client, session: anonymousSession(), url: '/login', locale: 'am' });
    await userEvent.type(await screen.findByLabelText('ኢሜይል ወይም የተጠቃሚ ስም'), 'abebe');
    await userEvent.type(screen.getByLabelText('የይለፍ ቃል'), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'ይግቡ' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'ሎሚን ማግኘት አልተቻለም። ግንኙነትዎን አረጋግጠው እንደገና ይሞክሩ።',
    );
  });

  it('signs in with a code sent to a phone number', async () => {
    const api = accountsApi();
    const { container } = await renderSite(routes(), { ...api, url: '/login' });
    await userEvent.click(await screen.findByRole('button', { name: 'Phone number', pressed: false }));
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByText('Enter a valid 9-digit phone number')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Phone number'), '0911 22 33 44');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByText('We sent a 6-digit code to +251 911 223 344. It is valid for 5 minutes.'),
    ).toBeTruthy();
    expect(api.seen[0]?.request.body).toEqual({ phone_number: '251911223344', lang: 'en' });
    await expectNoAxeViolations(container);

    await userEvent.type(screen.getByLabelText('Sign-in code'), '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The code is not correct. Check the SMS and try again.',
    );
    await userEvent.clear(screen.getByLabelText('Sign-in code'));
    await userEvent.type(screen.getByLabelText('Sign-in code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
    expect(screen.getByTestId('url').textContent).toBe('/');
    expect(api.session.token()).toBe('jwt-phone');
  });

  it('keeps next on the link to sign-up', async () => {
    await renderSite(routes(), { url: '/login?next=%2Fnotifications' });
    expect((await screen.findByRole('link', { name: 'Create an account' })).getAttribute('href')).toBe(
      '/signup?next=%2Fnotifications',
    );
  });
});
