import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  ApiError,
  errorKind,
  ORGANIZATION_MAX_LENGTHS,
  organizationFormErrors,
  sanitizePhoneInput,
  type OrganizationFields,
  type OrganizationFiles,
  type OrganizationFormErrors,
  type OrganizationTextField,
  type OwnOrganization,
} from '@lomi/core';
import { useLomiClient } from '@lomi/react';
import { FormField } from '../../shared/form-field/form-field.tsx';
import { useFocusFirstInvalid } from '../../shared/form-field/use-focus-first-invalid.ts';
import { UploadProgress } from '../../shared/upload-progress/upload-progress.tsx';
import { DocumentsPicker } from './documents-picker.tsx';
import { LogoPicker } from './logo-picker.tsx';
import { useOrganizationFormText, type OrganizationFormMessageKey } from './organization-form-text.ts';

/** The form's values: the §3 fields, the phone as the 9 digits after the `+251` shown beside it. */
export interface OrganizationFormValues extends Omit<OrganizationFields, 'phone_number'> {
  phone: string;
}

/** Sends the form; rejects with the client's `ApiError` (the form explains 400, 413 and 409 answers). */
export type SendOrganization<Saved = OwnOrganization> = (
  fields: OrganizationFields,
  files: OrganizationFiles,
  onProgress: (sent: number, total: number) => void,
  signal: AbortSignal,
) => Promise<Saved>;

/** What an edited organization fills the form with: its fields, its logo's path and its documents' names. */
export type OrganizationFormInitial = Pick<
  OwnOrganization,
  | 'name'
  | 'description'
  | 'email'
  | 'phone_number'
  | 'contact_person_name'
  | 'address'
  | 'website'
  | 'accepts_asrat'
  | 'logo'
  | 'documents'
>;

interface OrganizationFormProps<Saved> {
  mode: 'create' | 'edit';
  /** The organization being edited (its values fill the form, its logo and documents are listed). */
  organization?: OrganizationFormInitial | undefined;
  /**
   * Where the current logo is shown from, when not the public media path of `organization.logo` (the operator
   * console's object URL of a logo only operators may read); null while there is none to show.
   */
  logoSrc?: string | null;
  send: SendOrganization<Saved>;
  /** The organization was saved; the form has already said so. */
  onSaved: (saved: Saved) => void;
  /** More fields at the top of the form (the console's owner's e-mail address). */
  leading?: ReactNode;
  /** More at the end of the form, before its button (the console's documents to remove). */
  trailing?: ReactNode;
}

type FieldKey = OrganizationTextField;
const FIELD_ORDER: readonly FieldKey[] = [
  'name',
  'email',
  'phone_number',
  'contact_person_name',
  'description',
  'address',
  'website',
];
const REQUIRED: ReadonlySet<FieldKey> = new Set(['name', 'email', 'phone_number', 'contact_person_name']);

function initialValues(organization: OrganizationFormInitial | undefined): OrganizationFormValues {
  return {
    name: organization?.name ?? '',
    description: organization?.description ?? '',
    email: organization?.email ?? '',
    phone: organization ? sanitizePhoneInput(organization.phone_number) : '',
    contact_person_name: organization?.contact_person_name ?? '',
    address: organization?.address ?? '',
    website: organization?.website ?? '',
    accepts_asrat: organization?.accepts_asrat ?? false,
  };
}

/** The fields as the API takes them (the phone with its `+251`), trimmed. */
function apiFields(values: OrganizationFormValues): OrganizationFields {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    email: values.email.trim(),
    phone_number: values.phone ? `+251${values.phone}` : '',
    contact_person_name: values.contact_person_name.trim(),
    address: values.address.trim(),
    website: values.website.trim(),
    accepts_asrat: values.accepts_asrat,
  };
}

/** The fields a refusal named, as 'invalid' (its texts are the server's English; the form shows its own). */
function rejectedFields(error: unknown): OrganizationFormErrors {
  if (!(error instanceof ApiError) || errorKind(error) !== 'invalid' || !error.errors) return {};
  const errors: OrganizationFormErrors = {};
  for (const field of FIELD_ORDER) if (error.errors[field]) errors[field] = 'invalid';
  return errors;
}

type Outcome = { kind: 'saved' } | { kind: 'failed'; reason: OrganizationFormMessageKey | null } | null;

/**
 * The organization form of §2 /create-organization and /edit-organization/{id}: name, description, e-mail,
 * phone, contact person, address, website, accepts Asrat, a logo (previewed, removable) and supporting
 * documents (each removable). §5's rules are checked as each field is left and on Send, with the messages
 * under the fields; while the form goes up a real progress bar shows the bytes sent. §8's texts say how it
 * ended; a refusal the server explains (a field, a file too large or of another type) is said under them.
 */
export function OrganizationForm<Saved = OwnOrganization>({
  mode,
  organization,
  logoSrc,
  send,
  onSaved,
  leading,
  trailing,
}: OrganizationFormProps<Saved>) {
  const t = useOrganizationFormText();
  const client = useLomiClient();
  const currentLogo =
    logoSrc !== undefined ? logoSrc : organization?.logo ? client.urls.media(organization.logo) : null;
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const [values, setValues] = useState(() => initialValues(organization));
  const [touched, setTouched] = useState<ReadonlySet<FieldKey>>(() => new Set());
  const [rejected, setRejected] = useState<OrganizationFormErrors>({});
  const [logo, setLogo] = useState<File | null>(null);
  const [documents, setDocuments] = useState<File[]>([]);
  const [percent, setPercent] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const upload = useRef<AbortController | null>(null);
  const sending = percent !== null;

  // Leaving the page stops an upload still under way.
  useEffect(() => () => upload.current?.abort(), []);

  const fields = apiFields(values);
  const problems = organizationFormErrors(fields);
  const problem = (field: FieldKey) => rejected[field] ?? (touched.has(field) ? problems[field] : undefined);
  const error = (field: FieldKey) => {
    const found = problem(field);
    if (found === 'required') return t('organizationForm.error.required');
    if (found === 'tooLong')
      return t('organizationForm.error.tooLong', { max: ORGANIZATION_MAX_LENGTHS[field] });
    if (found === 'invalid') return t(`organizationForm.error.invalid.${field}`);
    return undefined;
  };
  const label = (field: FieldKey, key: OrganizationFormMessageKey) =>
    REQUIRED.has(field) ? `${t(key)} (${t('organizationForm.required')})` : t(key);

  function change<K extends keyof OrganizationFormValues>(key: K, value: OrganizationFormValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    const field = key === 'phone' ? 'phone_number' : key;
    setRejected(({ [field as FieldKey]: _, ...others }) => others);
    setOutcome(null);
  }
  const leave = (field: FieldKey) => setTouched((current) => new Set(current).add(field));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setOutcome(null);
    if (Object.keys(problems).length > 0) {
      setTouched(new Set(FIELD_ORDER));
      focusFirstInvalid();
      return;
    }
    const controller = new AbortController();
    upload.current = controller;
    setPercent(0);
    try {
      const files: OrganizationFiles = { ...(logo ? { logo } : {}), documents };
      const saved = await send(
        fields,
        files,
        (sent, total) => setPercent(total > 0 ? (sent / total) * 100 : 0),
        controller.signal,
      );
      if (controller.signal.aborted) return;
      setLogo(null);
      setDocuments([]);
      setOutcome({ kind: 'saved' });
      onSaved(saved);
    } catch (failure) {
      if (controller.signal.aborted) return;
      const fieldErrors = rejectedFields(failure);
      setRejected(fieldErrors);
      setOutcome({ kind: 'failed', reason: failureReason(failure, fieldErrors) });
      if (Object.keys(fieldErrors).length > 0) focusFirstInvalid();
    } finally {
      if (!controller.signal.aborted) setPercent(null);
      if (upload.current === controller) upload.current = null;
    }
  }

  const field = (name: FieldKey, key: OrganizationFormMessageKey) => ({
    block: 'dialog-form',
    name,
    label: label(name, key),
    error: error(name),
    onBlur: () => leave(name),
    required: REQUIRED.has(name),
    maxLength: ORGANIZATION_MAX_LENGTHS[name],
  });

  return (
    <form
      ref={formRef}
      className="organization-form"
      noValidate
      aria-busy={sending}
      onSubmit={(event) => void submit(event)}
    >
      {leading}
      <FormField
        {...field('name', 'organizationForm.name')}
        autoComplete="organization"
        value={values.name}
        onChange={(value) => change('name', value)}
      />
      <FormField
        {...field('email', 'organizationForm.email')}
        type="email"
        autoComplete="email"
        spellCheck={false}
        value={values.email}
        onChange={(value) => change('email', value)}
      />
      <FormField
        {...field('phone_number', 'organizationForm.phone')}
        maxLength={undefined}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="911223344"
        hint={t('organizationForm.phoneHint')}
        value={values.phone}
        onChange={(value) => change('phone', sanitizePhoneInput(value))}
        prefix={
          <span className="dialog-form__prefix" aria-hidden="true">
            +251
          </span>
        }
      />
      <FormField
        {...field('contact_person_name', 'organizationForm.contactPerson')}
        autoComplete="name"
        value={values.contact_person_name}
        onChange={(value) => change('contact_person_name', value)}
      />
      <FormField
        {...field('description', 'organizationForm.description')}
        rows={5}
        hint={t('organizationForm.descriptionHint')}
        value={values.description}
        onChange={(value) => change('description', value)}
      />
      <FormField
        {...field('address', 'organizationForm.address')}
        autoComplete="street-address"
        value={values.address}
        onChange={(value) => change('address', value)}
      />
      <FormField
        {...field('website', 'organizationForm.website')}
        type="url"
        inputMode="url"
        autoComplete="url"
        spellCheck={false}
        hint={t('organizationForm.websiteHint')}
        value={values.website}
        onChange={(value) => change('website', value)}
      />
      <label className="organization-form__check">
        <input
          type="checkbox"
          name="accepts_asrat"
          checked={values.accepts_asrat}
          onChange={(event) => change('accepts_asrat', event.target.checked)}
        />
        {t('organizationForm.acceptsAsrat')}
      </label>
      <LogoPicker
        currentLogo={currentLogo}
        file={logo}
        onChange={(file) => {
          setLogo(file);
          setOutcome(null);
        }}
        disabled={sending}
      />
      <DocumentsPicker
        sent={organization?.documents ?? []}
        files={documents}
        onChange={(files) => {
          setDocuments(files);
          setOutcome(null);
        }}
        disabled={sending}
      />
      {trailing}
      {sending && (
        <UploadProgress
          label={t('organizationForm.progress')}
          percent={percent}
          valueText={t('organizationForm.progressValue', { percent: Math.round(percent) })}
        />
      )}
      <div className="organization-form__actions">
        <button type="submit" className="button button--primary" aria-disabled={sending || undefined}>
          {sending ? t('organizationForm.sending') : t(`organizationForm.${mode}.submit`)}
        </button>
      </div>
      <div className="organization-form__outcome" role="status">
        {outcome?.kind === 'saved' && (
          <p className="organization-form__saved">{t(`organizationForm.${mode}.success`)}</p>
        )}
      </div>
      <div role="alert">
        {outcome?.kind === 'failed' && (
          <div className="organization-form__failed">
            <p>{t(`organizationForm.${mode}.failed`)}</p>
            {outcome.reason && <p>{t(outcome.reason)}</p>}
          </div>
        )}
      </div>
    </form>
  );
}

/** What the server's refusal tells the user beyond §8's failure text, if anything. */
function failureReason(
  failure: unknown,
  fieldErrors: OrganizationFormErrors,
): OrganizationFormMessageKey | null {
  switch (errorKind(failure)) {
    case 'too-large':
      return 'organizationForm.failure.tooLarge';
    case 'invalid':
      // A refusal that names none of the text fields is about a file (its type, an unreadable image).
      return Object.keys(fieldErrors).length > 0
        ? 'organizationForm.failure.fields'
        : 'organizationForm.failure.files';
    case 'conflict':
      return 'organizationForm.failure.notApproved';
    default:
      return null;
  }
}
