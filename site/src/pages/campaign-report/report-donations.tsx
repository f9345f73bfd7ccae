import { useState } from 'react';
import { formatDate, formatMoney, type CampaignReportPeriod } from '@lomi/core';
import { useSiteLanguage } from '../../language/language-context.ts';
import { useAccountApi } from '../../session/use-account-api.ts';
import { Pager } from '../../shared/pager/pager.tsx';
import { ErrorState } from '../../shared/status/error-state.tsx';
import { LoadingState } from '../../shared/status/loading-state.tsx';
import { useCampaignReportText } from './campaign-report-text.ts';

interface ReportDonationsProps {
  campaignId: number;
  period: Required<CampaignReportPeriod>;
}

/** The period's donations, 10 a page, newest first; the page shown stays, dimmed, while the next loads. */
export function ReportDonations({ campaignId, period }: ReportDonationsProps) {
  const t = useCampaignReportText();
  const { locale } = useSiteLanguage();
  const [page, setPage] = useState(1);
  const list = useAccountApi(
    `campaign-report-donations?campaign=${campaignId}&from=${period.from}&to=${period.to}&page=${page}`,
    (account, signal) => account.campaignReports.donations(campaignId, { ...period, page }, { signal }),
  );
  const data = list.data;
  return (
    <section className="campaign-report__section" aria-labelledby="campaign-report-donations">
      <h2 id="campaign-report-donations" className="campaign-report__heading">
        {t('campaignReport.donations.heading')}
      </h2>
      {list.state === 'error' && <ErrorState onRetry={list.retry} />}
      {!data && list.state === 'loading' && <LoadingState />}
      {data && data.count === 0 && <p>{t('campaignReport.methods.empty')}</p>}
      {data && data.count > 0 && (
        <div aria-busy={list.state === 'loading'} data-state={list.state}>
          <div className="campaign-report__scroll">
            <table className="campaign-report__table">
              <thead>
                <tr>
                  <th scope="col">{t('campaignReport.donations.date')}</th>
                  <th scope="col">{t('campaignReport.donations.donor')}</th>
                  <th scope="col">{t('campaignReport.donations.amount')}</th>
                  <th scope="col">{t('campaignReport.summary.fees')}</th>
                  <th scope="col">{t('campaignReport.summary.net')}</th>
                  <th scope="col">{t('campaignReport.methods.method')}</th>
                  <th scope="col">{t('campaignReport.donations.status')}</th>
                </tr>
              </thead>
              <tbody>
                {data.results.map((row) => (
                  <tr key={row.id}>
                    <td>
                      <time dateTime={row.created}>
                        {formatDate(row.created, locale, { style: 'medium' })}
                      </time>
                    </td>
                    <th scope="row">{row.donor_name ?? t('campaignReport.donations.anonymous')}</th>
                    <td>{formatMoney(row.amount, row.currency, locale)}</td>
                    <td>{formatMoney(row.fee, row.currency, locale)}</td>
                    <td>{formatMoney(row.net, row.currency, locale)}</td>
                    <td>{t(`campaignReport.method.${row.payment_method}`)}</td>
                    <td>{t(`campaignReport.donations.status.${row.status}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={page} lastPage={data.lastPage} onPageChange={setPage} />
        </div>
      )}
    </section>
  );
}
