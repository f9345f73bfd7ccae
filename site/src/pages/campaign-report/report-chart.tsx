import { formatMoney, type CampaignReport } from '@lomi/core';
import { useSiteLanguage } from '../../language/language-context.ts';
import { useCampaignReportText } from './campaign-report-text.ts';

const WIDTH = 600;
const HEIGHT = 160;

/**
 * Donations per day (or per week past 366 days) as SVG bars of the number of donations, described in words
 * for screen readers (`role="img"` with a label), with the same numbers as a table under a disclosure.
 */
export function ReportChart({ report }: { report: CampaignReport }) {
  const t = useCampaignReportText();
  const { locale } = useSiteLanguage();
  const bars = report.days;
  const most = Math.max(0, ...bars.map((bar) => bar.count));
  const total = bars.reduce((sum, bar) => sum + bar.count, 0);
  const slot = WIDTH / Math.max(1, bars.length);
  const heading =
    report.bucket === 'week' ? t('campaignReport.chart.headingWeek') : t('campaignReport.chart.heading');
  return (
    <section className="campaign-report__section" aria-labelledby="campaign-report-chart">
      <h2 id="campaign-report-chart" className="campaign-report__heading">
        {heading}
      </h2>
      <svg
        className="campaign-report__chart"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={`${heading}: ${t('campaignReport.chart.description', { bars: bars.length, count: total, most })}`}
      >
        <line x1="0" y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} className="campaign-report__axis" />
        {most > 0 &&
          bars.map((bar, index) =>
            bar.count > 0 ? (
              <rect
                key={bar.date}
                x={index * slot + slot * 0.1}
                width={Math.max(0.5, slot * 0.8)}
                y={HEIGHT - (bar.count / most) * (HEIGHT - 4)}
                height={(bar.count / most) * (HEIGHT - 4)}
                className="campaign-report__bar"
              />
            ) : null,
          )}
      </svg>
      <details className="campaign-report__details">
        <summary>{t('campaignReport.chart.table')}</summary>
        <div className="campaign-report__scroll">
          <table className="campaign-report__table">
            <thead>
              <tr>
                <th scope="col">{t('campaignReport.chart.date')}</th>
                <th scope="col">{t('campaignReport.currency.etb')}</th>
                <th scope="col">{t('campaignReport.currency.usd')}</th>
                <th scope="col">{t('campaignReport.summary.count')}</th>
              </tr>
            </thead>
            <tbody>
              {bars.map((bar) => (
                <tr key={bar.date}>
                  <th scope="row">{bar.date}</th>
                  <td>{formatMoney(bar.etb, 'ETB', locale)}</td>
                  <td>{formatMoney(bar.usd, 'USD', locale)}</td>
                  <td>{bar.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
