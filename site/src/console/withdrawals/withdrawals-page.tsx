import { Link, useSearchParams } from 'react-router';
import {
  CONSOLE_WITHDRAWAL_FILTERS,
  createConsoleClient,
  formatDate,
  formatMoney,
  type ConsoleWithdrawal,
  type ConsoleWithdrawalFilter,
} from '@lomi/core';
import { useSiteLanguage } from '../../language/language-context.ts';
import { useDocumentTitle } from '../../layout/use-document-title.ts';
import { PagedSection } from '../../shared/pager/paged-section.tsx';
import { usePagedList } from '../../shared/pager/use-paged-list.ts';
import { LoadingState } from '../../shared/status/loading-state.tsx';
import { consolePath } from '../console-path.ts';
import { useConsoleStyles } from '../use-console-styles.ts';
import { WithdrawalsTextProvider, useWithdrawalsText } from './withdrawals-text.ts';
import withdrawalsCss from './withdrawals.css?inline';

const isFilter = (value: string | null): value is ConsoleWithdrawalFilter =>
  (CONSOLE_WITHDRAWAL_FILTERS as readonly string[]).includes(value ?? '');

/**
 * The withdrawal requests (issue 15 #1): those that still need an operator (pending, approved, failed) by
 * default, or one status (`?status=paid`), ten at a time; each opens its detail screen with the actions.
 */
export default function WithdrawalsPage() {
  useConsoleStyles('withdrawals', withdrawalsCss);
  return (
    <WithdrawalsTextProvider fallback={<LoadingState />}>
      <Withdrawals />
    </WithdrawalsTextProvider>
  );
}

function Withdrawals() {
  const t = useWithdrawalsText();
  useDocumentTitle(t('withdrawals.title'));
  const [params] = useSearchParams();
  const requested = params.get('status');
  const status: ConsoleWithdrawalFilter = isFilter(requested) ? requested : 'open';
  const list = usePagedList({
    key: `console-withdrawals?status=${status}`,
    load: (client, page, signal) =>
      createConsoleClient(client).withdrawals.list({ status, page }, { signal }),
    pastTheEnd: 'previous',
  });

  return (
    <section className="console-screen console-withdrawals" aria-labelledby="console-withdrawals-title">
      <h1 id="console-withdrawals-title" className="page__title" ref={list.titleRef}>
        {t('withdrawals.title')}
      </h1>
      <p>{t('withdrawals.intro')}</p>
      <nav className="console-withdrawals__filter" aria-label={t('withdrawals.filter.label')}>
        {CONSOLE_WITHDRAWAL_FILTERS.map((filter) => (
          <Link
            key={filter}
            to={filter === 'open' ? '?' : `?status=${filter}`}
            aria-current={status === filter ? 'page' : undefined}
          >
            {t(`withdrawals.filter.${filter}`)}
          </Link>
        ))}
      </nav>
      {list.data && <p>{t('withdrawals.count', { count: list.data.count })}</p>}
      <PagedSection
        list={list}
        empty={<p>{t(status === 'open' ? 'withdrawals.empty.open' : 'withdrawals.empty.status')}</p>}
      >
        {(withdrawals) => (
          <ul className="console-withdrawals__list" aria-label={t('withdrawals.list.label')}>
            {withdrawals.map((withdrawal) => (
              <WithdrawalRow key={withdrawal.id} withdrawal={withdrawal} />
            ))}
          </ul>
        )}
      </PagedSection>
    </section>
  );
}

function WithdrawalRow({ withdrawal }: { withdrawal: ConsoleWithdrawal }) {
  const t = useWithdrawalsText();
  const { locale } = useSiteLanguage();
  return (
    <li className="console-withdrawals__item">
      <Link to={consolePath(`withdrawals/${withdrawal.id}`)}>
        {t('withdrawals.item.link', {
          amount: formatMoney(withdrawal.amount, withdrawal.currency, locale),
          campaign: withdrawal.campaign.title,
        })}
      </Link>
      <span className="console-withdrawals__status" data-status={withdrawal.status}>
        {t(`withdrawals.status.${withdrawal.status}`)}
      </span>
      <p className="console-withdrawals__meta">
        {t('withdrawals.item.meta', {
          organization: withdrawal.organization.name,
          requester: withdrawal.requester.name,
          requested: formatDate(withdrawal.dateCreated, locale, { style: 'medium' }),
        })}
      </p>
    </li>
  );
}
