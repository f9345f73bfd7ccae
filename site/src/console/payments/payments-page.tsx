import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { createConsoleClient, formatMoney, type FlaggedPayment } from '@lomi/core';
import { useLomiClient, useToast } from '@lomi/react';
import { useSiteLanguage } from '../../language/language-context.ts';
import { useDocumentTitle } from '../../layout/use-document-title.ts';
import { PagedSection } from '../../shared/pager/paged-section.tsx';
import { usePagedList } from '../../shared/pager/use-paged-list.ts';
import { LoadingState } from '../../shared/status/loading-state.tsx';
import { useConsoleStyles } from '../use-console-styles.ts';
import { FlaggedPaymentItem } from './flagged-payment-item.tsx';
import { PaymentsTextProvider, usePaymentsText } from './payments-text.ts';
import { ResolvePaymentDialog } from './resolve-payment-dialog.tsx';
import paymentsCss from './payments.css?inline';

/**
 * Payments to review (issue 14 #7): the payments Lomi refused to count by itself, with what the provider
 * said, waiting or resolved (`?state=resolved`), ten at a time; each open one is resolved in a dialog.
 */
export default function PaymentsPage() {
  useConsoleStyles('payments', paymentsCss);
  return (
    <PaymentsTextProvider fallback={<LoadingState />}>
      <Payments />
    </PaymentsTextProvider>
  );
}

function Payments() {
  const t = usePaymentsText();
  useDocumentTitle(t('payments.title'));
  const { locale } = useSiteLanguage();
  const client = useLomiClient();
  const toast = useToast();
  const [params] = useSearchParams();
  const state = params.get('state') === 'resolved' ? 'resolved' : 'open';
  const [reads, setReads] = useState(0);
  const [resolving, setResolving] = useState<FlaggedPayment | null>(null);
  const list = usePagedList({
    key: `console-payments?state=${state}#${reads}`,
    load: (lomi, page, signal) => createConsoleClient(lomi).payments.list({ state, page }, { signal }),
    pastTheEnd: 'previous',
  });

  function resolved(payment: FlaggedPayment) {
    setResolving(null);
    setReads((count) => count + 1);
    const kind = payment.resolution?.kind ?? 'dismissed';
    toast.show(
      kind === 'credited'
        ? t('payments.done.credited', {
            amount: formatMoney(payment.amount, payment.currency, locale),
            campaign: payment.campaign.title,
          })
        : t(`payments.done.${kind}`),
    );
  }

  return (
    <section className="console-screen console-payments" aria-labelledby="console-payments-title">
      <h1 id="console-payments-title" className="page__title" ref={list.titleRef}>
        {t('payments.title')}
      </h1>
      <p>{t('payments.intro')}</p>
      <nav className="console-payments__filter" aria-label={t('payments.filter.label')}>
        <Link to="?" aria-current={state === 'open' ? 'page' : undefined}>
          {t('payments.filter.open')}
        </Link>
        <Link to="?state=resolved" aria-current={state === 'resolved' ? 'page' : undefined}>
          {t('payments.filter.resolved')}
        </Link>
      </nav>
      <PagedSection list={list} empty={<p>{t(`payments.empty.${state}`)}</p>}>
        {(payments) => (
          <ul className="console-payments__list" aria-label={t('payments.list.label')}>
            {payments.map((payment) => (
              <FlaggedPaymentItem
                key={payment.invoice_id}
                payment={payment}
                {...(state === 'open' ? { onResolve: setResolving } : {})}
              />
            ))}
          </ul>
        )}
      </PagedSection>
      {resolving && (
        <ResolvePaymentDialog
          client={client}
          payment={resolving}
          onResolved={resolved}
          onStale={() => setReads((count) => count + 1)}
          onClose={() => setResolving(null)}
        />
      )}
    </section>
  );
}
