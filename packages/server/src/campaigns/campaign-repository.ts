import { PUBLIC_CAMPAIGN_STATUSES, type Campaign, type CampaignUpdate, type OwnCampaign } from '@lomi/core';
import { sql, type Kysely } from 'kysely';
import type { CampaignKindColumn, CampaignStatusColumn, Database } from '../db/schema.ts';
import { containsPattern } from '../http/like-pattern.ts';
import { toCampaign, toOwnCampaign, type CampaignImageRow, type CampaignRow } from './campaign-mapper.ts';
import type { CampaignOrdering } from './campaign-ordering.ts';
import { ExchangeRateRepository } from './exchange-rate-repository.ts';

/** Filters of the public campaign list; all optional. */
export interface CampaignFilter {
  categories?: number[];
  search?: string;
  organizationId?: number;
}

// Public means: run by an approved organization, and active (listed) or finished (reachable by its link).
// Drafts, campaigns in review or rejected, and campaigns of pending or rejected organizations are never
// exposed.
function campaignsOfApproved(db: Kysely<Database>) {
  return db
    .selectFrom('campaigns as c')
    .innerJoin('organizations as o', 'o.id', 'c.organization_id')
    .where('o.approval_status', '=', 'approved');
}

type CampaignQuery = ReturnType<typeof campaignsOfApproved>;
type PageIdsQuery = ReturnType<CampaignQuery['select']>;
type PageWindow = { offset: number; limit: number };

const countOf = async (query: CampaignQuery) =>
  (await query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow()).count;

// An owner sees every campaign of the organizations they own, whatever its status or approval: the
// drafts, the campaigns in review or rejected and those of a pending organization are theirs to follow too.
function campaignsOwnedBy(db: Kysely<Database>, userId: number): CampaignQuery {
  return db
    .selectFrom('campaigns as c')
    .innerJoin('organizations as o', 'o.id', 'c.organization_id')
    .where('o.owner_user_id', '=', userId);
}

/**
 * Whether `userId` owns a campaign (owns its organization, §6 "Campaign owner"), does not own this public
 * campaign, or may not know of it ('missing': no such id, or someone else's non-public campaign).
 */
/** A public campaign as the donation check reads it. */
export interface DonatableCampaign {
  title: string;
  status: CampaignStatusColumn;
  deadline: Date | null;
  /** 'asrat' for an organization's Asrat campaign, which takes mobile money only. */
  kind: CampaignKindColumn;
}

export type CampaignOwnership = 'owner' | 'not-owner' | 'missing';

// Listed: active fundraisers. An organization's Asrat campaign (src/asrat/) is reached through its Asrat page
// only, never through explore, search, featured or the organization's campaign list.
const listed = (query: CampaignQuery) =>
  query.where('c.status', '=', 'active').where('c.kind', '=', 'fundraiser');
const reachable = (query: CampaignQuery) => query.where('c.status', 'in', PUBLIC_CAMPAIGN_STATUSES);

function withCampaignColumns(query: CampaignQuery) {
  return query
    .innerJoin('categories as cat', 'cat.id', 'c.category_id')
    .innerJoin('campaign_totals as t', 't.campaign_id', 'c.id')
    .select([
      'c.id',
      'c.title',
      'c.description',
      'c.category_id',
      'cat.name as category_name',
      'o.id as organization_id',
      'o.name as organization_name',
      'o.description as organization_description',
      'o.email as organization_email',
      'o.phone_number as organization_phone_number',
      'o.logo_key as organization_logo_key',
      'c.goal_etb_minor',
      'c.goal_usd_minor',
      't.etb_minor',
      't.usd_minor',
      't.collected_etb_minor',
      't.withdrawn_etb_minor',
      't.withdrawn_usd_minor',
      't.donation_count',
      'c.video_url',
      'c.created_at',
      'c.deadline',
      'c.created_by_charity',
      'c.charity_id',
      'c.status',
      'c.featured',
      'c.review_note',
    ]);
}

/**
 * Whether holding the term's pieces already proves a campaign contains it, so the ILIKE can be skipped (it
 * lower-cases every candidate's text, slow on Ethiopic): when the lower-cased term is its own single piece (up
 * to 3 characters, as many Amharic words are) and has no space. Its pieces then say that the lower-cased
 * "title description" holds it, and without a space it cannot straddle the two: the title or the description
 * holds it, lower-cased as ILIKE does (`lower`). A constant: PostgreSQL computes it once per query.
 */
function exactByPieces(term: string) {
  return sql<boolean>`(search_term_grams(${term}) = ARRAY[lower(${term})] AND strpos(${term}, ' ') = 0)`;
}

/** The SQL behind the public campaign endpoints. */
export class CampaignRepository {
  readonly #db: Kysely<Database>;
  readonly #rates: ExchangeRateRepository;

  /** `rates` converts USD goals; the app passes its one instance, tests may leave it out. */
  constructor(db: Kysely<Database>, rates: ExchangeRateRepository = new ExchangeRateRepository(db)) {
    this.#db = db;
    this.#rates = rates;
  }

  /** Listed campaigns matching `filter` in `ordering`, with the number matching and the number listed. */
  async list(
    filter: CampaignFilter,
    window: { offset: number; limit: number },
    ordering: CampaignOrdering = '-created',
  ): Promise<{ campaigns: Campaign[]; count: number; total: number }> {
    const matching = listed(campaignsOfApproved(this.#db))
      .$if(Boolean(filter.categories?.length), (query) =>
        query.where('c.category_id', 'in', filter.categories!),
      )
      .$if(filter.organizationId !== undefined, (query) =>
        query.where('c.organization_id', '=', filter.organizationId!),
      );
    const filtered =
      Boolean(filter.categories?.length) || filter.organizationId !== undefined || Boolean(filter.search);
    const byCollected = ordering === '-collected_amount';
    const [{ count, rows }, total] = await Promise.all([
      filter.search
        ? this.#searchPage(filter, filter.search, window, byCollected)
        : this.#page(matching, window, byCollected),
      // Without a filter every listed campaign matches: one count answers both.
      filtered ? countOf(listed(campaignsOfApproved(this.#db))) : undefined,
    ]);
    return { campaigns: await this.#toCampaigns(rows, toCampaign), count, total: total ?? count };
  }

  /**
   * The count of `matching` and its page: the page's ids by an index walk that stops at the page, then the
   * columns and totals of those few rows only (joining the totals before paging joined every match).
   */
  async #page(matching: CampaignQuery, window: PageWindow, byCollected: boolean) {
    const pageIds = (
      byCollected
        ? matching
            .innerJoin('campaign_totals as pt', 'pt.campaign_id', 'c.id')
            .orderBy('pt.collected_etb_minor', 'desc')
        : matching
    )
      .select('c.id')
      .orderBy('c.created_at', 'desc')
      .orderBy('c.id', 'desc')
      .offset(window.offset)
      .limit(window.limit);
    const [count, rows] = await Promise.all([countOf(matching), this.#rowsOf(pageIds, byCollected)]);
    return { count, rows };
  }

  /**
   * A search's count and page from one pass over its matches, read from `campaign_search` alone (migration
   * 0029): its GIN index holds the listed campaigns' pieces, and each row carries what the filters, the ILIKE
   * and the order need, so no match costs a lookup of its campaign or organization. The matches sit behind a
   * MATERIALIZED fence so that the count and the page's ids come from one scan, not two.
   */
  async #searchPage(filter: CampaignFilter, term: string, window: PageWindow, byCollected: boolean) {
    const pattern = containsPattern(term);
    const matches = this.#db
      .selectFrom('campaign_search as s')
      // As written, not `= true` with a parameter: the planner then matches it to the index's WHERE listed.
      .where(sql<boolean>`s.listed`)
      .where(sql<boolean>`s.grams @> search_term_grams(${term})`)
      .where(
        sql<boolean>`(${exactByPieces(term)} OR s.title ILIKE ${pattern} OR s.description ILIKE ${pattern})`,
      )
      .$if(Boolean(filter.categories?.length), (query) =>
        query.where('s.category_id', 'in', filter.categories!),
      )
      .$if(filter.organizationId !== undefined, (query) =>
        query.where('s.organization_id', '=', filter.organizationId!),
      )
      .select(['s.campaign_id as id', 's.created_at']);
    const ordered = byCollected
      ? matches
          .innerJoin('campaign_totals as pt', 'pt.campaign_id', 's.campaign_id')
          .select('pt.collected_etb_minor as collected')
      : matches.select(sql<number>`0`.as('collected'));
    const { rows } = await sql<{ count: number; ids: number[] }>`
      WITH m AS MATERIALIZED (${ordered})
      SELECT (SELECT count(*) FROM m) AS count,
        ARRAY(
          SELECT id FROM m ORDER BY collected DESC, created_at DESC, id DESC
          OFFSET ${window.offset} LIMIT ${window.limit}
        ) AS ids`.execute(this.#db);
    const { count, ids } = rows[0]!;
    return { count, rows: ids.length === 0 ? [] : await this.#rowsOf(ids, byCollected) };
  }

  /** The columns and totals of the campaigns `ids` (a list, or a query of one page's ids), in page order. */
  #rowsOf(ids: number[] | PageIdsQuery, byCollected: boolean) {
    return withCampaignColumns(campaignsOfApproved(this.#db))
      .where('c.id', 'in', ids)
      .$if(byCollected, (query) => query.orderBy('t.collected_etb_minor', 'desc'))
      .orderBy('c.created_at', 'desc')
      .orderBy('c.id', 'desc')
      .execute();
  }

  /**
   * Listed campaigns marked featured that still take donations (the console features only those; one whose
   * deadline has passed leaves the carousel by itself), newest first.
   */
  async featured(now: Date = new Date()): Promise<Campaign[]> {
    const rows = await withCampaignColumns(
      listed(campaignsOfApproved(this.#db))
        .where('c.featured', '=', true)
        .where((eb) => eb.or([eb('c.deadline', 'is', null), eb('c.deadline', '>', now)])),
    )
      .orderBy('c.created_at', 'desc')
      .orderBy('c.id', 'desc')
      .execute();
    return this.#toCampaigns(rows, toCampaign);
  }

  /** A public campaign by id, or undefined. */
  async findPublic(id: number): Promise<Campaign | undefined> {
    const row = await withCampaignColumns(
      reachable(campaignsOfApproved(this.#db)).where('c.id', '=', id),
    ).executeTakeFirst();
    if (!row) return undefined;
    const [campaign] = await this.#toCampaigns([row], toCampaign);
    return campaign;
  }

  /**
   * What deciding whether a public campaign takes donations needs (payments/initiation/donatable-campaign.ts):
   * its title, status and deadline; undefined when no public campaign has this id.
   */
  async findDonatable(id: number): Promise<DonatableCampaign | undefined> {
    return (
      reachable(campaignsOfApproved(this.#db))
        .where('c.id', '=', id)
        // An Asrat campaign takes gifts while its organization accepts Asrat.
        .where((eb) => eb.or([eb('c.kind', '=', 'fundraiser'), eb('o.accepts_asrat', '=', true)]))
        .select(['c.title', 'c.status', 'c.deadline', 'c.kind'])
        .executeTakeFirst()
    );
  }

  /** Whether a public campaign with this id exists (for endpoints that hang off a campaign). */
  async existsPublic(id: number): Promise<boolean> {
    const row = await reachable(campaignsOfApproved(this.#db))
      .where('c.id', '=', id)
      .select('c.id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The campaigns of the organizations `userId` owns, newest first, with their number. */
  async listOwned(
    userId: number,
    window: { offset: number; limit: number },
  ): Promise<{ campaigns: OwnCampaign[]; count: number }> {
    const [{ count }, rows] = await Promise.all([
      campaignsOwnedBy(this.#db, userId)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow(),
      withCampaignColumns(campaignsOwnedBy(this.#db, userId))
        .orderBy('c.created_at', 'desc')
        .orderBy('c.id', 'desc')
        .offset(window.offset)
        .limit(window.limit)
        .execute(),
    ]);
    return { campaigns: await this.#toCampaigns(rows, toOwnCampaign), count };
  }

  /** One campaign of an organization `userId` owns, or undefined (also when someone else owns it). */
  async findOwned(userId: number, id: number): Promise<OwnCampaign | undefined> {
    const row = await withCampaignColumns(
      campaignsOwnedBy(this.#db, userId).where('c.id', '=', id),
    ).executeTakeFirst();
    if (!row) return undefined;
    const [campaign] = await this.#toCampaigns([row], toOwnCampaign);
    return campaign;
  }

  /**
   * Whether `userId` owns campaign `id`; for someone else's campaign, 'not-owner' only when it is public,
   * and 'missing' otherwise, as the public reads say: a draft or a pending organization's campaign must not
   * be told apart from an id that does not exist.
   */
  async ownership(userId: number, id: number): Promise<CampaignOwnership> {
    const row = await this.#db
      .selectFrom('campaigns as c')
      .innerJoin('organizations as o', 'o.id', 'c.organization_id')
      .where('c.id', '=', id)
      .select('o.owner_user_id')
      .executeTakeFirst();
    if (!row) return 'missing';
    if (row.owner_user_id === userId) return 'owner';
    return (await this.existsPublic(id)) ? 'not-owner' : 'missing';
  }

  /**
   * Changes the given fields of campaign `id` in one statement (both or neither are written), only while
   * `userId` still owns it; whether a row was changed.
   */
  async updateOwned(userId: number, id: number, fields: CampaignUpdate): Promise<boolean> {
    const result = await this.#db
      .updateTable('campaigns')
      .set({ ...fields, updated_at: new Date() })
      .where('id', '=', id)
      .where('organization_id', 'in', (eb) =>
        eb.selectFrom('organizations').select('id').where('owner_user_id', '=', userId),
      )
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** The rows with their images in the API shape `map` builds: the public one, or the owner's. */
  async #toCampaigns<T extends Campaign>(
    rows: CampaignRow[],
    map: (row: CampaignRow, images: CampaignImageRow[], usdRate: number) => T,
  ): Promise<T[]> {
    if (rows.length === 0) return [];
    const campaignIds = rows.map((row) => row.id);
    const [images, variants, usdRate] = await Promise.all([
      this.#db
        .selectFrom('campaign_images')
        .select(['id', 'campaign_id', 'alt'])
        .where('campaign_id', 'in', campaignIds)
        .orderBy('campaign_id')
        .orderBy('position')
        .execute(),
      this.#db
        .selectFrom('campaign_image_variants as v')
        .innerJoin('campaign_images as i', 'i.id', 'v.campaign_image_id')
        .select(['v.campaign_image_id', 'v.width'])
        .where('i.campaign_id', 'in', campaignIds)
        .orderBy('v.campaign_image_id')
        .orderBy('v.width')
        .execute(),
      this.#rates.currentUsdRate(),
    ]);
    const widths = new Map<number, number[]>();
    for (const variant of variants) {
      widths.set(variant.campaign_image_id, [
        ...(widths.get(variant.campaign_image_id) ?? []),
        variant.width,
      ]);
    }
    const byCampaign = new Map<number, CampaignImageRow[]>();
    for (const image of images) {
      const row = { ...image, widths: widths.get(image.id) ?? [] };
      byCampaign.set(image.campaign_id, [...(byCampaign.get(image.campaign_id) ?? []), row]);
    }
    return rows.map((row) => map(row, byCampaign.get(row.id) ?? [], usdRate));
  }
}
