import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApiClient } from '../../testing/fake-api-client.ts';
import { anonymousSession, renderSite, TEST_USER } from '../../testing/render-site.tsx';
import { AuthTextProvider } from './auth-text.ts';
import GoogleSignIn from './google-sign-in.tsx';

afterEach(() => {
  delete window.google;
});

describe('GoogleSignIn', () => {
  it("hands Google's ID token to the server and signs in with the answer", async () => {
    let callback: ((answer: { credential: string }) => void) | undefined;
    const initialize = vi.fn((options: { client_id: string; callback: typeof callback }) => {
      callback = options.callback;
    });
    const renderButton = vi.fn((parent: HTMLElement, options: Record<string, string | number>) => {
      void options;
      parent.append(Object.assign(document.createElement('button'), { textContent: 'Sign in with Google' }));
    });
    window.google = { accounts: { id: { initialize, renderButton } } };
    const session = anonymousSession();
    const bodies: unknown[] = [];
    const client = fakeApiClient(
      (url, request) => {
        if (url.pathname === '/auth/social/google/') {
          bodies.push(request.body);
          return {
            status: 200,
            body: {
              access: 'jwt-google',
              token_type: 'Bearer',
              expires_in: 60,
              user: { ...TEST_USER, firstname: '', lastname: '' },
              created: false,
            },
          };
        }
        return { status: 200, body: TEST_USER };
      },
      { getAccessToken: session.token },
    );
    await renderSite(
      <AuthTextProvider>
        <GoogleSignIn clientId="client-1.apps.googleusercontent.com" />
      </AuthTextProvider>,
      { client, session, locale: 'am' },
    );
    expect(await screen.findByRole('button', { name: 'Sign in with Google' })).toBeTruthy();
    expect(initialize).toHaveBeenCalledWith(
      expect.objectContaining({ client_id: 'client-1.apps.googleusercontent.com' }),
    );
    expect(renderButton.mock.calls[0]?.[1]).toMatchObject({ locale: 'am' });
    expect(document.querySelector('script[src*="accounts.google.com"]')).toBeNull();

    callback?.({ credential: 'google-id-token' });
    await waitFor(() => expect(session.getState().status).toBe('signed-in'));
    expect(bodies).toEqual([{ credential: 'google-id-token' }]);
    expect(session.token()).toBe('jwt-google');
  });
});
