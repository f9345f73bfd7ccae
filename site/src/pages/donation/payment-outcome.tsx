import { useEffect, useEffectEvent, useState } from 'react';
import { INVOICE_POLL_MS, type MessageFeature } from '@lomi/core';
import { useLomiClient, useTranslate } from '@lomi/react';
import { useMessageFeatures } from '../../language/use-message-features.ts';

const FEATURES: readonly MessageFeature[] = ['donation'];

type Outcome = 'success' | 'failed' | null;

/**
 * §8's payment outcome on the page a card or hosted checkout returns to: asks for the invoice (every
 * `INVOICE_POLL_MS` while it is pending) and says 'Thank you! Your payment was successful.' once it succeeded,
 * or 'Payment failed. Please try again.' if it failed. Says nothing while pending or when the invoice cannot be
 * read: the page's own thanks stand.
 */
export function PaymentOutcome({
  invoiceId,
  onSettled,
}: {
  invoiceId: string;
  /** Told the outcome once the invoice has settled (the success page then offers the receipt). */
  onSettled?: (outcome: 'success' | 'failed') => void;
}) {
  const client = useLomiClient();
  const ready = useMessageFeatures(FEATURES);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const settled = useEffectEvent((status: 'success' | 'failed') => {
    setOutcome(status);
    onSettled?.(status);
  });

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      client.invoices.get(invoiceId, { signal: controller.signal }).then(
        (invoice) => {
          if (invoice.status === 'pending') timer = setTimeout(check, INVOICE_POLL_MS);
          else settled(invoice.status);
        },
        () => {},
      );
    };
    check();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [client, invoiceId]);

  return (
    <div className="donation-result__outcome" role="status" data-status={outcome ?? 'pending'}>
      {ready && outcome ? <OutcomeText outcome={outcome} /> : null}
    </div>
  );
}

function OutcomeText({ outcome }: { outcome: 'success' | 'failed' }) {
  const t = useTranslate();
  return <p>{t(outcome === 'success' ? 'donation.thank-you' : 'donation.payment-failed')}</p>;
}
