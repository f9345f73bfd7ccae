import { useRef, useState, type FormEvent } from 'react';
import {
  isValidLocalPhone,
  sanitizePhoneInput,
  toInternationalPhone,
  type OtpRequestAnswer,
} from '@lomi/core';
import { useLomiSettings } from '@lomi/react';
import { useSession } from '../../session/use-session.ts';
import { authFailure, type AuthFailure } from './auth-error.ts';
import { useAuthText } from './auth-text.ts';
import { FailureMessage } from './failure-message.tsx';
import { FormField } from '../../shared/form-field/form-field.tsx';
import { useAccountClient } from '../../session/use-account-client.ts';

/** `+251 9XX XXX XXX`, as people read their number. */
function shownPhone(local: string): string {
  return `+251 ${local.slice(0, 3)} ${local.slice(3, 6)} ${local.slice(6)}`;
}

/**
 * Phone sign-in (`auth_type` phone_otp): the number gets a code by SMS (`POST /auth/otp/request/`), the code is
 * traded for a session (`POST /auth/otp/verify/`). A new number gets a new account.
 */
export function PhoneLoginForm() {
  const t = useAuthText();
  const account = useAccountClient();
  const { locale } = useLomiSettings();
  const { signIn } = useSession();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<OtpRequestAnswer | null>(null);
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);

  const phoneError = checked && !sent && !isValidLocalPhone(phone) ? t('auth.error.phone') : null;
  const codeError = checked && sent && !/^\d{4,8}$/.test(code.trim()) ? t('auth.error.code') : null;

  async function requestCode(event?: FormEvent) {
    event?.preventDefault();
    setChecked(true);
    if (!isValidLocalPhone(phone) || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const answer = await account.auth.requestOtp({
        phone_number: toInternationalPhone(phone),
        lang: locale,
      });
      setSent(answer);
      setCode('');
      setChecked(false);
      // The code field replaces the number field: put the focus where the next keystroke goes.
      requestAnimationFrame(() => codeInput.current?.focus());
    } catch (error) {
      setFailure(authFailure(error, 'otp-request'));
    } finally {
      setBusy(false);
    }
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (!sent || !/^\d{4,8}$/.test(code.trim()) || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await signIn(await account.auth.verifyOtp({ phone_number: sent.phone_number, code: code.trim() }));
    } catch (error) {
      setFailure(authFailure(error, 'otp-verify'));
      setBusy(false);
    }
  }

  if (!sent) {
    return (
      <form className="auth-form" noValidate onSubmit={requestCode} aria-busy={busy}>
        <FailureMessage failure={failure} />
        <FormField
          block="auth-field"
          label={t('auth.phone.label')}
          hint={t('auth.phone.hint')}
          value={phone}
          onChange={(value) => setPhone(sanitizePhoneInput(value))}
          error={phoneError}
          prefix={
            <span className="auth-field__prefix" aria-hidden="true">
              +251
            </span>
          }
          type="tel"
          name="phone"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="911223344"
          required
        />
        <button type="submit" className="button button--primary auth-form__submit" disabled={busy}>
          {busy ? t('auth.phone.sending') : t('auth.phone.send')}
        </button>
      </form>
    );
  }

  return (
    <form className="auth-form" noValidate onSubmit={verify} aria-busy={busy}>
      <FailureMessage failure={failure} />
      <p className="auth-form__note">
        {t('auth.code.sent', {
          length: sent.code_length,
          phone: shownPhone(phone),
          minutes: Math.round(sent.expires_in / 60),
        })}
      </p>
      <FormField
        block="auth-field"
        ref={codeInput}
        label={t('auth.code.label')}
        value={code}
        onChange={(value) => setCode(value.replace(/\D/g, '').slice(0, 8))}
        error={codeError}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        required
      />
      <button type="submit" className="button button--primary auth-form__submit" disabled={busy}>
        {busy ? t('auth.code.busy') : t('auth.code.submit')}
      </button>
      <div className="auth-form__actions">
        <button type="button" className="auth-link-button" disabled={busy} onClick={() => void requestCode()}>
          {t('auth.code.resend')}
        </button>
        <button
          type="button"
          className="auth-link-button"
          disabled={busy}
          onClick={() => {
            setSent(null);
            setFailure(null);
            setChecked(false);
          }}
        >
          {t('auth.code.otherNumber')}
        </button>
      </div>
    </form>
  );
}
