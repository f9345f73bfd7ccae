import { Link } from 'react-router';
import { formatCreatedAgo, formatDate, type FlaggedPayment } from '@lomi/core';
import { useSiteLanguage } from '../../language/language-context.ts';
import { ourAmount, reportedText } from './payment-texts.ts';
import { usePaymentsText } from './payments-text.ts';

interface FlaggedPaymentItemProps {
  payment: FlaggedPayment;
  /** Opens the resolve dialog; left out for a resolved payment. */
  onResolve?: (payment: FlaggedPayment) => void;
}

/** One flagged payment: our donation beside what the provider said, why, the donor, and its resolution. */
export function FlaggedPaymentItem({ payment, onResolve }: FlaggedPaymentItemProps) {
  const t = usePaymentsText();
  const { locale } = useSiteLanguage();
  const amount = ourAmount(payment, locale);
  const { reported, resolution } = payment;
  const titleId = `console-payment-${payment.invoice_id}`;
  return (
    <li
      className="console-payments__item"
      aria-labelledby={titleId}
      data-state={resolution ? 'resolved' : 'open'}
    >
      <h2 id={titleId} className="console-payments__title">
        <Link to={`/campaign/${payment.campaign.id}`}>{payment.campaign.title}</Link>
      </h2>
      <dl className="console-payments__facts">
        <div>
          <dt>{t('payments.ours')}</dt>
          <dd>
            {t('payments.ours.value', {
              amount,
              method: t(`payments.method.${payment.method}`),
              provider: payment.provider,
            })}
          </dd>
        </div>
        <div>
          <dt>{t('payments.reported')}</dt>
          <dd>
            <strong>{reportedText(payment, locale, t)}</strong>
            {' · '}
            {reported.reference
              ? t('payments.reported.reference', { reference: reported.reference })
              : t('payments.reported.noReference')}
            {reported.at && (
              <> · {t('payments.reported.at', { ago: formatCreatedAgo(new Date(reported.at), locale) })}</>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('payments.reason')}</dt>
          <dd>{payment.review_reason}</dd>
        </div>
        <div>
          <dt>{t('payments.donor')}</dt>
          <dd>
            {payment.donor.name ?? t('payments.donor.unknown')}
            {' · '}
            {payment.donor.email ?? t('payments.donor.noEmail')}
          </dd>
        </div>
      </dl>
      <p className="console-payments__meta">
        {t('payments.expiry', {
          started: formatCreatedAgo(new Date(payment.created), locale),
          expires: formatDate(payment.expires_at, locale, { style: 'medium' }),
        })}
        {' · '}
        {t('payments.invoice', { id: payment.invoice_id })}
      </p>
      {resolution ? (
        <div className="console-payments__resolution">
          <p>
            <strong>
              {t('payments.resolved', {
                resolution: t(`payments.resolution.${resolution.kind}`),
                operator: resolution.operator?.username ?? t('payments.resolved.someone'),
                ago: formatCreatedAgo(new Date(resolution.at), locale),
              })}
            </strong>
          </p>
          <p className="console-payments__note">{t('payments.note', { note: resolution.note })}</p>
        </div>
      ) : (
        onResolve && (
          <button
            type="button"
            className="button button--primary"
            aria-label={t('payments.resolve.label', { amount, campaign: payment.campaign.title })}
            onClick={() => onResolve(payment)}
          >
            {t('payments.resolve')}
          </button>
        )
      )}
    </li>
  );
}
