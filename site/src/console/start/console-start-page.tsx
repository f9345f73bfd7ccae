import { Link } from 'react-router';
import { createConsoleClient, formatCreatedAgo, type ConsoleSummary } from '@lomi/core';
import { useSiteLanguage } from '../../language/language-context.ts';
import { useDocumentTitle } from '../../layout/use-document-title.ts';
import { useApi } from '../../shared/data/use-api.ts';
import { ErrorState } from '../../shared/status/error-state.tsx';
import { LoadingState } from '../../shared/status/loading-state.tsx';
import type { ConsoleNavKey } from '../console-nav.ts';
import { useConsoleSectionPath } from '../console-sections.ts';
import { useConsoleStyles } from '../use-console-styles.ts';
import {
  ConsoleStartTextProvider,
  useConsoleStartText,
  type ConsoleStartMessageKey,
} from './console-start-text.ts';
import startCss from './console-start.css?inline';

type CountKey = Exclude<keyof ConsoleSummary, 'exchange_rate'>;

/** The lines of the start page, in order: the count, its text, and the section it opens (if any). */
const WAITING: readonly {
  count: CountKey;
  text: ConsoleStartMessageKey;
  section?: ConsoleNavKey;
  /** The section's filter of just these (its list's address parameters). */
  query?: string;
}[] = [
  {
    count: 'organizations_pending',
    text: 'start.organizations',
    section: 'organizations',
    query: '?status=pending',
  },
  { count: 'campaigns_in_review', text: 'start.campaigns', section: 'campaigns', query: '?status=in_review' },
  {
    count: 'withdrawals_pending',
    text: 'start.withdrawals',
    section: 'withdrawals',
    query: '?status=pending',
  },
  { count: 'reports_open', text: 'start.reports', section: 'reports' },
  { count: 'help_questions_open', text: 'start.help', section: 'help' },
  { count: 'payments_flagged', text: 'start.payments', section: 'payments' },
];

/** The console's start page (issue 14 #2): what waits for the team, each a link to its section. */
export default function ConsoleStartPage() {
  useConsoleStyles('start', startCss);
  return (
    <ConsoleStartTextProvider fallback={<LoadingState />}>
      <ConsoleStart />
    </ConsoleStartTextProvider>
  );
}

function ConsoleStart() {
  const t = useConsoleStartText();
  useDocumentTitle(t('start.title'));
  const summary = useApi('console-summary', (client, signal) =>
    createConsoleClient(client).summary({ signal }),
  );
  return (
    <section className="console-screen console-start" aria-labelledby="console-start-title">
      <h1 id="console-start-title" className="page__title">
        {t('start.title')}
      </h1>
      <p>{t('start.intro')}</p>
      {summary.state === 'error' && <ErrorState onRetry={summary.retry} />}
      {!summary.data && summary.state === 'loading' && <LoadingState />}
      {summary.data && <Waiting summary={summary.data} />}
    </section>
  );
}

function Waiting({ summary }: { summary: ConsoleSummary }) {
  const t = useConsoleStartText();
  return (
    <>
      <ul className="console-start__list" aria-label={t('start.waiting.label')}>
        {WAITING.map(({ count, ...item }) => (
          <WaitingItem key={count} count={summary[count]} {...item} />
        ))}
      </ul>
      <ExchangeRate rate={summary.exchange_rate} />
    </>
  );
}

function WaitingItem({
  count,
  text,
  section,
  query = '',
}: {
  count: number;
  text: ConsoleStartMessageKey;
  section?: ConsoleNavKey | undefined;
  query?: string | undefined;
}) {
  const t = useConsoleStartText();
  const path = useConsoleSectionPath(section);
  const label = t(text, { count });
  return (
    <li className="console-start__item" data-waiting={count > 0}>
      {path ? <Link to={`${path}${query}`}>{label}</Link> : label}
    </li>
  );
}

function ExchangeRate({ rate }: { rate: ConsoleSummary['exchange_rate'] }) {
  const t = useConsoleStartText();
  const { locale } = useSiteLanguage();
  const path = useConsoleSectionPath('exchange-rate');
  const text = rate
    ? t('start.rate.age', {
        rate: rate.etb_per_usd,
        age: formatCreatedAgo(new Date(Date.now() - rate.age_seconds * 1000), locale),
      })
    : t('start.rate.none');
  return (
    <section className="console-start__rate" aria-labelledby="console-start-rate">
      <h2 id="console-start-rate">{t('start.rate.title')}</h2>
      <p data-missing={rate === null}>{path ? <Link to={path}>{text}</Link> : text}</p>
    </section>
  );
}
