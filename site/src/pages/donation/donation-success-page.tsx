import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../layout/use-document-title.ts';
import { useSiteText } from '../../language/use-site-text.ts';
import { campaignPath } from '../../routing/campaign-path.ts';
import { ReceiptLinks } from '../receipt/receipt-links.tsx';
import { campaignOfInvoice, parseCampaignId, receiptTokenOfInvoice } from './donation-memory.ts';
import { PaymentOutcome } from './payment-outcome.tsx';
import './donation.css';

/**
 * /donation/success (§2): where a card or hosted checkout returns after paying, with `?invoice_id=`. Shows the
 * invoice id so the donor can quote it, and leads back to the campaign when this tab started the payment (or
 * `?campaign_id=` names it). Below the thanks, §8's outcome of the payment once the invoice has settled, and
 * once it succeeded the receipt (download, view, the link to keep) when this tab holds its token.
 */
export default function DonationSuccessPage() {
  const t = useSiteText();
  const [params] = useSearchParams();
  const invoiceId = params.get('invoice_id')?.trim() || null;
  const campaignId =
    parseCampaignId(params.get('campaign_id')) ?? (invoiceId ? campaignOfInvoice(invoiceId) : null);
  // The receipt: only for the tab that started the payment (it holds the token), once the payment succeeded.
  const [receiptToken] = useState(() => (invoiceId ? receiptTokenOfInvoice(invoiceId) : null));
  const [succeeded, setSucceeded] = useState(false);
  useDocumentTitle(t('donationPage.success.title'));
  return (
    <div className="page donation-result donation-result--success" data-state="success">
      <p className="donation-result__icon" aria-hidden="true">
        ✓
      </p>
      <h1 className="page__title">{t('donationPage.success.title')}</h1>
      <p className="donation-result__text">{t('donationPage.success.text')}</p>
      {invoiceId && (
        <PaymentOutcome invoiceId={invoiceId} onSettled={(outcome) => setSucceeded(outcome === 'success')} />
      )}
      {invoiceId && (
        <p className="donation-result__invoice" data-invoice-id={invoiceId}>
          {t('donationPage.success.invoice', { invoiceId })}
        </p>
      )}
      {succeeded && receiptToken && <ReceiptLinks token={receiptToken} />}
      <p className="donation-result__actions">
        {campaignId !== null && (
          <Link to={campaignPath(campaignId)} className="button button--primary">
            {t('donationPage.success.campaign')}
          </Link>
        )}
        <Link
          to="/explore"
          className={campaignId === null ? 'button button--primary' : 'button button--secondary'}
        >
          {t('donationPage.success.explore')}
        </Link>
      </p>
    </div>
  );
}
