import { formatMoney, type CampaignReport, type Currency } from '@lomi/core';
import { useSiteLanguage } from '../../language/language-context.ts';
import { useCampaignReportText } from './campaign-report-text.ts';

/** The summary (per currency: raised, fees, net, count; donors, withdrawn, balance) and the per-method table. */
export function ReportFigures({ report }: { report: CampaignReport }) {
  const t = useCampaignReportText();
  const { locale } = useSiteLanguage();
  const money = (minor: number, currency: Currency) => formatMoney(minor, currency, locale);
  const currencies = [
    ['ETB', report.totals.etb, report.withdrawn.etb, report.balance.etb, t('campaignReport.currency.etb')],
    ['USD', report.totals.usd, report.withdrawn.usd, report.balance.usd, t('campaignReport.currency.usd')],
  ] as const;
  return (
    <>
      <section className="campaign-report__section" aria-labelledby="campaign-report-summary">
        <h2 id="campaign-report-summary" className="campaign-report__heading">
          {t('campaignReport.summary.heading')}
        </h2>
        <div className="campaign-report__cards">
          {currencies.map(([currency, totals, withdrawn, balance, label]) => (
            <section key={currency} className="campaign-report__card" aria-label={label}>
              <h3 className="campaign-report__card-title">{label}</h3>
              <dl className="campaign-report__figures">
                <dt>{t('campaignReport.summary.raised')}</dt>
                <dd>{money(totals.raised, currency)}</dd>
                <dt>{t('campaignReport.summary.fees')}</dt>
                <dd>{money(totals.fees, currency)}</dd>
                <dt>{t('campaignReport.summary.net')}</dt>
                <dd>{money(totals.net, currency)}</dd>
                <dt>{t('campaignReport.summary.count')}</dt>
                <dd>{totals.donations}</dd>
                <dt>{t('campaignReport.summary.withdrawn')}</dt>
                <dd>{money(withdrawn, currency)}</dd>
                <dt>{t('campaignReport.summary.balance')}</dt>
                <dd>{money(balance, currency)}</dd>
              </dl>
            </section>
          ))}
          <section className="campaign-report__card" aria-label={t('campaignReport.summary.donors')}>
            <h3 className="campaign-report__card-title">{t('campaignReport.summary.donors')}</h3>
            <div className="campaign-report__big">{report.donors}</div>
            <p className="campaign-report__hint">{t('campaignReport.summary.donorsHint')}</p>
          </section>
        </div>
      </section>
      <section className="campaign-report__section" aria-labelledby="campaign-report-methods">
        <h2 id="campaign-report-methods" className="campaign-report__heading">
          {t('campaignReport.methods.heading')}
        </h2>
        {report.methods.length === 0 ? (
          <p>{t('campaignReport.methods.empty')}</p>
        ) : (
          <div className="campaign-report__scroll">
            <table className="campaign-report__table">
              <thead>
                <tr>
                  <th scope="col">{t('campaignReport.methods.method')}</th>
                  <th scope="col">{t('campaignReport.summary.count')}</th>
                  <th scope="col">{t('campaignReport.summary.raised')}</th>
                  <th scope="col">{t('campaignReport.summary.fees')}</th>
                  <th scope="col">{t('campaignReport.summary.net')}</th>
                </tr>
              </thead>
              <tbody>
                {report.methods.map((row) => (
                  <tr key={`${row.method}-${row.currency}`}>
                    <th scope="row">
                      {t(`campaignReport.method.${row.method}`)} ({row.currency})
                    </th>
                    <td>{row.donations}</td>
                    <td>{money(row.raised, row.currency)}</td>
                    <td>{money(row.fees, row.currency)}</td>
                    <td>{money(row.net, row.currency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
