import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { useDocumentTitle } from '../../layout/use-document-title.ts';
import { NEXT_PARAM } from '../../session/login-path.ts';
import { useSession } from '../../session/use-session.ts';
import { LoadingState } from '../../shared/status/loading-state.tsx';
import { authFailure, type AuthFailure } from './auth-error.ts';
import { AuthTextProvider, useAuthText } from './auth-text.ts';
import { FailureMessage } from './failure-message.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { signupErrors, type SignupValues } from './signup-rules.ts';
import { FormField } from '../../shared/form-field/form-field.tsx';
import { useFocusFirstInvalid } from '../../shared/form-field/use-focus-first-invalid.ts';
import './auth.css';
import { useAccountClient } from '../../session/use-account-client.ts';

/** /signup (§2, logged out only): a password account, with the terms and privacy agreement. */
export default function SignupPage() {
  return (
    <AuthTextProvider fallback={<LoadingState />}>
      <Signup />
    </AuthTextProvider>
  );
}

const EMPTY: SignupValues = {
  fullName: '',
  username: '',
  email: '',
  password: '',
  repeat: '',
  agreed: false,
};

function Signup() {
  const t = useAuthText();
  useDocumentTitle(t('auth.signup.documentTitle'));
  const account = useAccountClient();
  const { signIn } = useSession();
  const { search } = useLocation();
  const [values, setValues] = useState(EMPTY);
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  // The password the server refused as too common: marked on its field until it is changed.
  const [refusedPassword, setRefusedPassword] = useState<string | null>(null);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const next = new URLSearchParams(search).get(NEXT_PARAM);
  const login = next ? `/login?${new URLSearchParams({ [NEXT_PARAM]: next }).toString()}` : '/login';

  const errors = signupErrors(values);
  const shown = (field: keyof SignupValues) => {
    const key = errors[field];
    return checked && key ? t(key) : null;
  };
  const passwordError =
    shown('password') ??
    (refusedPassword !== null && refusedPassword === values.password ? t('auth.error.passwordCommon') : null);
  const set = (field: keyof SignupValues) => (value: string) =>
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
    try {
      const session = await account.auth.signup({
        username: values.username.trim(),
        email: values.email.trim(),
        password: values.password,
        re_password: values.repeat,
        full_name: values.fullName.trim(),
      });
      await signIn(session);
    } catch (error) {
      const refusal = authFailure(error, 'signup');
      setBusy(false);
      if (refusal.input === 'password') {
        setRefusedPassword(values.password);
        focusFirstInvalid();
        return;
      }
      setFailure(refusal);
    }
  }

  return (
    <div className="page auth-page">
      <h1 className="page__title">{t('auth.signup.title')}</h1>
      <p className="auth-page__intro">{t('auth.signup.intro')}</p>
      <div className="auth-card">
        <form ref={formRef} className="auth-form" noValidate onSubmit={submit} aria-busy={busy}>
          <FailureMessage failure={failure} />
          <FormField
            block="auth-field"
            label={t('auth.fullName.label')}
            value={values.fullName}
            onChange={set('fullName')}
            error={shown('fullName')}
            name="full_name"
            autoComplete="name"
          />
          <FormField
            block="auth-field"
            label={t('auth.username.label')}
            hint={t('auth.username.hint')}
            value={values.username}
            onChange={set('username')}
            error={shown('username')}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
          />
          <FormField
            block="auth-field"
            label={t('auth.email.label')}
            value={values.email}
            onChange={set('email')}
            error={shown('email')}
            type="email"
            name="email"
            autoComplete="email"
            required
          />
          <NewPasswordFields
            password={values.password}
            repeat={values.repeat}
            onPasswordChange={set('password')}
            onRepeatChange={set('repeat')}
            labels={{ password: 'auth.password.label', repeat: 'auth.repeat.label' }}
            names={{ password: 'password', repeat: 're_password' }}
            passwordError={passwordError}
            repeatRule={errors.repeat}
            checked={checked}
          />
          <div className="auth-agree">
            <input
              id="signup-agree"
              type="checkbox"
              checked={values.agreed}
              onChange={(event) => setValues((current) => ({ ...current, agreed: event.target.checked }))}
              aria-invalid={shown('agreed') ? true : undefined}
              aria-describedby={shown('agreed') ? 'signup-agree-error' : undefined}
              required
            />
            <label htmlFor="signup-agree">
              {t('auth.agree.before')}
              <Link to="/legal/termsofservice" target="_blank">
                {t('auth.agree.terms')}
              </Link>
              {t('auth.agree.middle')}
              <Link to="/legal/privacypolicy" target="_blank">
                {t('auth.agree.privacy')}
              </Link>
              {t('auth.agree.after')}
            </label>
          </div>
          {shown('agreed') && (
            <p id="signup-agree-error" className="auth-field__error">
              {shown('agreed')}
            </p>
          )}
          <button type="submit" className="button button--primary auth-form__submit" disabled={busy}>
            {busy ? t('auth.signup.busy') : t('auth.signup.submit')}
          </button>
        </form>
      </div>
      <p className="auth-page__switch">
        {t('auth.signup.haveAccount')} <Link to={login}>{t('auth.signup.loginLink')}</Link>
      </p>
    </div>
  );
}
