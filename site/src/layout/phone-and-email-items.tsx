import { phoneHref } from './phone-href.ts';

/**
 * The phone and e-mail rows of a contact list (`<dl>`), as links; an unset one is left out. The footer and the
 * help center show the same deployment settings (LOMI_CONTACT_*) under their own labels.
 */
export function PhoneAndEmailItems({
  phone,
  email,
  phoneLabel,
  emailLabel,
}: {
  phone: string | null;
  email: string | null;
  phoneLabel: string;
  emailLabel: string;
}) {
  return (
    <>
      {phone && (
        <div>
          <dt>{phoneLabel}</dt>
          <dd>
            <a href={phoneHref(phone)}>{phone}</a>
          </dd>
        </div>
      )}
      {email && (
        <div>
          <dt>{emailLabel}</dt>
          <dd>
            <a href={`mailto:${email}`}>{email}</a>
          </dd>
        </div>
      )}
    </>
  );
}
