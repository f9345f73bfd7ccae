import type { AsratPage, AsratSummary } from '@lomi/core';
import type { AuthenticatedUser } from '../auth/authenticate.ts';
import { ApiError, notFound } from '../errors/api-error.ts';
import { ErrorCodes } from '../errors/error-codes.ts';
import {
  ETHIOPIA_UTC_OFFSET_HOURS,
  type AsratOrganization,
  type AsratRepository,
  type Period,
} from './asrat-repository.ts';

/** The Gregorian `year` in Ethiopian local time (UTC+3), as a UTC range. */
export function yearPeriod(year: number): Period {
  const offsetMs = ETHIOPIA_UTC_OFFSET_HOURS * 3_600_000;
  return {
    from: new Date(Date.UTC(year, 0, 1) - offsetMs),
    to: new Date(Date.UTC(year + 1, 0, 1) - offsetMs),
  };
}

/** The current Gregorian year in Ethiopia (the summary's default), which starts 3 hours before UTC's. */
export function currentYear(now: Date): number {
  return new Date(now.getTime() + ETHIOPIA_UTC_OFFSET_HOURS * 3_600_000).getUTCFullYear();
}

/**
 * The rules of Asrat over its repository: the public page (which creates the organization's Asrat campaign on
 * its first read), and who may read an organization's Asrat summary and QR code (its owner and operators).
 */
export class AsratService {
  readonly #asrat: AsratRepository;

  constructor(asrat: AsratRepository) {
    this.#asrat = asrat;
  }

  /** The Asrat page of an organization that accepts Asrat; 404 otherwise. */
  async page(organizationId: number): Promise<AsratPage> {
    let page = await this.#asrat.findPage(organizationId);
    if (!page) {
      await this.#asrat.ensureCampaigns(organizationId);
      page = await this.#asrat.findPage(organizationId);
    }
    if (!page) throw asratNotFound(organizationId);
    return page;
  }

  /**
   * The organization when `user` owns it or is an operator and its Asrat page is open (the QR code opens
   * it). 404 for an organization that does not exist, is not public and not theirs, or does not accept
   * Asrat; 403 for another owner's public organization.
   */
  async openForOwner(user: AuthenticatedUser, organizationId: number): Promise<AsratOrganization> {
    const organization = await this.#ownedOrganization(user, organizationId);
    if (!organization.approved || !organization.acceptsAsrat) throw asratNotFound(organizationId);
    return organization;
  }

  /**
   * The Asrat summary of `year` for the owner or an operator: per month, per member and in all. An
   * organization that stopped accepting Asrat keeps its summary (its campaign and donations stay).
   */
  async summary(user: AuthenticatedUser, organizationId: number, year: number): Promise<AsratSummary> {
    const organization = await this.#ownedOrganization(user, organizationId);
    if (organization.approved && organization.acceptsAsrat) await this.#asrat.ensureCampaigns(organizationId);
    const campaignId = await this.#asrat.findCampaignId(organizationId);
    if (campaignId === undefined) throw asratNotFound(organizationId);
    const period = yearPeriod(year);
    const [months, members, totals] = await Promise.all([
      this.#asrat.monthTotals(campaignId, period),
      this.#asrat.memberTotals(campaignId, period),
      this.#asrat.totals(campaignId, period),
    ]);
    return {
      organization_id: organization.id,
      organization_name: organization.name,
      campaign_id: campaignId,
      year,
      months,
      members,
      totals,
    };
  }

  async #ownedOrganization(user: AuthenticatedUser, organizationId: number): Promise<AsratOrganization> {
    const organization = await this.#asrat.findOrganization(organizationId);
    if (!organization) throw notFound('Organization', organizationId);
    if (user.operator || organization.ownerUserId === user.id) return organization;
    // Someone else's organization: say so only when it is public (a pending one is not told apart).
    if (!organization.approved) throw notFound('Organization', organizationId);
    throw new ApiError(403, ErrorCodes.forbidden, 'Only the owner of this organization may see its Asrat.');
  }
}

function asratNotFound(organizationId: number): ApiError {
  return new ApiError(
    404,
    ErrorCodes.notFound,
    `Organization ${organizationId} does not accept Asrat on Lomi.`,
  );
}
