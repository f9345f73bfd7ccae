import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { LoadingState } from '../../shared/status/loading-state.tsx';
import { useDocumentTitle } from '../../layout/use-document-title.ts';
import { NEXT_PARAM } from '../../session/login-path.ts';
import { AuthTextProvider, useAuthText } from './auth-text.ts';
import { PasswordLoginForm } from './password-login-form.tsx';
import { PhoneLoginForm } from './phone-login-form.tsx';
import './auth.css';

/** Google sign-in is offered only when the site is built with a client id; Google's script is loaded only then. */
const GOOGLE_CLIENT_ID: string | undefined = import.meta.env.VITE_LOMI_GOOGLE_CLIENT_ID || undefined;
const GoogleSignIn = GOOGLE_CLIENT_ID ? lazy(() => import('./google-sign-in.tsx')) : null;

/** /login (§2, logged out only): e-mail or username and password, or a code sent to a phone. */
export default function LoginPage() {
  return (
    <AuthTextProvider fallback={<LoadingState />}>
      <Login />
    </AuthTextProvider>
  );
}

type Method = 'password' | 'phone';

function Login() {
  const t = useAuthText();
  useDocumentTitle(t('auth.login.documentTitle'));
  const [method, setMethod] = useState<Method>('password');
  const { search } = useLocation();
  // Creating an account instead still comes back to the page that asked for a login.
  const next = new URLSearchParams(search).get(NEXT_PARAM);
  const signup = next ? `/signup?${new URLSearchParams({ [NEXT_PARAM]: next }).toString()}` : '/signup';

  return (
    <div className="page auth-page">
      <h1 className="page__title">{t('auth.login.title')}</h1>
      <p className="auth-page__intro">{t('auth.login.intro')}</p>
      <div className="auth-card">
        <div className="auth-methods" role="group" aria-label={t('auth.method.label')}>
          {(['password', 'phone'] as const).map((choice) => (
            <button
              key={choice}
              type="button"
              className="auth-methods__option"
              aria-pressed={method === choice}
              onClick={() => setMethod(choice)}
            >
              {choice === 'password' ? t('auth.method.password') : t('auth.method.phone')}
            </button>
          ))}
        </div>
        {method === 'password' ? <PasswordLoginForm /> : <PhoneLoginForm />}
        {GoogleSignIn && GOOGLE_CLIENT_ID && (
          <Suspense fallback={null}>
            <GoogleSignIn clientId={GOOGLE_CLIENT_ID} />
          </Suspense>
        )}
      </div>
      <p className="auth-page__switch">
        {t('auth.login.noAccount')} <Link to={signup}>{t('auth.login.signupLink')}</Link>
      </p>
    </div>
  );
}
