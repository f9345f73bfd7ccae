/** Filters of `GET /api/campaigns/` (§7). Every member is optional; omitted ones are not sent. */
export interface CampaignListQuery {
  /** Page number, from 1. */
  page?: number;
  /** Category ids (0–17); sent comma-joined (`category=2,5`), matching any of them. */
  category?: readonly number[];
  /** Words searched in titles and descriptions. */
  search?: string;
  /** Only campaigns of this organization. */
  organizationId?: number;
  /** `-created` (newest first, the default) or `-collected_amount` (most raised first). */
  ordering?: CampaignOrdering;
}

/** Orders the campaign list supports. */
export type CampaignOrdering = '-created' | '-collected_amount';

/** Query-string parameters for {@link CampaignListQuery}, with the API's own names. */
export function campaignListParams(query: CampaignListQuery): Record<string, string> {
  const params: Record<string, string> = {};
  if (query.page !== undefined) params.page = String(query.page);
  if (query.category !== undefined && query.category.length > 0) params.category = query.category.join(',');
  if (query.search !== undefined && query.search.trim() !== '') params.search = query.search.trim();
  if (query.organizationId !== undefined) params.organization_id = String(query.organizationId);
  if (query.ordering !== undefined) params.ordering = query.ordering;
  return params;
}
