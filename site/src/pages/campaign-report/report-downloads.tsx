import { useState } from 'react';
import { createAccountClient, errorKind, type CampaignReportPeriod } from '@lomi/core';
import { useLomiClient } from '@lomi/react';
import { useSiteLanguage } from '../../language/language-context.ts';
import { useCampaignReportText } from './campaign-report-text.ts';

interface ReportDownloadsProps {
  campaignId: number;
  period: Required<CampaignReportPeriod>;
}

type Format = 'csv' | 'pdf';

/** Saves `blob` as `name` through a temporary link (the file came with the bearer token, not a plain link). */
function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * 'Download CSV' and 'Download PDF' of the period shown, in the page's language: each button says it is busy
 * while its file is prepared, and a failure is told by what it means (offline, signed out, anything else).
 */
export function ReportDownloads({ campaignId, period }: ReportDownloadsProps) {
  const t = useCampaignReportText();
  const { locale } = useSiteLanguage();
  const client = useLomiClient();
  const [busy, setBusy] = useState<Format | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function download(format: Format) {
    if (busy) return;
    setBusy(format);
    setFailure(null);
    try {
      const reports = createAccountClient(client).campaignReports;
      const query = { ...period, lang: locale };
      const blob =
        format === 'csv' ? await reports.csv(campaignId, query) : await reports.pdf(campaignId, query);
      save(blob, `campaign-${campaignId}-report-${period.from}-to-${period.to}.${format}`);
    } catch (error) {
      const kind = errorKind(error);
      if (kind === 'aborted') return;
      setFailure(
        kind === 'offline'
          ? t('campaignReport.download.offline')
          : kind === 'signed-out'
            ? t('campaignReport.download.signedOut')
            : t('campaignReport.download.failed'),
      );
    } finally {
      setBusy(null);
    }
  }

  const button = (format: Format, label: string) => (
    <button
      type="button"
      className="button button--secondary"
      aria-disabled={busy !== null}
      aria-busy={busy === format}
      onClick={() => void download(format)}
    >
      {busy === format ? t('campaignReport.download.busy') : label}
    </button>
  );
  return (
    <section className="campaign-report__section" aria-labelledby="campaign-report-download">
      <h2 id="campaign-report-download" className="campaign-report__heading">
        {t('campaignReport.download.heading')}
      </h2>
      <div className="campaign-report__actions">
        {button('csv', t('campaignReport.download.csv'))}
        {button('pdf', t('campaignReport.download.pdf'))}
      </div>
      <p className="campaign-report__status" role="status">
        {failure}
      </p>
    </section>
  );
}
