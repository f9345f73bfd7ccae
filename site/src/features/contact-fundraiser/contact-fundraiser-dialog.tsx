import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  API_ERROR_CODES,
  errorKind,
  ApiError,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  contactFundraiserErrors,
  type Campaign,
  type ContactFundraiserErrors,
  type ContactFundraiserMessage,
  visibleEmail,
} from '@lomi/core';
import { useLomiClient } from '@lomi/react';
import { useCampaignText } from '../../pages/campaign/campaign-text.ts';
import type { CampaignMessageKey } from '../../pages/campaign/campaign-text.ts';
import { FormField } from '../../shared/form-field/form-field.tsx';
import { useFocusFirstInvalid } from '../../shared/form-field/use-focus-first-invalid.ts';
import '../../shared/dialog-form/dialog-form.css';
import { useSession } from '../../session/use-session.ts';
import { SiteDialog } from '../../shared/site-dialog/site-dialog.tsx';

export interface ContactFundraiserDialogProps {
  campaign: Pick<Campaign, 'id' | 'organization'>;
  onClose: () => void;
}

type Field = keyof ContactFundraiserMessage;
type Outcome = 'sent' | 'failed' | 'unreachable' | 'rate-limited' | null;

const OUTCOME_TEXT: Record<Exclude<Outcome, 'sent' | null>, CampaignMessageKey> = {
  failed: 'contactFundraiser.failed',
  unreachable: 'contactFundraiser.unreachable',
  'rate-limited': 'contactFundraiser.rateLimited',
};

function outcomeOf(error: unknown): Exclude<Outcome, 'sent' | null> {
  if (error instanceof ApiError && error.code === API_ERROR_CODES.organizerUnreachable) return 'unreachable';
  if (errorKind(error) === 'rate-limited') return 'rate-limited';
  return 'failed';
}

/**
 * §2 Contact Fundraiser modal (its own module): name, e-mail and message, checked like the server does
 * (`contactFundraiserErrors`), then really delivered to the organizer as a notification
 * (`POST /api/campaigns/{id}/contact/`). A signed-in visitor's name and e-mail are filled in.
 */
export default function ContactFundraiserDialog({ campaign, onClose }: ContactFundraiserDialogProps) {
  const t = useCampaignText();
  const client = useLomiClient();
  const { user } = useSession();
  const sentRef = useRef<HTMLParagraphElement>(null);
  const [values, setValues] = useState<ContactFundraiserMessage>(() => ({
    name: user?.full_name ?? '',
    // Not a made-up address of a phone sign-in: the organizer could not answer it.
    email: visibleEmail(user?.email) ?? '',
    message: '',
  }));
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const [errors, setErrors] = useState<ContactFundraiserErrors>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [sending, setSending] = useState(false);

  const message = (field: Field): string | undefined => {
    const problem = errors[field];
    if (!problem) return undefined;
    if (problem === 'required') return t(`contactFundraiser.error.${field}.required`);
    if (problem === 'too-long') {
      const max = field === 'name' ? CONTACT_NAME_MAX_LENGTH : CONTACT_MESSAGE_MAX_LENGTH;
      return t(
        field === 'name' ? 'contactFundraiser.error.name.tooLong' : 'contactFundraiser.error.message.tooLong',
        {
          max,
        },
      );
    }
    return t(
      field === 'name' ? 'contactFundraiser.error.name.invalid' : 'contactFundraiser.error.email.invalid',
    );
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const problems = contactFundraiserErrors(values);
    setErrors(problems);
    setOutcome(null);
    if (Object.keys(problems).length > 0) {
      focusFirstInvalid();
      return;
    }
    setSending(true);
    try {
      await client.campaigns.contactFundraiser(campaign.id, {
        name: values.name.trim(),
        email: values.email.trim(),
        message: values.message.trim(),
      });
      setOutcome('sent');
    } catch (error) {
      setOutcome(outcomeOf(error));
    } finally {
      setSending(false);
    }
  }

  // The form is gone once sent: the confirmation takes the focus, so it is read out and Tab reaches Close.
  useEffect(() => {
    if (outcome === 'sent') sentRef.current?.focus();
  }, [outcome]);

  const set = (field: Field) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  return (
    <SiteDialog
      title={t('contactFundraiser.title')}
      closeLabel={t('contactFundraiser.close')}
      onClose={onClose}
      description={<p>{t('contactFundraiser.intro', { organization: campaign.organization.name })}</p>}
    >
      {outcome === 'sent' ? (
        <>
          <p ref={sentRef} className="dialog-form__status" role="status" tabIndex={-1}>
            {t('contactFundraiser.sent')}
          </p>
          <div className="site-dialog__actions">
            <button type="button" className="button button--primary" onClick={onClose}>
              {t('contactFundraiser.close')}
            </button>
          </div>
        </>
      ) : (
        <form ref={formRef} className="dialog-form" noValidate onSubmit={(event) => void submit(event)}>
          <FormField
            block="dialog-form"
            name="name"
            label={t('contactFundraiser.field.name')}
            value={values.name}
            onChange={set('name')}
            error={message('name')}
            autoComplete="name"
            data-lomi-autofocus=""
          />
          <FormField
            block="dialog-form"
            name="email"
            type="email"
            label={t('contactFundraiser.field.email')}
            value={values.email}
            onChange={set('email')}
            error={message('email')}
            autoComplete="email"
          />
          <FormField
            block="dialog-form"
            name="message"
            label={t('contactFundraiser.field.message')}
            value={values.message}
            onChange={set('message')}
            error={message('message')}
            rows={6}
          />
          {outcome && (
            <p className="dialog-form__status dialog-form__status--failed" role="alert">
              {t(OUTCOME_TEXT[outcome])}
            </p>
          )}
          <div className="site-dialog__actions">
            <button type="button" className="button button--secondary" onClick={onClose}>
              {t('contactFundraiser.cancel')}
            </button>
            <button type="submit" className="button button--primary" aria-disabled={sending || undefined}>
              {sending ? t('contactFundraiser.sending') : t('contactFundraiser.send')}
            </button>
          </div>
        </form>
      )}
    </SiteDialog>
  );
}
