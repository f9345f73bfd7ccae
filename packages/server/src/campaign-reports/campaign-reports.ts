import type {
  CampaignReport,
  CampaignReportDay,
  CampaignReportDonation,
  CampaignReportMethod,
  CampaignReportMoney,
  Currency,
} from '@lomi/core';
import type { AuthenticatedUser } from '../auth/authenticate.ts';
import type { CampaignRepository } from '../campaigns/campaign-repository.ts';
import type { WithdrawalRepository } from '../withdrawals/withdrawal-repository.ts';
import type { CampaignReportRepository, DaySums, MethodSums } from './campaign-report-repository.ts';
import { addDays, resolvePeriod, type ReportPeriod } from './report-period.ts';

/** Who may read a campaign's report: its owner or an operator ('ok'), someone else, or nobody. */
export type ReportAccess =
  | { access: 'ok'; campaign: { id: number; title: string; created_at: Date } }
  /** Someone else's public campaign: 403. */
  | { access: 'forbidden' }
  /** No such campaign, or someone else's that is not public: 404, as the public reads answer. */
  | { access: 'missing' };

const zero = (): CampaignReportMoney => ({ raised: 0, fees: 0, net: 0, donations: 0 });

/** The sums of `methods` per currency. */
function totalsOf(methods: MethodSums[]): CampaignReport['totals'] {
  const totals = { etb: zero(), usd: zero() };
  for (const row of methods) {
    const money = row.currency === 'ETB' ? totals.etb : totals.usd;
    money.raised += row.raised;
    money.fees += row.fees;
    money.net += row.raised - row.fees;
    money.donations += row.count;
  }
  return totals;
}

/** Every bar of the period, zeros included: one a day, or one per 7 days from `from` (see ReportPeriod). */
function barsOf(period: ReportPeriod, days: DaySums[]): CampaignReportDay[] {
  const width = period.bucket === 'day' ? 1 : 7;
  const bars: CampaignReportDay[] = [];
  for (let offset = 0; offset < period.days; offset += width) {
    bars.push({ date: addDays(period.from, offset), etb: 0, usd: 0, count: 0 });
  }
  const startTime = Date.parse(`${period.from}T00:00:00Z`);
  for (const day of days) {
    const offset = Math.round((Date.parse(`${day.date}T00:00:00Z`) - startTime) / 86_400_000);
    const bar = bars[Math.floor(offset / width)];
    if (!bar) continue;
    bar.etb += day.etb;
    bar.usd += day.usd;
    bar.count += day.count;
  }
  return bars;
}

const METHOD_ORDER: Currency[] = ['ETB', 'USD'];

/**
 * The owner's campaign report (issue 15 #3): who may read it, its figures, its donations page by page and
 * in batches for the CSV and PDF files. Every figure is of completed donations in the period, in integer
 * minor units.
 */
export class CampaignReports {
  readonly #reports: CampaignReportRepository;
  readonly #campaigns: CampaignRepository;
  readonly #withdrawals: WithdrawalRepository;
  readonly #now: () => Date;

  constructor(
    reports: CampaignReportRepository,
    campaigns: CampaignRepository,
    withdrawals: WithdrawalRepository,
    now: () => Date = () => new Date(),
  ) {
    this.#reports = reports;
    this.#campaigns = campaigns;
    this.#withdrawals = withdrawals;
    this.#now = now;
  }

  /** Whether `user` may read campaign `id`'s report: the organization's owner, or any operator. */
  async access(user: AuthenticatedUser, id: number): Promise<ReportAccess> {
    const campaign = await this.#reports.campaign(id);
    if (!campaign) return { access: 'missing' };
    if (user.operator) return { access: 'ok', campaign };
    const ownership = await this.#campaigns.ownership(user.id, id);
    if (ownership === 'owner') return { access: 'ok', campaign };
    return ownership === 'not-owner' ? { access: 'forbidden' } : { access: 'missing' };
  }

  /** The period of the query for `campaign` (400 for a bad one). */
  period(campaign: { created_at: Date }, query: { from?: string | undefined; to?: string | undefined }) {
    return resolvePeriod(query, campaign.created_at, this.#now());
  }

  /** The report's figures for the period. */
  async figures(
    campaign: { id: number; title: string; created_at: Date },
    period: ReportPeriod,
  ): Promise<CampaignReport> {
    const [methods, donors, days, withdrawn, balance] = await Promise.all([
      this.#reports.methods(campaign.id, period),
      this.#reports.donors(campaign.id, period),
      this.#reports.days(campaign.id, period),
      this.#reports.withdrawn(campaign.id, period),
      this.#withdrawals.balance(campaign.id),
    ]);
    const byMethod: CampaignReportMethod[] = methods
      .map((row) => ({
        method: row.method,
        currency: row.currency,
        raised: row.raised,
        fees: row.fees,
        net: row.raised - row.fees,
        donations: row.count,
      }))
      .sort(
        (a, b) =>
          METHOD_ORDER.indexOf(a.currency) - METHOD_ORDER.indexOf(b.currency) ||
          b.donations - a.donations ||
          a.method.localeCompare(b.method),
      );
    return {
      campaign: { id: campaign.id, title: campaign.title, created: campaign.created_at.toISOString() },
      period: { from: period.from, to: period.to },
      totals: totalsOf(methods),
      methods: byMethod,
      donors,
      withdrawn,
      balance: { etb: balance.etb, usd: balance.usd },
      bucket: period.bucket,
      days: barsOf(period, days),
    };
  }

  /** A page of the period's donations, newest first. */
  donationsPage(campaignId: number, period: ReportPeriod, window: { offset: number; limit: number }) {
    return this.#reports.page(campaignId, period, window);
  }

  /** The period's donations, newest first, one batch of rows at a time (for the files). */
  donationBatches(campaignId: number, period: ReportPeriod): AsyncGenerator<CampaignReportDonation[]> {
    return this.#reports.batches(campaignId, period);
  }
}
