import { useEffect, useRef, useState } from 'react';
import { useLomiSettings } from '@lomi/react';
import { useSession } from '../../session/use-session.ts';
import { authFailure, type AuthFailure } from './auth-error.ts';
import { FailureMessage } from './failure-message.tsx';
import { useAccountClient } from '../../session/use-account-client.ts';

/** The part of Google Identity Services' `google.accounts.id` this button uses. */
interface GoogleIdentity {
  initialize(options: { client_id: string; callback: (answer: { credential: string }) => void }): void;
  renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
}

declare global {
  interface Window {
    google?: { accounts: { id: GoogleIdentity } };
  }
}

const SCRIPT = 'https://accounts.google.com/gsi/client';
let loading: Promise<GoogleIdentity> | null = null;

/** Loads Google's script once, only when this button is shown (a configured client id). */
function loadGoogleIdentity(): Promise<GoogleIdentity> {
  if (window.google) return Promise.resolve(window.google.accounts.id);
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT;
    script.async = true;
    script.onload = () =>
      window.google ? resolve(window.google.accounts.id) : reject(new Error('Google sign-in did not load.'));
    script.onerror = () => {
      loading = null;
      reject(new Error(`${SCRIPT} could not be loaded.`));
    };
    document.head.append(script);
  });
  return loading;
}

/**
 * Google's own sign-in button; its ID token goes to `POST /auth/social/google/`. Rendered only when the site is
 * built with `VITE_LOMI_GOOGLE_CLIENT_ID` (the same id as the server's `LOMI_GOOGLE_CLIENT_ID`).
 */
export default function GoogleSignIn({ clientId }: { clientId: string }) {
  const account = useAccountClient();
  const { locale } = useLomiSettings();
  const { signIn } = useSession();
  const slot = useRef<HTMLDivElement>(null);
  const [failure, setFailure] = useState<AuthFailure | null>(null);

  useEffect(() => {
    let current = true;
    loadGoogleIdentity().then(
      (google) => {
        if (!current || !slot.current) return;
        google.initialize({
          client_id: clientId,
          callback: ({ credential }) => {
            setFailure(null);
            account.auth
              .google({ credential })
              .then(signIn)
              .catch((error: unknown) => setFailure(authFailure(error, 'google')));
          },
        });
        google.renderButton(slot.current, { theme: 'outline', size: 'large', text: 'signin_with', locale });
      },
      (error: unknown) => {
        // Blocked by the network or a content blocker: the other ways to log in still work.
        console.error('[lomi] Google sign-in is not available.', error);
      },
    );
    return () => {
      current = false;
    };
  }, [account, clientId, locale, signIn]);

  return (
    <div className="auth-google">
      <FailureMessage failure={failure} />
      <div ref={slot} />
    </div>
  );
}
