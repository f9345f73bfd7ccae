import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { errorKind, parsePositiveId, type ReportTargetType } from '@lomi/core';
import { useApi } from '../../shared/data/use-api.ts';
import { useDocumentTitle } from '../../layout/use-document-title.ts';
import { ErrorState } from '../../shared/status/error-state.tsx';
import { LoadingState } from '../../shared/status/loading-state.tsx';
import { ReportPageView } from './report-page-view.tsx';
import { ReportPageTextProvider, useReportPageText } from './report-text.ts';
import './report-page.css';

interface ReportTargetPageProps {
  type: ReportTargetType;
  /** The id from the path, as typed. */
  id: string;
}

/**
 * Reads the campaign or organization named in the path (to show what is reported and to link back), then
 * shows the report page; with loading, not-found and error states like the pages it comes from.
 */
export function ReportTargetPage({ type, id }: ReportTargetPageProps) {
  const targetId = parsePositiveId(id);
  return (
    <ReportPageTextProvider fallback={<LoadingState />}>
      {targetId === undefined ? (
        <ReportTargetNotFound type={type} />
      ) : (
        <ReportTarget key={`${type}:${targetId}`} type={type} id={targetId} />
      )}
    </ReportPageTextProvider>
  );
}

function ReportTarget({ type, id }: { type: ReportTargetType; id: number }) {
  const result = useApi(`report/${type}/${id}`, async (client, signal) =>
    type === 'campaign'
      ? { name: (await client.campaigns.get(id, { signal })).title, backTo: `/campaign/${id}` }
      : { name: (await client.organizations.get(id, { signal })).name, backTo: `/organization/${id}` },
  );
  if (result.data) {
    return <ReportPageView target={{ type, id }} name={result.data.name} backTo={result.data.backTo} />;
  }
  if (result.state === 'loading') return <LoadingState />;
  const kind = errorKind(result.error);
  if (kind === 'not-found' || kind === 'invalid') return <ReportTargetNotFound type={type} />;
  return <ReportTargetError onRetry={result.retry} />;
}

function Message({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="page report-page">
      <h1 className="page__title">{title}</h1>
      {children}
    </div>
  );
}

function ReportTargetNotFound({ type }: { type: ReportTargetType }) {
  const t = useReportPageText();
  return (
    <Message
      title={t(type === 'campaign' ? 'reportPage.campaign.notFound' : 'reportPage.organization.notFound')}
    >
      <p>{t('reportPage.notFound.text')}</p>
      <Link to="/explore" className="button button--primary">
        {t('reportPage.notFound.explore')}
      </Link>
    </Message>
  );
}

function ReportTargetError({ onRetry }: { onRetry: () => void }) {
  const t = useReportPageText();
  return (
    <Message title={t('reportPage.error')}>
      <ErrorState onRetry={onRetry} />
    </Message>
  );
}
