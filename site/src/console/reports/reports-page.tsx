import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { createConsoleClient, type ConsoleReport, type ReportTargetType } from '@lomi/core';
import { useDocumentTitle } from '../../layout/use-document-title.ts';
import { PagedSection } from '../../shared/pager/paged-section.tsx';
import { usePagedList } from '../../shared/pager/use-paged-list.ts';
import { LoadingState } from '../../shared/status/loading-state.tsx';
import { useConsoleStyles } from '../use-console-styles.ts';
import { InboxStatusFilter, readInboxStatus, withFilter } from './inbox-status-filter.tsx';
import { ReportItem } from './report-item.tsx';
import { ReportsTextProvider, useReportsText } from './reports-text.ts';
import { ResolveReportDialog } from './resolve-report-dialog.tsx';
import css from './inbox.css?inline';

/** The console's reports inbox (issue 14 #6): `/console/reports?status=&about=&page=`. */
export default function ReportsPage() {
  return (
    <ReportsTextProvider fallback={<LoadingState />}>
      <Reports />
    </ReportsTextProvider>
  );
}

function readTarget(params: URLSearchParams): ReportTargetType | undefined {
  const about = params.get('about');
  return about === 'campaign' || about === 'organization' ? about : undefined;
}

function Reports() {
  const t = useReportsText();
  useDocumentTitle(t('reports.title'));
  useConsoleStyles('inbox', css);
  const [params, setParams] = useSearchParams();
  const status = readInboxStatus(params);
  const target = readTarget(params);
  const [resolving, setResolving] = useState<ConsoleReport | null>(null);
  const list = usePagedList({
    key: `console/reports?status=${status}&about=${target ?? ''}`,
    load: (client, page, signal) =>
      createConsoleClient(client).reports.list({ page, status, target_type: target }, { signal }),
    pastTheEnd: 'previous',
  });

  return (
    <section className="console-screen">
      <h1 className="page__title" ref={list.titleRef}>
        {t('reports.title')}
      </h1>
      <p>{t('reports.intro')}</p>
      <div className="inbox__filters">
        <InboxStatusFilter
          legend={t('reports.filter.status')}
          labels={{ open: t('reports.filter.open'), resolved: t('reports.filter.resolved') }}
          value={status}
          onChange={(next) => setParams(withFilter(params, 'status', next, 'open'))}
        />
        <div className="inbox__select">
          <label htmlFor="reports-about">{t('reports.filter.type')}</label>
          <select
            id="reports-about"
            value={target ?? ''}
            onChange={(event) => setParams(withFilter(params, 'about', event.target.value, ''))}
          >
            <option value="">{t('reports.filter.type.all')}</option>
            <option value="campaign">{t('reports.filter.type.campaign')}</option>
            <option value="organization">{t('reports.filter.type.organization')}</option>
          </select>
        </div>
      </div>
      {list.data && (
        <p className="inbox__count" role="status">
          {t('reports.count', { count: list.data.count })}
        </p>
      )}
      <PagedSection
        list={list}
        empty={<p>{t(status === 'open' ? 'reports.empty.open' : 'reports.empty.resolved')}</p>}
      >
        {(reports) => (
          <ul className="inbox__list">
            {reports.map((report) => (
              <ReportItem key={report.id} report={report} onResolve={setResolving} />
            ))}
          </ul>
        )}
      </PagedSection>
      {resolving && (
        <ResolveReportDialog
          report={resolving}
          onClose={() => setResolving(null)}
          onResolved={() => {
            setResolving(null);
            list.retry();
          }}
          onStale={list.retry}
        />
      )}
    </section>
  );
}
