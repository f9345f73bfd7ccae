import { fetchFile } from '../api-client/fetch-file.ts';
import type { JsonRequester, RequestOptions } from '../api-client/json-requester.ts';
import { queryParams } from '../api-client/query-params.ts';
import type { PagedList } from '../domain/paged-list.ts';
import type {
  CampaignReport,
  CampaignReportDonation,
  CampaignReportLanguage,
  CampaignReportPeriod,
} from './campaign-report-types.ts';

/**
 * The owner's campaign report (issue 15 #3; login: the campaign's owner or an operator). Every call answers
 * 400 for a bad period, 403 for someone else's public campaign and 404 for one that is not public or does
 * not exist.
 */
export interface CampaignReportCalls {
  /** The period's figures: per currency and method, donors, withdrawn, balance and the daily chart. */
  figures(id: number, period?: CampaignReportPeriod, options?: RequestOptions): Promise<CampaignReport>;
  /** A page of the period's completed donations, newest first, 10 a page. */
  donations(
    id: number,
    period?: CampaignReportPeriod & { page?: number },
    options?: RequestOptions,
  ): Promise<PagedList<CampaignReportDonation>>;
  /** The report as a CSV file (UTF-8 with a BOM, so spreadsheet programs keep Amharic). */
  csv(
    id: number,
    period?: CampaignReportPeriod & { lang?: CampaignReportLanguage },
    options?: RequestOptions,
  ): Promise<Blob>;
  /** The report as a PDF file. */
  pdf(
    id: number,
    period?: CampaignReportPeriod & { lang?: CampaignReportLanguage },
    options?: RequestOptions,
  ): Promise<Blob>;
}

/** The calls over `requester` (part of the account client). */
export function campaignReportCalls(requester: JsonRequester): CampaignReportCalls {
  const base = (id: number) => `/api/campaigns/${encodeURIComponent(id)}/report`;
  const periodOf = ({ from, to }: CampaignReportPeriod) => ({ from: from || undefined, to: to || undefined });
  return {
    figures: (id, period = {}, options) =>
      requester.getJson(`${base(id)}/`, queryParams(periodOf(period)), options),
    donations: (id, { page, ...period } = {}, options) =>
      requester.getJson(`${base(id)}/donations/`, queryParams({ ...periodOf(period), page }), options),
    csv: (id, { lang, ...period } = {}, options) =>
      fetchFile(requester.connection, `${base(id)}.csv`, queryParams({ ...periodOf(period), lang }), options),
    pdf: (id, { lang, ...period } = {}, options) =>
      fetchFile(requester.connection, `${base(id)}.pdf`, queryParams({ ...periodOf(period), lang }), options),
  };
}
