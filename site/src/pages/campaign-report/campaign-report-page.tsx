import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { errorKind, parsePositiveId, type CampaignReportPeriod } from '@lomi/core';
import { useDocumentTitle } from '../../layout/use-document-title.ts';
import { useSiteText } from '../../language/use-site-text.ts';
import { campaignPath } from '../../routing/campaign-path.ts';
import { useAccountApi } from '../../session/use-account-api.ts';
import { ErrorState } from '../../shared/status/error-state.tsx';
import { LoadingState } from '../../shared/status/loading-state.tsx';
import { CampaignReportTextProvider, useCampaignReportText } from './campaign-report-text.ts';
import { ReportChart } from './report-chart.tsx';
import { ReportDonations } from './report-donations.tsx';
import { ReportDownloads } from './report-downloads.tsx';
import { ReportFigures } from './report-figures.tsx';
import './campaign-report.css';

/**
 * /campaign/{id}/report (§2, issue 15 #3; login only, see app/pages.ts): the owner's report of a period (by
 * default from the campaign's creation to today): the figures, the donations per day, the donations table
 * and the CSV and PDF downloads. Someone else's campaign, or none, is one 'not available' answer.
 */
export default function CampaignReportRoute() {
  const { id = '' } = useParams();
  const campaignId = parsePositiveId(id);
  return (
    <CampaignReportTextProvider fallback={<LoadingState />}>
      {campaignId === undefined ? <ReportNotFound /> : <Report key={campaignId} campaignId={campaignId} />}
    </CampaignReportTextProvider>
  );
}

function Report({ campaignId }: { campaignId: number }) {
  const t = useCampaignReportText();
  const site = useSiteText();
  // The period asked for: empty means the server's default; the inputs are what the owner is typing.
  const [asked, setAsked] = useState<CampaignReportPeriod>({});
  const [inputs, setInputs] = useState<Required<CampaignReportPeriod>>({ from: '', to: '' });
  const result = useAccountApi(
    `campaign-report?campaign=${campaignId}&from=${asked.from ?? ''}&to=${asked.to ?? ''}`,
    (account, signal) => account.campaignReports.figures(campaignId, asked, { signal }),
  );
  const report = result.data;
  const kind = result.state === 'error' ? errorKind(result.error) : null;
  useDocumentTitle(
    report
      ? t('campaignReport.documentTitle', { title: report.campaign.title })
      : kind === 'not-found' || kind === 'forbidden'
        ? t('campaignReport.notFound.title')
        : site('status.loading'),
  );

  if (!report && (kind === 'not-found' || kind === 'forbidden')) return <ReportNotFound />;
  if (!report) {
    return (
      <div className="page campaign-report" data-state={result.state}>
        <h1 className="page__title">
          {result.state === 'error' ? t('campaignReport.error.title') : t('campaignReport.eyebrow')}
        </h1>
        {result.state === 'error' ? <ErrorState onRetry={result.retry} /> : <LoadingState />}
      </div>
    );
  }

  const shown = report.period;
  const from = inputs.from || shown.from;
  const to = inputs.to || shown.to;
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setAsked({ from, to });
  };
  return (
    <article
      className="page campaign-report"
      data-state={result.state}
      aria-labelledby="campaign-report-title"
    >
      <p className="campaign-report__back">
        <Link to={campaignPath(campaignId)}>{t('campaignReport.back')}</Link>
      </p>
      <p className="campaign-report__eyebrow">{t('campaignReport.eyebrow')}</p>
      <h1 id="campaign-report-title" className="page__title">
        {report.campaign.title}
      </h1>
      <form className="campaign-report__period" onSubmit={apply}>
        <fieldset>
          <legend>{t('campaignReport.period.legend')}</legend>
          <label>
            {t('campaignReport.period.from')}
            <input
              type="date"
              value={from}
              max={to}
              required
              onChange={(event) => setInputs((now) => ({ ...now, from: event.target.value }))}
            />
          </label>
          <label>
            {t('campaignReport.period.to')}
            <input
              type="date"
              value={to}
              min={from}
              required
              onChange={(event) => setInputs((now) => ({ ...now, to: event.target.value }))}
            />
          </label>
          <button type="submit" className="button button--primary">
            {t('campaignReport.period.apply')}
          </button>
        </fieldset>
        <p className="campaign-report__hint">{t('campaignReport.period.hint')}</p>
        {kind === 'invalid' && (
          <p className="campaign-report__error" role="alert">
            {t('campaignReport.period.invalid')}
          </p>
        )}
        {kind !== null && kind !== 'invalid' && <ErrorState onRetry={result.retry} />}
      </form>
      <div aria-busy={result.state === 'loading'}>
        <p className="campaign-report__shown" aria-live="polite">
          {t('campaignReport.period.shown', { from: shown.from, to: shown.to })}
        </p>
        <ReportFigures report={report} />
        <ReportChart report={report} />
        <ReportDownloads campaignId={campaignId} period={shown} />
        <ReportDonations key={`${shown.from}/${shown.to}`} campaignId={campaignId} period={shown} />
      </div>
    </article>
  );
}

/** Someone else's campaign or none at all: one answer, so nothing tells which ids exist. */
function ReportNotFound() {
  const t = useCampaignReportText();
  useDocumentTitle(t('campaignReport.notFound.title'));
  return (
    <div className="page campaign-report" data-state="not-found">
      <h1 className="page__title">{t('campaignReport.notFound.title')}</h1>
      <p>{t('campaignReport.notFound.text')}</p>
      <Link to="/mycampaigns" className="button button--primary">
        {t('campaignReport.notFound.back')}
      </Link>
    </div>
  );
}
