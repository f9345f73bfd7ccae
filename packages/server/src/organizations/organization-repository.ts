import { PUBLIC_CAMPAIGN_STATUSES, type Organization, type OrganizationDetail } from '@lomi/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { containsPattern } from '../http/like-pattern.ts';
import { organizationLogoPath } from '../campaigns/campaign-mapper.ts';

/** The SQL behind the public organization endpoints. Only approved organizations are public. */
export class OrganizationRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** Approved organizations whose name contains `search`, by name. */
  async list(
    search: string | undefined,
    window: { offset: number; limit: number },
  ): Promise<{ organizations: Organization[]; count: number; total: number }> {
    const approved = this.#db.selectFrom('organizations').where('approval_status', '=', 'approved');
    const matching = search ? approved.where('name', 'ilike', containsPattern(search)) : approved;
    const [{ count }, { total }, rows] = await Promise.all([
      matching.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
      approved.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      matching.selectAll().orderBy('name').orderBy('id').offset(window.offset).limit(window.limit).execute(),
    ]);
    return { organizations: rows.map(toOrganization), count, total };
  }

  /**
   * The organizations `userId` owns, whatever their approval status (the owner sees a pending or rejected
   * one on the profile page), newest first, optionally only those whose name contains `search`.
   */
  async listOwned(
    userId: number,
    search: string | undefined,
    window: { offset: number; limit: number },
  ): Promise<{ organizations: Organization[]; count: number; total: number }> {
    const owned = this.#db.selectFrom('organizations').where('owner_user_id', '=', userId);
    const matching = search ? owned.where('name', 'ilike', containsPattern(search)) : owned;
    const [{ count }, { total }, rows] = await Promise.all([
      matching.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
      owned.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      matching
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .offset(window.offset)
        .limit(window.limit)
        .execute(),
    ]);
    return { organizations: rows.map(toOrganization), count, total };
  }

  /** An approved organization by id, or undefined. */
  async findPublic(id: number): Promise<Organization | undefined> {
    const row = await this.#db
      .selectFrom('organizations')
      .selectAll()
      .where('id', '=', id)
      .where('approval_status', '=', 'approved')
      .executeTakeFirst();
    return row && toOrganization(row);
  }

  /**
   * An approved organization by id with its totals over its public campaigns (active, completed or closed:
   * what visitors can open), or undefined.
   */
  async findPublicDetail(id: number): Promise<OrganizationDetail | undefined> {
    const [organization, totals] = await Promise.all([
      this.findPublic(id),
      this.#db
        .selectFrom('campaigns as c')
        .innerJoin('campaign_totals as t', 't.campaign_id', 'c.id')
        .where('c.organization_id', '=', id)
        .where('c.status', 'in', PUBLIC_CAMPAIGN_STATUSES)
        .select((eb) => [
          eb.fn.countAll<string | number>().as('campaign_count'),
          eb.fn.sum<string | number | null>('t.collected_etb_minor').as('collected_amount'),
        ])
        .executeTakeFirstOrThrow(),
    ]);
    if (!organization) return undefined;
    // count and sum come back as strings from PostgreSQL (bigint/numeric); the sum of an empty set is null.
    return {
      ...organization,
      campaign_count: Number(totals.campaign_count),
      collected_amount: Number(totals.collected_amount ?? 0),
    };
  }

  /** Whether an approved organization has this id. */
  async existsPublic(id: number): Promise<boolean> {
    const row = await this.#db
      .selectFrom('organizations')
      .select('id')
      .where('id', '=', id)
      .where('approval_status', '=', 'approved')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The logo of an approved organization, or undefined when it has none or is not public. */
  async findPublicLogo(id: number): Promise<{ key: string; contentType: string; etag: string } | undefined> {
    const row = await this.#db
      .selectFrom('organizations')
      .select(['logo_key', 'logo_content_type', 'logo_etag'])
      .where('id', '=', id)
      .where('approval_status', '=', 'approved')
      .executeTakeFirst();
    if (!row?.logo_key || !row.logo_content_type || !row.logo_etag) return undefined;
    return { key: row.logo_key, contentType: row.logo_content_type, etag: row.logo_etag };
  }
}

function toOrganization(row: {
  id: number;
  name: string;
  description: string;
  email: string;
  phone_number: string;
  contact_person_name: string;
  approval_status: Organization['approval_status'];
  address: string;
  website: string;
  created_at: Date;
  accepts_asrat: boolean;
  logo_key: string | null;
}): Organization {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    email: row.email,
    phone_number: row.phone_number,
    logo: row.logo_key ? organizationLogoPath(row.id) : null,
    contact_person_name: row.contact_person_name,
    approval_status: row.approval_status,
    address: row.address,
    website: row.website,
    created_at: row.created_at.toISOString(),
    accepts_asrat: row.accepts_asrat,
  };
}
