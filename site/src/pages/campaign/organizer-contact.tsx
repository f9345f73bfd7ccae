import type { Campaign } from '@lomi/core';
import { LazyDialogButton } from '../../shared/lazy-dialog/lazy-dialog-button.tsx';
import { useCampaignText } from './campaign-text.ts';

const loadDialog = () => import('../../features/contact-fundraiser/contact-fundraiser-dialog.tsx');

interface OrganizerContactProps {
  campaign: Pick<Campaign, 'id' | 'organization'>;
}

/** `+251918220145` → `tel:+251918220145`; spaces and dashes people type are left out of the link. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * §2 for everyone but the owner: the organizer's e-mail and phone, and 'Contact Fundraiser', a modal whose
 * message reaches the organizer as a notification.
 */
export function OrganizerContact({ campaign }: OrganizerContactProps) {
  const t = useCampaignText();
  const { email, phone_number: phone } = campaign.organization;
  return (
    <section className="organizer-contact" aria-labelledby="organizer-contact-heading">
      <h2 id="organizer-contact-heading" className="organizer-contact__heading">
        {t('campaignDetail.contact.heading')}
      </h2>
      <dl className="organizer-contact__details">
        {email && (
          <div>
            <dt>{t('campaignDetail.contact.email')}</dt>
            <dd>
              <a href={`mailto:${email}`}>{email}</a>
            </dd>
          </div>
        )}
        {phone && (
          <div>
            <dt>{t('campaignDetail.contact.phone')}</dt>
            <dd>
              <a href={telHref(phone)} dir="ltr">
                {phone}
              </a>
            </dd>
          </div>
        )}
      </dl>
      <LazyDialogButton
        load={loadDialog}
        className="button button--secondary"
        dialog={(ContactFundraiserDialog, { close }) => (
          <ContactFundraiserDialog campaign={campaign} onClose={close} />
        )}
      >
        {t('campaignDetail.contact.open')}
      </LazyDialogButton>
    </section>
  );
}
