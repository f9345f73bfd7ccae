import type { ReportTarget } from '@lomi/core';
import { parseCampaignId } from '../embed-root/campaign-id.ts';

/**
 * The report target named by the `campaign-id` and `organization-id` attributes: exactly one must hold a
 * positive whole number. Otherwise `problem` says what is wrong, for a `[lomi]` warning.
 */
export function parseReportTarget(
  campaignId: string | undefined,
  organizationId: string | undefined,
): { target: ReportTarget; problem?: undefined } | { target?: undefined; problem: string } {
  const given = (value: string | undefined) => value !== undefined && value !== null;
  if (given(campaignId) && given(organizationId)) {
    return {
      problem: `takes campaign-id or organization-id, not both; got campaign-id=${JSON.stringify(campaignId)} and organization-id=${JSON.stringify(organizationId)}.`,
    };
  }
  if (given(organizationId)) {
    const id = parseCampaignId(organizationId);
    return id === undefined
      ? {
          problem: `needs organization-id to hold an organization number, e.g. organization-id="3"; got ${JSON.stringify(organizationId)}.`,
        }
      : { target: { type: 'organization', id } };
  }
  const id = parseCampaignId(campaignId);
  return id === undefined
    ? {
        problem: `needs a campaign-id or an organization-id attribute holding a number, e.g. campaign-id="12"; got ${JSON.stringify(campaignId ?? null)}.`,
      }
    : { target: { type: 'campaign', id } };
}
