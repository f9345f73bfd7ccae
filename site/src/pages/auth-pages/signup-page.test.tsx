import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@lomi/react/testing';
import { RequireLoggedOut } from '../../session/require-login.tsx';
import { fakeApiClient } from '../../testing/fake-api-client.ts';
import { anonymousSession, renderSite, TEST_USER } from '../../testing/render-site.tsx';
import SignupPage from './signup-page.tsx';

function routes() {
  return (
    <Routes>
      <Route
        path="/signup"
        element={
          <RequireLoggedOut>
            <SignupPage />
          </RequireLoggedOut>
        }
      />
      <Route path="*" element={<p>Elsewhere</p>} />
    </Routes>
  );
}

function signupApi(
  taken: 'username' | 'email' | null = null,
  refused: { status: number; body: unknown } | null = null,
) {
  const bodies: unknown[] = [];
  const session = anonymousSession();
  const client = fakeApiClient(
    (url, request) => {
      if (url.pathname === '/auth/signup/') {
        bodies.push(request.body);
        if (refused) return refused;
        if (taken) {
          const message = `A user with that ${taken === 'email' ? 'e-mail address' : taken} already exists.`;
          return { status: 409, body: { message, code: 'LOMI_ERR_CONFLICT', errors: { [taken]: message } } };
        }
        return {
          status: 201,
          body: {
            access: 'jwt-new',
            token_type: 'Bearer',
            expires_in: 604_800,
            user: { ...TEST_USER, firstname: '', lastname: '' },
          },
        };
      }
      return { status: 200, body: TEST_USER };
    },
    { getAccessToken: session.token },
  );
  return { client, session, bodies };
}

async function fill(values: {
  fullName?: string;
  username: string;
  email: string;
  password: string;
  repeat: string;
}) {
  if (values.fullName) await userEvent.type(screen.getByLabelText('Full name (optional)'), values.fullName);
  await userEvent.type(screen.getByLabelText('Username'), values.username);
  await userEvent.type(screen.getByLabelText('E-mail'), values.email);
  await userEvent.type(screen.getByLabelText('Password'), values.password);
  await userEvent.type(screen.getByLabelText('Repeat password'), values.repeat);
}

describe('/signup', () => {
  it('asks for the terms and privacy agreement, linking both documents', async () => {
    const { container } = await renderSite(routes(), { url: '/signup' });
    await screen.findByRole('heading', { level: 1, name: 'Create your Lomi account' });
    const agreement = screen.getByRole('checkbox', {
      name: "I have read and agree to Lomi's Terms of Service and Privacy Policy.",
    });
    expect(agreement).toHaveProperty('checked', false);
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe(
      '/legal/termsofservice',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      '/legal/privacypolicy',
    );
    await expectNoAxeViolations(container);
  });

  it('checks the fields with the §5 rules before calling the server', async () => {
    const api = signupApi();
    await renderSite(routes(), { ...api, url: '/signup' });
    await screen.findByRole('heading', { level: 1 });
    await fill({
      fullName: 'Abebe 2',
      username: 'abebe_k',
      email: 'abebe@',
      password: 'short',
      repeat: 'shor',
    });
    expect(screen.getByText("Password Doesn't Match")).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Full name can only contain letters and spaces.')).toBeTruthy();
    expect(screen.getByText('Username can only contain letters and digits.')).toBeTruthy();
    expect(screen.getByText('Invalid Email Address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters long.')).toBeTruthy();
    expect(
      screen.getByText('Please agree to the Terms of Service and the Privacy Policy to create an account.'),
    ).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Full name (optional)')));
    expect(api.bodies).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('Repeat password'), 't');
    expect(screen.getByText('Password Matches')).toBeTruthy();
  });

  it('creates the account, signs in and goes on to next', async () => {
    const api = signupApi();
    await renderSite(routes(), { ...api, url: '/signup?next=%2Fsaved' });
    await screen.findByRole('heading', { level: 1 });
    await fill({
      fullName: 'Abebe Kebede',
      username: 'abebe',
      email: 'abebe@example.et',
      password: 'secret-pass',
      repeat: 'secret-pass',
    });
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
    expect(screen.getByTestId('url').textContent).toBe('/saved');
    expect(api.bodies).toEqual([
      {
        username: 'abebe',
        email: 'abebe@example.et',
        password: 'secret-pass',
        re_password: 'secret-pass',
        full_name: 'Abebe Kebede',
      },
    ]);
    expect(api.session.token()).toBe('jwt-new');
  });

  it('shows a taken username in the page language', async () => {
    const api = signupApi('username');
    await renderSite(routes(), { ...api, url: '/signup', locale: 'am' });
    await screen.findByRole('heading', { level: 1 });
    await userEvent.type(screen.getByLabelText('የተጠቃሚ ስም'), 'abebe');
    await userEvent.type(screen.getByLabelText('ኢሜይል'), 'abebe@example.et');
    await userEvent.type(screen.getByLabelText('የይለፍ ቃል'), 'secret-pass');
    await userEvent.type(screen.getByLabelText('የይለፍ ቃሉን ይድገሙ'), 'secret-pass');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'መለያ ይፍጠሩ' }));
    expect((await screen.findByRole('alert')).textContent).toBe('ይህ የተጠቃሚ ስም ያለው ሌላ ተጠቃሚ አለ።');
    expect(api.session.getState().status).toBe('anonymous');
  });

  it('refuses one repeated character and the username as a password before calling the server', async () => {
    const api = signupApi();
    await renderSite(routes(), { ...api, url: '/signup' });
    await screen.findByRole('heading', { level: 1 });
    await fill({
      username: 'abebe2024',
      email: 'abebe@example.et',
      password: 'aaaaaaaa',
      repeat: 'aaaaaaaa',
    });
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Password cannot be one character repeated.')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'ABEBE2024');
    expect(screen.getByText('Password cannot be your username or e-mail address.')).toBeTruthy();
    expect(api.bodies).toHaveLength(0);
  });

  it('shows the server’s refusal of a common password on the password field, in Amharic, and focuses it', async () => {
    const message = 'This password is one of the most common passwords. Please choose another one.';
    const api = signupApi(null, {
      status: 400,
      body: { message, code: 'LOMI_ERR_WEAK_PASSWORD', errors: { password: message } },
    });
    const { container } = await renderSite(routes(), { ...api, url: '/signup', locale: 'am' });
    await screen.findByRole('heading', { level: 1 });
    await userEvent.type(screen.getByLabelText('የተጠቃሚ ስም'), 'abebe');
    await userEvent.type(screen.getByLabelText('ኢሜይል'), 'abebe@example.et');
    await userEvent.type(screen.getByLabelText('የይለፍ ቃል'), 'password1');
    await userEvent.type(screen.getByLabelText('የይለፍ ቃሉን ይድገሙ'), 'password1');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'መለያ ይፍጠሩ' }));
    const password = screen.getByLabelText('የይለፍ ቃል');
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('ይህ የይለፍ ቃል በጣም የተለመደ ስለሆነ በቀላሉ ይገመታል። እባክዎ ሌላ ይምረጡ።')).toBeTruthy();
    expect(container.textContent).not.toContain(message);
    await expectNoAxeViolations(container);
    // Another password clears the refusal.
    await userEvent.type(password, 'x');
    expect(password.getAttribute('aria-invalid')).toBeNull();
  });

  it('names a field the server refused in the page language, not with the server’s English', async () => {
    const message = 'must be at most 150 characters';
    const api = signupApi(null, {
      status: 400,
      body: {
        message: `Invalid field "username": ${message}`,
        code: 'LOMI_ERR_VALIDATION',
        errors: { username: message },
      },
    });
    await renderSite(routes(), { ...api, url: '/signup', locale: 'am' });
    await screen.findByRole('heading', { level: 1 });
    await userEvent.type(screen.getByLabelText('የተጠቃሚ ስም'), 'abebe');
    await userEvent.type(screen.getByLabelText('ኢሜይል'), 'abebe@example.et');
    await userEvent.type(screen.getByLabelText('የይለፍ ቃል'), 'secret-pass');
    await userEvent.type(screen.getByLabelText('የይለፍ ቃሉን ይድገሙ'), 'secret-pass');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'መለያ ይፍጠሩ' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      '«የተጠቃሚ ስም» ተቀባይነት አላገኘም። እባክዎ ያረጋግጡና እንደገና ይሞክሩ።',
    );
  });
});
