import { Link, useParams } from 'react-router';
import { errorKind, fetchReceipt, receiptPdfUrl, type Receipt } from '@lomi/core';
import { useLomiClient } from '@lomi/react';
import { useDocumentTitle } from '../../layout/use-document-title.ts';
import { useSiteLanguage } from '../../language/language-context.ts';
import { useApi } from '../../shared/data/use-api.ts';
import { ErrorState } from '../../shared/status/error-state.tsx';
import { LoadingState } from '../../shared/status/loading-state.tsx';
import { ReceiptFacts } from './receipt-facts.tsx';
import { ReceiptTextProvider, useReceiptText } from './receipt-text.ts';
import './receipt.css';

/**
 * /receipts/{token}: a donor's receipt, and what its QR code opens to verify it. Anyone holding the link sees
 * 'This receipt is genuine' with the facts Lomi recorded; a link that opens nothing says so, the same way
 * whatever the reason (the server never tells whether an invoice exists).
 */
export default function ReceiptRoute() {
  return (
    <ReceiptTextProvider fallback={<LoadingState />}>
      <ReceiptPage />
    </ReceiptTextProvider>
  );
}

export function ReceiptPage() {
  const t = useReceiptText();
  const { token = '' } = useParams();
  useDocumentTitle(t('receipt.documentTitle'));
  const result = useApi(`receipt:${token}`, (client, signal) => fetchReceipt(client, token, { signal }));
  if (result.state === 'loading') return <LoadingState />;
  if (result.state === 'error') return <ReceiptProblem error={result.error} onRetry={result.retry} />;
  return <ReceiptView receipt={result.data} token={token} />;
}

function ReceiptView({ receipt, token }: { receipt: Receipt; token: string }) {
  const t = useReceiptText();
  const client = useLomiClient();
  const { locale } = useSiteLanguage();
  return (
    <div className="page receipt" data-state="ready">
      <h1 className="page__title">{t('receipt.title')}</h1>
      <div className="receipt__verdict" role="status">
        <h2 className="receipt__genuine">
          <span aria-hidden="true">✓ </span>
          {t('receipt.genuine')}
        </h2>
        <p>{t('receipt.genuineText')}</p>
      </div>
      <ReceiptFacts receipt={receipt} locale={locale} />
      <p className="receipt__actions">
        <a className="button button--primary" href={receiptPdfUrl(client, token)} download>
          {t('receipt.download')}
        </a>
        <Link className="button button--secondary" to={`/campaign/${receipt.campaign.id}`}>
          {receipt.campaign.title}
        </Link>
      </p>
    </div>
  );
}

/** Not found, too many lookups, or another failure (with Try again), by the error's kind. */
function ReceiptProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useReceiptText();
  const kind = errorKind(error);
  if (kind === 'not-found' || kind === 'invalid') {
    return (
      <div className="page receipt" data-state="not-found">
        <h1 className="page__title">{t('receipt.notFound.title')}</h1>
        <p>{t('receipt.notFound.text')}</p>
      </div>
    );
  }
  return (
    <div className="page receipt" data-state="error">
      <h1 className="page__title">{t('receipt.error.title')}</h1>
      {kind === 'rate-limited' ? (
        <p role="alert">{t('receipt.rateLimited')}</p>
      ) : (
        <ErrorState onRetry={onRetry} />
      )}
    </div>
  );
}
