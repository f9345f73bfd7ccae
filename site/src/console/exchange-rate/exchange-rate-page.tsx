import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { createConsoleClient, formatCreatedAgo, type ExchangeRateOverview } from '@lomi/core';
import { useSiteLanguage } from '../../language/language-context.ts';
import { useDocumentTitle } from '../../layout/use-document-title.ts';
import { useApi } from '../../shared/data/use-api.ts';
import { readPage, withPage } from '../../shared/page-param/page-param.ts';
import { Pager } from '../../shared/pager/pager.tsx';
import { ErrorState } from '../../shared/status/error-state.tsx';
import { LoadingState } from '../../shared/status/loading-state.tsx';
import { useConsoleStyles } from '../use-console-styles.ts';
import { ExchangeRateTextProvider, useExchangeRateText } from './exchange-rate-text.ts';
import css from './exchange-rate.css?inline';
import { RateForm } from './rate-form.tsx';
import { RateHistory } from './rate-history.tsx';

/**
 * The console's exchange-rate screen (issue 14 #8): the USD → ETB rate in force and how old it is, a form to
 * set a new one (confirmed as "old → new" before it is sent), and the history of every rate, newest first.
 */
export default function ExchangeRatePage() {
  return (
    <ExchangeRateTextProvider fallback={<LoadingState />}>
      <ExchangeRateScreen />
    </ExchangeRateTextProvider>
  );
}

function ExchangeRateScreen() {
  useConsoleStyles('exchange-rate', css);
  const t = useExchangeRateText();
  useDocumentTitle(t('rate.title'));
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const [version, setVersion] = useState(0);
  const overview = useApi(`console-exchange-rate?page=${page}#${version}`, (client, signal) =>
    createConsoleClient(client).exchangeRate.get({ page }, { signal }),
  );
  const data = overview.data;
  return (
    <section className="console-screen console-rate">
      <h1 className="page__title">{t('rate.title')}</h1>
      <p>{t('rate.intro')}</p>
      {overview.state === 'error' && <ErrorState onRetry={overview.retry} />}
      {!data && overview.state === 'loading' && <LoadingState />}
      {data && (
        <>
          <CurrentRate current={data.current} />
          <RateForm current={data.current} onChanged={() => setVersion((count) => count + 1)} />
          <section aria-labelledby="console-rate-history" aria-busy={overview.state === 'loading'}>
            <h2 id="console-rate-history">{t('rate.history.title')}</h2>
            <RateHistory rates={data.history.results} />
            <Pager
              page={page}
              lastPage={data.history.lastPage}
              onPageChange={(next) => setParams(withPage(params, next))}
            />
          </section>
        </>
      )}
    </section>
  );
}

function CurrentRate({ current }: { current: ExchangeRateOverview['current'] }) {
  const t = useExchangeRateText();
  const { locale } = useSiteLanguage();
  if (!current) {
    return (
      <p className="console-rate__current console-rate__current--none" role="status">
        <strong>{t('rate.current.label')}: </strong>
        {t('rate.current.none')}
      </p>
    );
  }
  const age = formatCreatedAgo(current.effective_at, locale);
  return (
    <div className="console-rate__current" data-rate-id={current.id}>
      <p>
        <strong>{t('rate.current.label')}: </strong>
        {t('rate.current.value', { rate: current.etb_per_unit })}
      </p>
      <p>
        {current.set_by
          ? t('rate.current.setBy', { age, who: current.set_by.username })
          : t('rate.current.seed', { age })}
      </p>
    </div>
  );
}
