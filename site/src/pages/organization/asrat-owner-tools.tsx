import { useId, useState } from 'react';
import {
  asratCalls,
  errorKind,
  formatMoney,
  formatNumber,
  type AsratReportFormat,
  type AsratReportGrouping,
  type AsratSummary,
} from '@lomi/core';
import { useLomiClient } from '@lomi/react';
import { useSiteLanguage } from '../../language/language-context.ts';
import { useApi } from '../../shared/data/use-api.ts';
import { useOrganizationText, type OrganizationMessageKey } from './organization-text.ts';

/** The years the owner can choose: this one and the four before. */
function recentYears(now = new Date()): number[] {
  const year = now.getFullYear();
  return [year, year - 1, year - 2, year - 3, year - 4];
}

/** Saves `blob` under `fileName` through a temporary link (the browser's download). */
function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The message of a failed read or download, by its kind. */
function failureKey(error: unknown): OrganizationMessageKey {
  const kind = errorKind(error);
  if (kind === 'forbidden' || kind === 'signed-out') return 'organization.asratOwner.forbidden';
  if (kind === 'offline') return 'organization.asratOwner.offline';
  return 'organization.asratOwner.failed';
}

/**
 * The owner's Asrat tools: the year's summary per month and per member (the server's figures as they are),
 * CSV and PDF reports of either, and the QR code of the Asrat page as a PNG to print.
 */
export function AsratOwnerTools({ organizationId }: { organizationId: number }) {
  const t = useOrganizationText();
  const client = useLomiClient();
  const { locale } = useSiteLanguage();
  const yearId = useId();
  const [year, setYear] = useState(() => recentYears()[0]!);
  const [problem, setProblem] = useState<OrganizationMessageKey | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const summary = useApi(`asrat-summary/${organizationId}/${year}`, (lomi, signal) =>
    asratCalls(lomi).summary(organizationId, year, { signal }),
  );

  async function download(what: string, fetchBlob: () => Promise<Blob>, fileName: string) {
    setBusy(what);
    setProblem(null);
    try {
      saveBlob(await fetchBlob(), fileName);
    } catch (error) {
      setProblem(failureKey(error));
    } finally {
      setBusy(null);
    }
  }

  const report = (by: AsratReportGrouping, format: AsratReportFormat) =>
    download(
      `${by}.${format}`,
      () => asratCalls(client).report(organizationId, { year, by, format, lang: locale }),
      `asrat-${organizationId}-${year}-${by}.${format}`,
    );

  return (
    <div className="asrat-owner" data-testid="asrat-owner">
      <h3 className="organization-details__heading">{t('organization.asratOwner.title')}</h3>
      <label htmlFor={yearId}>{t('organization.asratOwner.year')}</label>{' '}
      <select id={yearId} value={year} onChange={(event) => setYear(Number(event.target.value))}>
        {recentYears().map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      {summary.data ? (
        <AsratSummaryTables summary={summary.data} />
      ) : summary.state === 'error' ? (
        <p role="alert">
          {t(failureKey(summary.error))}{' '}
          <button type="button" className="button" onClick={summary.retry}>
            {t('organization.asratOwner.retry')}
          </button>
        </p>
      ) : (
        <p role="status">{t('organization.asratOwner.loading')}</p>
      )}
      <div
        className="asrat-owner__downloads"
        role="group"
        aria-label={t('organization.asratOwner.downloads')}
      >
        {(['month', 'member'] as const).flatMap((by) =>
          (['csv', 'pdf'] as const).map((format) => (
            <button
              key={`${by}.${format}`}
              type="button"
              className="button"
              disabled={busy !== null}
              onClick={() => void report(by, format)}
            >
              {t(`organization.asratOwner.download.${by}.${format}`)}
            </button>
          )),
        )}
        <button
          type="button"
          className="button"
          disabled={busy !== null}
          onClick={() =>
            void download(
              'qr',
              () => asratCalls(client).qrCode(organizationId),
              `asrat-${organizationId}-qr.png`,
            )
          }
        >
          {t('organization.asratOwner.qr')}
        </button>
      </div>
      {busy ? <p role="status">{t('organization.asratOwner.preparing')}</p> : null}
      {problem ? <p role="alert">{t(problem)}</p> : null}
    </div>
  );
}

const MONTH_KEYS = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
] as const;

/** The summary's months and members as tables, amounts formatted from the minor units. */
export function AsratSummaryTables({ summary }: { summary: AsratSummary }) {
  const t = useOrganizationText();
  const { locale } = useSiteLanguage();
  if (summary.totals.length === 0) return <p>{t('organization.asratOwner.empty')}</p>;
  return (
    <>
      <p>
        {summary.totals
          .map(
            (total) =>
              `${formatMoney(total.amount_minor, total.currency, locale)} (${formatNumber(total.count, locale)})`,
          )
          .join(' · ')}
      </p>
      <table className="asrat-owner__table">
        <caption>{t('organization.asratOwner.months')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('organization.asratOwner.month')}</th>
            <th scope="col">{t('organization.asratOwner.amount')}</th>
            <th scope="col">{t('organization.asratOwner.gifts')}</th>
          </tr>
        </thead>
        <tbody>
          {summary.months.map((row) => (
            <tr key={`${row.month}-${row.currency}`}>
              <th scope="row">{t(`organization.asratOwner.month.${MONTH_KEYS[row.month - 1]!}`)}</th>
              <td>{formatMoney(row.amount_minor, row.currency, locale)}</td>
              <td>{formatNumber(row.count, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="asrat-owner__table">
        <caption>{t('organization.asratOwner.members')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('organization.asratOwner.member')}</th>
            <th scope="col">{t('organization.asratOwner.amount')}</th>
            <th scope="col">{t('organization.asratOwner.gifts')}</th>
          </tr>
        </thead>
        <tbody>
          {summary.members.map((row) => (
            <tr key={`${row.member}-${row.currency}`}>
              <th scope="row">
                {row.phone_number ?? row.name ?? t('organization.asratOwner.anonymous')}
                {row.phone_number && row.name ? (
                  <span className="asrat-owner__name"> · {row.name}</span>
                ) : null}
              </th>
              <td>{formatMoney(row.amount_minor, row.currency, locale)}</td>
              <td>{formatNumber(row.count, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
