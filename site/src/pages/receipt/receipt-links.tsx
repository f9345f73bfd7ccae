import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { receiptPagePath, receiptPdfUrl } from '@lomi/core';
import { useLomiClient } from '@lomi/react';
import { ReceiptTextProvider, useReceiptText } from './receipt-text.ts';
import './receipt.css';

/**
 * The success page's receipt: 'Download receipt', 'View receipt', and the link to keep (with Copy), for the
 * donor who holds the token. Shown once the payment succeeded; its texts load with it.
 */
export function ReceiptLinks({ token }: { token: string }) {
  return (
    <ReceiptTextProvider>
      <ReceiptLinksView token={token} />
    </ReceiptTextProvider>
  );
}

function ReceiptLinksView({ token }: { token: string }) {
  const t = useReceiptText();
  const client = useLomiClient();
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<boolean | null>(null);
  const path = receiptPagePath(token);
  const link = new URL(path, window.location.origin).href;

  async function copy() {
    setCopied(null);
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      setCopied(false);
      field.current?.focus();
      field.current?.select();
    }
  }

  return (
    <section className="receipt-links" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="receipt-links__title">
        {t('receipt.links.title')}
      </h2>
      <p className="receipt-links__actions">
        <a className="button button--primary" href={receiptPdfUrl(client, token)} download>
          {t('receipt.download')}
        </a>
        <Link className="button button--secondary" to={path}>
          {t('receipt.links.view')}
        </Link>
      </p>
      <p>{t('receipt.links.keep')}</p>
      <label htmlFor={id} className="receipt-links__label">
        {t('receipt.links.label')}
      </label>
      <div className="receipt-links__copy">
        <input
          id={id}
          ref={field}
          className="receipt-links__field"
          value={link}
          readOnly
          spellCheck={false}
          dir="ltr"
        />
        <button type="button" className="button button--secondary" onClick={() => void copy()}>
          {t('receipt.links.copy')}
        </button>
      </div>
      <p role="status" aria-live="polite" className="receipt-links__status">
        {copied === null ? '' : copied ? t('receipt.links.copied') : t('receipt.links.copyFailed')}
      </p>
    </section>
  );
}
