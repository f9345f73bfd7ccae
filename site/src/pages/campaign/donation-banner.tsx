import { useSearchParams } from 'react-router';
import { useSiteText } from '../../language/use-site-text.ts';

/** The query parameters a finished payment brings the donor back with (§2 Campaign detail). */
const SUCCESS_PARAM = 'donation_success';
const INVOICE_PARAM = 'invoice_id';

/** Whether `?donation_success=` reports a success (any value but an explicit false). */
function reportsSuccess(value: string | null): boolean {
  return value !== null && !/^(?:false|0|no)$/i.test(value.trim());
}

/**
 * The thank-you banner for `?donation_success=…&invoice_id=…`, with the invoice id. Dismissing it removes both
 * parameters from the address (a reload or a shared link no longer thanks anyone) and moves focus to `focusAfter`.
 */
export function DonationBanner({ focusAfter }: { focusAfter: () => void }) {
  const t = useSiteText();
  const [params, setParams] = useSearchParams();
  if (!reportsSuccess(params.get(SUCCESS_PARAM))) return null;
  const invoiceId = params.get(INVOICE_PARAM)?.trim() || null;

  function dismiss() {
    const next = new URLSearchParams(params);
    next.delete(SUCCESS_PARAM);
    next.delete(INVOICE_PARAM);
    setParams(next, { replace: true, preventScrollReset: true });
    focusAfter();
  }

  return (
    <div className="donation-banner" role="status" data-invoice-id={invoiceId ?? undefined}>
      <div className="donation-banner__text">
        <p className="donation-banner__title">{t('campaign.banner.title')}</p>
        {invoiceId && (
          <p className="donation-banner__invoice">{t('campaign.banner.invoice', { invoiceId })}</p>
        )}
      </div>
      <button type="button" className="button button--secondary donation-banner__dismiss" onClick={dismiss}>
        {t('campaign.banner.dismiss')}
      </button>
    </div>
  );
}
