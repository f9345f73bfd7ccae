import { useState, type FormEvent } from 'react';
import { useSession } from '../../session/use-session.ts';
import { authFailure, type AuthFailure } from './auth-error.ts';
import { useAuthText } from './auth-text.ts';
import { FailureMessage } from './failure-message.tsx';
import { FormField } from '../../shared/form-field/form-field.tsx';
import { useAccountClient } from '../../session/use-account-client.ts';

/** Log in with e-mail or username and password (`POST /auth/jwt/login/`). */
export function PasswordLoginForm() {
  const t = useAuthText();
  const account = useAccountClient();
  const { signIn } = useSession();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<AuthFailure | null>(null);

  const identifierError = checked && identifier.trim() === '' ? t('auth.error.identifier') : null;
  const passwordError = checked && password === '' ? t('auth.error.password') : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (identifier.trim() === '' || password === '' || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await signIn(await account.auth.login({ identifier: identifier.trim(), password }));
      // Signed in: the page's guard moves on to `next` (or home).
    } catch (error) {
      setFailure(authFailure(error, 'login'));
      setBusy(false);
    }
  }

  return (
    <form className="auth-form" noValidate onSubmit={submit} aria-busy={busy}>
      <FailureMessage failure={failure} />
      <FormField
        block="auth-field"
        label={t('auth.identifier.label')}
        value={identifier}
        onChange={setIdentifier}
        error={identifierError}
        name="identifier"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
      />
      <FormField
        block="auth-field"
        label={t('auth.password.label')}
        value={password}
        onChange={setPassword}
        error={passwordError}
        type="password"
        name="password"
        autoComplete="current-password"
        required
      />
      <button type="submit" className="button button--primary auth-form__submit" disabled={busy}>
        {busy ? t('auth.login.busy') : t('auth.login.submit')}
      </button>
    </form>
  );
}
