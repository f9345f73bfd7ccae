import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { createConsoleClient } from '@lomi/core';
import { useDocumentTitle } from '../../layout/use-document-title.ts';
import { useApi } from '../../shared/data/use-api.ts';
import { withPage } from '../../shared/page-param/page-param.ts';
import { PagedSection } from '../../shared/pager/paged-section.tsx';
import { usePagedList } from '../../shared/pager/use-paged-list.ts';
import { LoadingState } from '../../shared/status/loading-state.tsx';
import { useConsoleStyles } from '../use-console-styles.ts';
import { AuditLogEntryItem } from './audit-log-entry.tsx';
import { AuditLogFilterForm } from './audit-log-filter-form.tsx';
import { filterParams, hasFilters, readFilters, type AuditLogFilters } from './audit-log-filters.ts';
import { AuditLogTextProvider, useAuditLogText } from './audit-log-text.ts';
import auditLogCss from './audit-log.css?inline';

/** The audit log (issue 14 #9): every operator action, newest first, paged and filtered. */
export default function AuditLogPage() {
  useConsoleStyles('audit-log', auditLogCss);
  return (
    <AuditLogTextProvider fallback={<LoadingState />}>
      <AuditLog />
    </AuditLogTextProvider>
  );
}

function AuditLog() {
  const t = useAuditLogText();
  useDocumentTitle(t('auditLog.title'));
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const key = filterParams(filters).toString();
  const list = usePagedList({
    key: `console-audit-log?${key}`,
    load: (client, page, signal) =>
      createConsoleClient(client).auditLog.list({ ...filters, page }, { signal }),
    paramsFor: (page) => withPage(filterParams(filters), page),
  });
  const operators = useApi('console-operators', (client, signal) =>
    createConsoleClient(client).operators.list({ signal }),
  );

  function apply(next: AuditLogFilters) {
    setParams(filterParams(next));
  }

  return (
    <section className="console-screen console-audit" aria-labelledby="console-audit-title">
      <h1 id="console-audit-title" className="page__title" ref={list.titleRef}>
        {t('auditLog.title')}
      </h1>
      <p>{t('auditLog.intro')}</p>
      {/* Keyed by the filters in the address, so Back or a link shows them in the fields. */}
      <AuditLogFilterForm key={key} filters={filters} operators={operators.data ?? []} onApply={apply} />
      <PagedSection
        list={list}
        className="console-audit__results"
        empty={<p>{hasFilters(filters) ? t('auditLog.empty') : t('auditLog.emptyAll')}</p>}
      >
        {(entries) => (
          <ol className="console-audit__list" aria-label={t('auditLog.list.label')}>
            {entries.map((entry) => (
              <AuditLogEntryItem key={entry.id} entry={entry} />
            ))}
          </ol>
        )}
      </PagedSection>
    </section>
  );
}
