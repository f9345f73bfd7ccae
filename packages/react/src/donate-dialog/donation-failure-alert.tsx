import { donationFailureText, type DonationFailure } from '@lomi/core';
import { useTranslate } from '../provider/use-translate.ts';

/**
 * Why a donation failed, in the dialog and the wizard (§8): too many attempts and how long to wait, 'Payment
 * failed. Please try again.' with the provider's reason, or the server's message ('Donation failed' without
 * one). `data-code` carries the server's error code for styling and tests.
 */
export function DonationFailureAlert({ failure }: { failure: DonationFailure | null }) {
  const t = useTranslate();
  const text = donationFailureText(failure);
  const headline = text.detail !== null && text.key === 'donation.failed' ? null : t(text.key, text.values);
  return (
    <div className="lomi-failure" role="alert" data-code={failure?.code ?? undefined}>
      {headline !== null ? <p className="lomi-failure__text">{headline}</p> : null}
      {text.detail !== null ? <p className="lomi-failure__detail">{text.detail}</p> : null}
    </div>
  );
}
