import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { TOAST_AUTO_CLOSE_MS, type MessageFeature, type ReportTarget } from '@lomi/core';
import { ReportForm } from '@lomi/react';
import { useMessageFeatures } from '../../language/use-message-features.ts';
import { useDocumentTitle } from '../../layout/use-document-title.ts';
import { LoadingState } from '../../shared/status/loading-state.tsx';
import { useReportPageText } from './report-text.ts';
import { useReportStyles } from './use-report-styles.ts';

const FEATURES: readonly MessageFeature[] = ['report-form'];

/** How long the thank-you stays before the visitor is taken back (§8 "then back"): the toast time of §9. */
export const RETURN_DELAY_MS = TOAST_AUTO_CLOSE_MS;

interface ReportPageViewProps {
  target: ReportTarget;
  /** The campaign's title or the organization's name. */
  name: string;
  /** Where "back" is: the campaign's or the organization's page. */
  backTo: string;
}

/**
 * A report page (§2 /report/{id}, /organization/{id}/report): what is reported, the shared report form, and a
 * way back. After 'Campaign Reported, Thank you!' (§5, §8) the visitor is taken back to the campaign or the
 * organization after {@link RETURN_DELAY_MS}, replacing the report page in the history (so Back does not
 * reopen a form already sent); the Back link is there from the start for those who do not want to wait.
 */
export function ReportPageView({ target, name, backTo }: ReportPageViewProps) {
  const t = useReportPageText();
  const navigate = useNavigate();
  const ready = useMessageFeatures(FEATURES);
  const [submitted, setSubmitted] = useState(false);
  useReportStyles();
  const kind = target.type;
  useDocumentTitle(t(kind === 'campaign' ? 'reportPage.campaign.title' : 'reportPage.organization.title'));

  useEffect(() => {
    if (!submitted) return;
    const timer = window.setTimeout(() => navigate(backTo, { replace: true }), RETURN_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [submitted, backTo, navigate]);

  return (
    <div className="page report-page" data-state={submitted ? 'submitted' : 'ready'}>
      <h1 className="page__title">
        {t(kind === 'campaign' ? 'reportPage.campaign.title' : 'reportPage.organization.title')}
      </h1>
      <p className="report-page__target">
        {t(kind === 'campaign' ? 'reportPage.campaign.target' : 'reportPage.organization.target', { name })}
      </p>
      <p className="report-page__intro">{t('reportPage.intro')}</p>
      <div className="report-page__form">
        {ready ? <ReportForm target={target} onSubmitted={() => setSubmitted(true)} /> : <LoadingState />}
      </div>
      {submitted ? <p className="report-page__returning">{t('reportPage.returning')}</p> : null}
      <Link className="report-page__back" to={backTo}>
        {t(kind === 'campaign' ? 'reportPage.campaign.back' : 'reportPage.organization.back')}
      </Link>
    </div>
  );
}
