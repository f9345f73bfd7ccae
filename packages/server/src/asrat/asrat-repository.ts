import {
  CATEGORY_NAMES,
  type AsratCampaign,
  type AsratMemberTotal,
  type AsratMonthTotal,
  type AsratPage,
  type AsratTotal,
  type Currency,
} from '@lomi/core';
import { sql, type Kysely } from 'kysely';
import { organizationLogoPath } from '../campaigns/campaign-mapper.ts';
import type { Database } from '../db/schema.ts';
import { containsPattern } from '../http/like-pattern.ts';

/** The category Asrat campaigns are filed under (they are never listed, but the column is required). */
const FAITH_CATEGORY_ID = CATEGORY_NAMES.indexOf('Faith');

/** Ethiopia keeps UTC+3 all year (no daylight saving): months are counted in its local time. */
export const ETHIOPIA_UTC_OFFSET_HOURS = 3;

/** An organization as the Asrat rules read it. */
export interface AsratOrganization {
  id: number;
  name: string;
  ownerUserId: number | null;
  approved: boolean;
  acceptsAsrat: boolean;
}

/** A time range [from, to). */
export interface Period {
  from: Date;
  to: Date;
}

// Organizations whose Asrat page is open: approved and accepting Asrat.
function acceptingOrganizations(db: Kysely<Database>) {
  return db
    .selectFrom('organizations as o')
    .where('o.approval_status', '=', 'approved')
    .where('o.accepts_asrat', '=', true);
}

/**
 * The SQL of Asrat (src/asrat/README in the server README, section "Asrat"): each organization that accepts
 * it has one campaign of kind 'asrat', created idempotently (`INSERT … ON CONFLICT DO NOTHING` on the partial
 * unique index of migration 0022, so concurrent first reads create one), and its completed donations summed
 * per month and per member.
 */
export class AsratRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /**
   * Creates the missing Asrat campaigns of the organizations that accept Asrat (all of them, or the one
   * given). Safe to run at any time and concurrently: one campaign per organization, never a second.
   */
  async ensureCampaigns(organizationId?: number): Promise<void> {
    await this.#db
      .insertInto('campaigns')
      .columns([
        'organization_id',
        'category_id',
        'created_by_user_id',
        'title',
        'description',
        'status',
        'kind',
      ])
      .expression(
        acceptingOrganizations(this.#db)
          .$if(organizationId !== undefined, (query) => query.where('o.id', '=', organizationId!))
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom('campaigns as c')
                  .select('c.id')
                  .whereRef('c.organization_id', '=', 'o.id')
                  .where('c.kind', '=', 'asrat'),
              ),
            ),
          )
          .select([
            'o.id',
            sql.lit(FAITH_CATEGORY_ID).as('category_id'),
            'o.owner_user_id',
            sql<string>`left('Asrat · ' || o.name, 255)`.as('title'),
            sql<string>`'Asrat (tithe) given to ' || o.name || ' by its members.'`.as('description'),
            sql.lit('active').as('status'),
            sql.lit('asrat').as('kind'),
          ]),
      )
      .onConflict((conflict) => conflict.column('organization_id').where('kind', '=', 'asrat').doNothing())
      .execute();
  }

  /** A page of the organizations whose Asrat page is open, by name, with their Asrat campaign. */
  async list(
    search: string | undefined,
    window: { offset: number; limit: number },
  ): Promise<{ campaigns: AsratCampaign[]; count: number; total: number }> {
    const open = () =>
      acceptingOrganizations(this.#db).innerJoin('campaigns as c', (join) =>
        join.onRef('c.organization_id', '=', 'o.id').on('c.kind', '=', 'asrat').on('c.status', '=', 'active'),
      );
    const matching = open().$if(Boolean(search), (query) =>
      query.where('o.name', 'ilike', containsPattern(search!)),
    );
    const [{ count }, { total }, rows] = await Promise.all([
      matching.select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirstOrThrow(),
      open()
        .select((eb) => eb.fn.countAll<string | number>().as('total'))
        .executeTakeFirstOrThrow(),
      matching
        .select(['o.id', 'o.name', 'o.description', 'o.logo_key', 'c.id as campaign_id'])
        .orderBy('o.name')
        .orderBy('o.id')
        .offset(window.offset)
        .limit(window.limit)
        .execute(),
    ]);
    return { campaigns: rows.map(toAsratCampaign), count: Number(count), total: Number(total) };
  }

  /** The Asrat page of an organization whose Asrat page is open, or undefined. */
  async findPage(organizationId: number): Promise<AsratPage | undefined> {
    const row = await acceptingOrganizations(this.#db)
      .innerJoin('campaigns as c', (join) =>
        join.onRef('c.organization_id', '=', 'o.id').on('c.kind', '=', 'asrat').on('c.status', '=', 'active'),
      )
      .where('o.id', '=', organizationId)
      .select(['o.id', 'o.name', 'o.description', 'o.logo_key', 'c.id as campaign_id'])
      .executeTakeFirst();
    return row && { ...toAsratCampaign(row), organization_description: row.description };
  }

  /** An organization in any approval status, as the Asrat rules read it, or undefined. */
  async findOrganization(organizationId: number): Promise<AsratOrganization | undefined> {
    const row = await this.#db
      .selectFrom('organizations')
      .where('id', '=', organizationId)
      .select(['id', 'name', 'owner_user_id', 'approval_status', 'accepts_asrat'])
      .executeTakeFirst();
    return (
      row && {
        id: row.id,
        name: row.name,
        ownerUserId: row.owner_user_id,
        approved: row.approval_status === 'approved',
        acceptsAsrat: row.accepts_asrat,
      }
    );
  }

  /** The id of the organization's Asrat campaign (whatever its status), or undefined when it has none. */
  async findCampaignId(organizationId: number): Promise<number | undefined> {
    const row = await this.#db
      .selectFrom('campaigns')
      .where('organization_id', '=', organizationId)
      .where('kind', '=', 'asrat')
      .select('id')
      .executeTakeFirst();
    return row?.id;
  }

  /** The completed gifts to `campaignId` in `period`, per month (1–12 in Ethiopian time) and currency. */
  async monthTotals(campaignId: number, period: Period): Promise<AsratMonthTotal[]> {
    const month = sql<number>`extract(month from ${localTime})`;
    const rows = await this.#completedGifts(campaignId, period)
      .select((eb) => [
        month.as('month'),
        'd.currency',
        eb.fn.sum<string | number>('d.amount_minor').as('amount_minor'),
        eb.fn.countAll<string | number>().as('count'),
      ])
      .groupBy([month, 'd.currency'])
      .orderBy(month)
      .orderBy('d.currency')
      .execute();
    return rows.map((row) => ({ month: Number(row.month), ...money(row) }));
  }

  /**
   * The completed gifts to `campaignId` in `period`, per member and currency, largest first. A member is the
   * phone the gift came from, else the name given (not for gifts marked anonymous), else nobody: 'Anonymous'.
   */
  async memberTotals(campaignId: number, period: Period): Promise<AsratMemberTotal[]> {
    const shownName = sql<
      string | null
    >`case when d.anonymous then null else nullif(btrim(d.full_name), '') end`;
    const phone = sql<string | null>`i.phone_number`;
    const nameKey = sql<string | null>`case when i.phone_number is null then ${shownName} end`;
    const rows = await this.#completedGifts(campaignId, period)
      .select((eb) => [
        phone.as('phone_number'),
        nameKey.as('name_key'),
        // The latest name given with this phone (or the name itself when it is the key).
        sql<string | null>`(array_agg(${shownName} order by d.created_at desc, d.id desc)
          filter (where ${shownName} is not null))[1]`.as('name'),
        'd.currency',
        eb.fn.sum<string | number>('d.amount_minor').as('amount_minor'),
        eb.fn.countAll<string | number>().as('count'),
      ])
      .groupBy([phone, nameKey, 'd.currency'])
      .execute();
    return rows
      .map((row) => ({
        member: row.phone_number ?? row.name ?? 'Anonymous',
        phone_number: row.phone_number,
        name: row.name,
        ...money(row),
      }))
      .sort(
        (a, b) =>
          b.amount_minor - a.amount_minor ||
          a.currency.localeCompare(b.currency) ||
          a.member.localeCompare(b.member),
      );
  }

  /** The year's totals per currency. */
  async totals(campaignId: number, period: Period): Promise<AsratTotal[]> {
    const rows = await this.#completedGifts(campaignId, period)
      .select((eb) => [
        'd.currency',
        eb.fn.sum<string | number>('d.amount_minor').as('amount_minor'),
        eb.fn.countAll<string | number>().as('count'),
      ])
      .groupBy('d.currency')
      .orderBy('d.currency')
      .execute();
    return rows.map(money);
  }

  // Completed donations of the campaign, dated when their payment completed (the donation's creation for
  // donations without an invoice), within the period.
  #completedGifts(campaignId: number, period: Period) {
    return this.#db
      .selectFrom('donations as d')
      .leftJoin('invoices as i', 'i.id', 'd.invoice_id')
      .where('d.campaign_id', '=', campaignId)
      .where('d.is_completed', '=', true)
      .where(paidAt, '>=', period.from)
      .where(paidAt, '<', period.to);
  }
}

const paidAt = sql<Date>`coalesce(i.completed_at, d.created_at)`;
// The payment time as a wall-clock time in Ethiopia, whatever the session's time zone.
const localTime = sql`((coalesce(i.completed_at, d.created_at) at time zone 'UTC') + ${sql.lit(ETHIOPIA_UTC_OFFSET_HOURS)} * interval '1 hour')`;

function money(row: { currency: string; amount_minor: string | number; count: string | number }): AsratTotal {
  // sum and count come back as strings from PostgreSQL (numeric, bigint).
  return {
    currency: row.currency as Currency,
    amount_minor: Number(row.amount_minor),
    count: Number(row.count),
  };
}

function toAsratCampaign(row: {
  id: number;
  name: string;
  logo_key: string | null;
  campaign_id: number;
}): AsratCampaign {
  return {
    organization_id: row.id,
    organization_name: row.name,
    organization_logo: row.logo_key ? organizationLogoPath(row.id) : null,
    campaign_id: row.campaign_id,
  };
}
