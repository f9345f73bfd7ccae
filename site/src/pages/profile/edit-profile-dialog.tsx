import { useState, type FormEvent } from 'react';
import type { AccountProfile } from '@lomi/core';
import type { ProfileMessageKey } from './profile-text.ts';
import { FormField } from '../../shared/form-field/form-field.tsx';
import { useFocusFirstInvalid } from '../../shared/form-field/use-focus-first-invalid.ts';
import { SiteDialog } from '../../shared/site-dialog/site-dialog.tsx';
import {
  profileChanges,
  profileForm,
  serverFieldErrors,
  type ProfileField,
  type ProfileFieldProblem,
  type ProfileForm,
  type ProfileFormErrors,
} from './profile-changes.ts';
import { useProfileText } from './profile-text.ts';
import { useAccountClient } from '../../session/use-account-client.ts';

interface EditProfileDialogProps {
  profile: AccountProfile;
  onClose: () => void;
  /** Called with the updated profile once the server has saved it. */
  onSaved: (profile: AccountProfile) => void;
}

const FIELD_MESSAGES: Record<ProfileField, Partial<Record<ProfileFieldProblem, ProfileMessageKey>>> = {
  fullName: { invalid: 'profile.edit.invalid.fullName' },
  username: {
    invalid: 'profile.edit.invalid.username',
    required: 'profile.edit.required.username',
    taken: 'profile.edit.taken.username',
  },
  email: { invalid: 'profile.edit.invalid.email', taken: 'profile.edit.taken.email' },
};

const FIELDS: Array<{ field: ProfileField; label: ProfileMessageKey; type: string; autoComplete: string }> = [
  { field: 'fullName', label: 'profile.edit.fullName', type: 'text', autoComplete: 'name' },
  { field: 'username', label: 'profile.edit.username', type: 'text', autoComplete: 'username' },
  { field: 'email', label: 'profile.edit.email', type: 'email', autoComplete: 'email' },
];

/**
 * §2 Edit Profile popup: full name, username and e-mail, Save Changes → `PATCH /api/me/profile/` with the
 * changed fields. A refused field is marked and explained in place; the dialog stays open until it saves.
 */
export function EditProfileDialog({ profile, onClose, onSaved }: EditProfileDialogProps) {
  const t = useProfileText();
  const account = useAccountClient();
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const [form, setForm] = useState<ProfileForm>(() => profileForm(profile));
  const [errors, setErrors] = useState<ProfileFormErrors>({});
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const { changes, errors: problems } = profileChanges(profile, form);
    setErrors(problems);
    setFailed(false);
    if (Object.keys(problems).length > 0) {
      focusFirstInvalid();
      return;
    }
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    setSaving(true);
    try {
      onSaved(await account.me.updateProfile(changes));
    } catch (error) {
      const fieldErrors = serverFieldErrors(error);
      setErrors(fieldErrors);
      setFailed(Object.keys(fieldErrors).length === 0);
      setSaving(false);
    }
  }

  return (
    <SiteDialog title={t('profile.edit.title')} closeLabel={t('profile.edit.close')} onClose={onClose}>
      <form ref={formRef} className="profile-form" noValidate onSubmit={(event) => void submit(event)}>
        {FIELDS.map(({ field, label, type, autoComplete }, index) => {
          const problem = errors[field];
          const messageKey = problem ? FIELD_MESSAGES[field][problem] : undefined;
          return (
            <FormField
              key={field}
              block="profile-form"
              label={t(label)}
              hint={field === 'username' ? t('profile.edit.usernameHint') : undefined}
              type={type}
              name={field}
              autoComplete={autoComplete}
              value={form[field]}
              error={messageKey ? t(messageKey) : undefined}
              onChange={(value) => setForm({ ...form, [field]: value })}
              {...(index === 0 ? { 'data-lomi-autofocus': '' } : {})}
            />
          );
        })}
        {failed && (
          <p className="profile-form__error" role="alert">
            {t('profile.edit.failed')}
          </p>
        )}
        <div className="site-dialog__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('profile.edit.cancel')}
          </button>
          <button type="submit" className="button button--primary" aria-disabled={saving || undefined}>
            {saving ? t('profile.edit.saving') : t('profile.edit.save')}
          </button>
        </div>
      </form>
    </SiteDialog>
  );
}
