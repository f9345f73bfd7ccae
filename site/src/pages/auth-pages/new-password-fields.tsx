import { FormField } from '../../shared/form-field/form-field.tsx';
import { useAuthText, type AuthMessageKey } from './auth-text.ts';

export interface NewPasswordFieldsProps {
  /** The new password and its repeat, as typed. */
  password: string;
  repeat: string;
  onPasswordChange: (value: string) => void;
  onRepeatChange: (value: string) => void;
  /** The labels of the two fields (sign-up says 'Password', change-password 'New password'). */
  labels: { password: AuthMessageKey; repeat: AuthMessageKey };
  /** The body fields of the request, which the server names in its refusals. */
  names: { password: string; repeat: string };
  /** What the password field says: a rule it breaks once the form was submitted, or the server's refusal. */
  passwordError: string | null;
  /** The repeat's own rule (§5: "Password Doesn't Match"), whether or not the form was submitted. */
  repeatRule: AuthMessageKey | undefined;
  /** True once the form was submitted: an empty repeat then shows its rule too. */
  checked: boolean;
  /** A server refusal of the repeat, shown when the repeat breaks no rule of its own. */
  repeatRefusal?: string | null;
}

/**
 * The new password and its repeat, as sign-up and change-password ask for them: the strong-password hint,
 * and §5's 'Password Matches' / "Password Doesn't Match" as soon as the repeat is typed.
 */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const t = useAuthText();
  const { password, repeat, repeatRule, checked } = props;
  const repeatError = (repeat !== '' || checked) && repeatRule ? t(repeatRule) : null;
  const repeatNote = repeat !== '' && !repeatRule ? t('auth.password.matches') : null;
  return (
    <>
      <FormField
        block="auth-field"
        label={t(props.labels.password)}
        hint={t('auth.strongPassword.hint')}
        value={password}
        onChange={props.onPasswordChange}
        error={props.passwordError}
        type="password"
        name={props.names.password}
        autoComplete="new-password"
        required
      />
      <FormField
        block="auth-field"
        label={t(props.labels.repeat)}
        value={repeat}
        onChange={props.onRepeatChange}
        error={repeatError ?? props.repeatRefusal ?? null}
        note={repeatNote}
        type="password"
        name={props.names.repeat}
        autoComplete="new-password"
        required
      />
    </>
  );
}
