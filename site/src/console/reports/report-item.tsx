import { Link } from 'react-router';
import { formatDate, PUBLIC_CAMPAIGN_STATUSES, type ConsoleReport } from '@lomi/core';
import { useSiteLanguage } from '../../language/language-context.ts';
import { consolePath } from '../console-path.ts';
import { useReportsText } from './reports-text.ts';

interface ReportItemProps {
  report: ConsoleReport;
  /** Opens the resolve dialog (open reports only). */
  onResolve: (report: ConsoleReport) => void;
}

/**
 * One report of the inbox: its reason, its target (the console page, and the public page while there is one),
 * the message, the reporter's contact and the resolution.
 */
export function ReportItem({ report, onResolve }: ReportItemProps) {
  const t = useReportsText();
  const { locale } = useSiteLanguage();
  const date = (iso: string) => formatDate(iso, locale, { style: 'medium' });
  const { campaign, organization, resolution } = report;
  return (
    <li className="inbox__item">
      <h2>{t('reports.item.title', { id: report.id, reason: t(`reports.reason.${report.reason}`) })}</h2>
      <dl className="inbox__facts">
        {campaign && (
          <>
            <dt>{t('reports.item.campaign')}</dt>
            <dd>
              {campaign.title} ({t(`reports.campaignStatus.${campaign.status}`)}) —{' '}
              {isPublicStatus(campaign.status) && (
                <>
                  <Link to={`/campaign/${campaign.id}`}>{t('reports.item.publicPage')}</Link>,{' '}
                </>
              )}
              <Link to={consolePath(`campaigns/${campaign.id}`)}>{t('reports.item.consolePage')}</Link>
            </dd>
          </>
        )}
        <dt>{t('reports.item.organization')}</dt>
        <dd>
          {organization.name} ({t(`reports.organizationState.${organization.state}`)}) —{' '}
          {organization.state === 'approved' && (
            <>
              <Link to={`/organization/${organization.id}`}>{t('reports.item.publicPage')}</Link>,{' '}
            </>
          )}
          <Link to={consolePath(`organizations/${organization.id}`)}>{t('reports.item.consolePage')}</Link>
        </dd>
        <dt>{t('reports.item.reporter')}</dt>
        <dd>
          <ReporterContact report={report} />
        </dd>
      </dl>
      {report.message !== '' && (
        <>
          <p>
            <strong>{t('reports.item.message')}:</strong>
          </p>
          <blockquote className="inbox__text">{report.message}</blockquote>
        </>
      )}
      <p className="inbox__count">
        <time dateTime={report.created}>{t('reports.item.reported', { date: date(report.created) })}</time>
      </p>
      {resolution ? (
        <div className="inbox__resolution">
          <p>
            <strong>
              {resolution.operator
                ? t('reports.item.resolved', {
                    date: date(resolution.resolved),
                    operator: resolution.operator.username,
                  })
                : t('reports.item.resolvedByUnknown', { date: date(resolution.resolved) })}
            </strong>
          </p>
          <p>
            {t('reports.item.action')}: {t(`reports.action.${resolution.action}`)}
          </p>
          <p>
            {t('reports.item.note')}: {resolution.note}
          </p>
        </div>
      ) : (
        <div className="inbox__actions">
          <button type="button" className="button button--primary" onClick={() => onResolve(report)}>
            {t('reports.item.resolve', { id: report.id })}
          </button>
        </div>
      )}
    </li>
  );
}

/** Whether a campaign in `status` has a public page (an unpublished or rejected one has none). */
function isPublicStatus(status: string): boolean {
  return (PUBLIC_CAMPAIGN_STATUSES as readonly string[]).includes(status);
}

function ReporterContact({ report }: { report: ConsoleReport }) {
  const t = useReportsText();
  const { reporter_email: email, reporter_phone: phone } = report;
  if (!email && !phone) return <>{t('reports.item.noContact')}</>;
  return (
    <>
      {email && <a href={`mailto:${email}`}>{email}</a>}
      {email && phone && ' · '}
      {phone && <a href={`tel:+${phone}`}>+{phone}</a>}
    </>
  );
}
