import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { AccountProfile } from '@lomi/core';
import { FormField } from '../../shared/form-field/form-field.tsx';
import { useFocusFirstInvalid } from '../../shared/form-field/use-focus-first-invalid.ts';
import { useDocumentTitle } from '../../layout/use-document-title.ts';
import { useAccountClient } from '../../session/use-account-client.ts';
import { useSession } from '../../session/use-session.ts';
import { LoadingState } from '../../shared/status/loading-state.tsx';
import { authFailure, type AuthFailure } from './auth-error.ts';
import { AuthTextProvider, useAuthText, type AuthMessageKey } from './auth-text.ts';
import {
  changePasswordErrors,
  needsCurrentPassword,
  type ChangePasswordValues,
} from './change-password-rules.ts';
import { FailureMessage } from './failure-message.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import './auth.css';

/** /change-password (login only, see app/pages.ts): the sign-in pages' texts are fetched with it. */
export default function ChangePasswordRoute() {
  return (
    <AuthTextProvider fallback={<LoadingState />}>
      <ChangePasswordGate />
    </AuthTextProvider>
  );
}

function ChangePasswordGate() {
  const { user } = useSession();
  // The route is login-only: a user is there unless the session just ended (RequireLogin then leaves).
  return user ? <ChangePasswordPage user={user} /> : null;
}

const EMPTY: ChangePasswordValues = { current: '', next: '', repeat: '' };

/** Which form field each body field of `POST /users/changepassword` is. */
const INPUTS: Record<string, keyof ChangePasswordValues> = {
  old_password: 'current',
  new_password: 'next',
  re_new_password: 'repeat',
};

/**
 * Change password (issue 11): current password, new password and its repeat, checked like sign-up (§5 and
 * NIST's cheap checks here, the common-password list on the server). On success the server ends every other
 * session and answers a fresh token for this one, which the session keeps.
 */
export function ChangePasswordPage({ user }: { user: AccountProfile }) {
  const t = useAuthText();
  useDocumentTitle(t('auth.changePassword.documentTitle'));
  const account = useAccountClient();
  const { signIn } = useSession();
  const [values, setValues] = useState(EMPTY);
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  // A value the server refused, marked on its field until it is changed.
  const [refused, setRefused] = useState<{
    input: keyof ChangePasswordValues;
    value: string;
    key: AuthMessageKey;
  } | null>(null);
  const [done, setDone] = useState(false);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const withCurrent = needsCurrentPassword(user);
  // The form is gone once the password changed: the focus goes to the message saying so.
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const errors = changePasswordErrors(values, user);
  const shown = (field: keyof ChangePasswordValues) => {
    const key = errors[field];
    if (checked && key) return t(key);
    if (refused?.input === field && refused.value === values[field]) return t(refused.key);
    return null;
  };
  const set = (field: keyof ChangePasswordValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(errors).length > 0 || busy) {
      focusFirstInvalid();
      return;
    }
    setBusy(true);
    setFailure(null);
    setRefused(null);
    try {
      const answer = await account.auth.changePassword({
        ...(values.current !== '' ? { old_password: values.current } : {}),
        new_password: values.next,
        re_new_password: values.repeat,
      });
      // The old token stopped working with the change: keep the fresh one.
      await signIn({ ...answer, user: { ...user, firstname: '', lastname: '' } });
      setValues(EMPTY);
      setChecked(false);
      setDone(true);
    } catch (error) {
      const refusal = authFailure(error, 'change-password');
      const input = refusal.input ? INPUTS[refusal.input] : undefined;
      if (input) {
        setRefused({ input, value: values[input], key: refusal.key });
        focusFirstInvalid();
      } else {
        setFailure(refusal);
      }
    } finally {
      setBusy(false);
    }
  }

  if (done) {
    return (
      <div className="page auth-page">
        <h1 className="page__title">{t('auth.changePassword.title')}</h1>
        <div className="auth-card">
          <p ref={doneRef} role="status" tabIndex={-1} className="auth-success">
            {t('auth.changePassword.done')}
          </p>
          <p className="auth-page__switch">
            <Link to="/user">{t('auth.changePassword.profileLink')}</Link>
          </p>
        </div>
      </div>
    );
  }

  return (
    <div className="page auth-page">
      <h1 className="page__title">{t('auth.changePassword.title')}</h1>
      <p className="auth-page__intro">{t('auth.changePassword.intro')}</p>
      <div className="auth-card">
        <form ref={formRef} className="auth-form" noValidate onSubmit={submit} aria-busy={busy}>
          <FailureMessage failure={failure} />
          {/* Lets password managers know whose password this is. */}
          <input type="text" name="username" autoComplete="username" value={user.username} readOnly hidden />
          <FormField
            block="auth-field"
            label={t('auth.currentPassword.label')}
            hint={withCurrent ? undefined : t('auth.currentPassword.optionalHint')}
            value={values.current}
            onChange={set('current')}
            error={shown('current')}
            type="password"
            name="old_password"
            autoComplete="current-password"
            required={withCurrent}
          />
          <NewPasswordFields
            password={values.next}
            repeat={values.repeat}
            onPasswordChange={set('next')}
            onRepeatChange={set('repeat')}
            labels={{ password: 'auth.newPasswordField.label', repeat: 'auth.repeatNew.label' }}
            names={{ password: 'new_password', repeat: 're_new_password' }}
            passwordError={shown('next')}
            repeatRule={errors.repeat}
            checked={checked}
            repeatRefusal={shown('repeat')}
          />
          <button type="submit" className="button button--primary auth-form__submit" disabled={busy}>
            {busy ? t('auth.changePassword.busy') : t('auth.changePassword.submit')}
          </button>
        </form>
      </div>
    </div>
  );
}
