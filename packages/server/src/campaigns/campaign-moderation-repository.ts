import {
  acceptsDonations,
  type ApprovalStatus,
  type ConsoleCampaign,
  type ConsoleCampaignSummary,
} from '@lomi/core';
import type { Kysely, Transaction } from 'kysely';
import type { CampaignStatusColumn, Database } from '../db/schema.ts';
import { containsPattern } from '../http/like-pattern.ts';

/** The filters of the console's campaign list (issue 14 #4); each is served by an index of 0001/0015. */
export interface ConsoleCampaignFilter {
  status?: CampaignStatusColumn | undefined;
  search?: string | undefined;
  organizationId?: number | undefined;
  featured?: boolean | undefined;
}

/** A campaign's row locked for an action: what the checks read and the audit log's "before". */
export interface LockedCampaign {
  id: number;
  title: string;
  status: CampaignStatusColumn;
  featured: boolean;
  deadline: Date | null;
  review_note: string | null;
  organization_approved: boolean;
  /** The live owner of its organization, who is notified; null once their account is deleted. */
  owner_id: number | null;
}

/** What an action writes (only the given columns change). */
export interface CampaignChange {
  status?: CampaignStatusColumn;
  featured?: boolean;
  deadline?: Date | null;
  review_note?: string | null;
  reviewed_at?: Date;
}

function filtered(db: Kysely<Database>, filter: ConsoleCampaignFilter) {
  let query = db.selectFrom('campaigns as c');
  if (filter.status !== undefined) query = query.where('c.status', '=', filter.status);
  if (filter.organizationId !== undefined) {
    query = query.where('c.organization_id', '=', filter.organizationId);
  }
  if (filter.featured !== undefined) query = query.where('c.featured', '=', filter.featured);
  if (filter.search) query = query.where('c.title', 'ilike', containsPattern(filter.search));
  return query;
}

function withColumns(query: ReturnType<typeof filtered>) {
  return query
    .innerJoin('organizations as o', 'o.id', 'c.organization_id')
    .innerJoin('campaign_totals as t', 't.campaign_id', 'c.id')
    .select([
      'c.id',
      'c.title',
      'c.status',
      'c.featured',
      'c.deadline',
      'c.goal_etb_minor',
      'c.goal_usd_minor',
      'c.created_at',
      'o.id as organization_id',
      'o.name as organization_name',
      'o.approval_status',
      't.collected_etb_minor',
      't.donation_count',
    ]);
}

/**
 * The SQL of the team's moderation of campaigns (issue 14 #4): the console's list and detail over every
 * status, and the row lock and change of each action. Actions run in {@link transaction} (or over a
 * transaction the caller opened, e.g. a report's resolution): the lock makes two operators acting on one
 * campaign take turns, so the second sees what the first did.
 */
export class CampaignModerationRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.#db.transaction().execute(work);
  }

  /** Newest first, with how many match. */
  async page(
    filter: ConsoleCampaignFilter,
    window: { offset: number; limit: number },
    now: Date,
  ): Promise<{ results: ConsoleCampaignSummary[]; count: number }> {
    const [rows, { count }] = await Promise.all([
      withColumns(filtered(this.#db, filter))
        .orderBy('c.created_at', 'desc')
        .orderBy('c.id', 'desc')
        .offset(window.offset)
        .limit(window.limit)
        .execute(),
      filtered(this.#db, filter)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow(),
    ]);
    return { count: Number(count), results: rows.map((row) => toSummary(row, now)) };
  }

  /** One campaign of any status, or undefined. */
  async find(id: number, now: Date): Promise<ConsoleCampaign | undefined> {
    const row = await withColumns(filtered(this.#db, {}).where('c.id', '=', id))
      .innerJoin('categories as cat', 'cat.id', 'c.category_id')
      .leftJoin('users as u', (join) =>
        join.onRef('u.id', '=', 'o.owner_user_id').on('u.deleted_at', 'is', null),
      )
      .leftJoin('profiles as p', 'p.user_id', 'u.id')
      .select((eb) => [
        'c.description',
        'c.category_id',
        'cat.name as category_name',
        'c.video_url',
        'c.review_note',
        'c.reviewed_at',
        'c.updated_at',
        'c.created_by_charity',
        'c.charity_id',
        't.etb_minor',
        't.usd_minor',
        't.withdrawn_etb_minor',
        't.withdrawn_usd_minor',
        'u.id as owner_id',
        'u.username as owner_username',
        'u.email as owner_email',
        'p.full_name as owner_full_name',
        eb
          .selectFrom('campaign_images as i')
          .whereRef('i.campaign_id', '=', 'c.id')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .as('image_count'),
        eb
          .selectFrom('campaign_documents as d')
          .whereRef('d.campaign_id', '=', 'c.id')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .as('document_count'),
      ])
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      ...toSummary(row, now),
      description: row.description,
      category: { id: row.category_id, name: row.category_name },
      video_url: row.video_url,
      owner:
        row.owner_id === null
          ? null
          : {
              id: row.owner_id,
              username: row.owner_username ?? '',
              full_name: row.owner_full_name ?? '',
              email: row.owner_email ?? null,
            },
      review_note: row.review_note,
      reviewed: row.reviewed_at?.toISOString() ?? null,
      updated: row.updated_at.toISOString(),
      etbAmount: Number(row.etb_minor),
      usdAmount: Number(row.usd_minor),
      withdrawEtbAmount: Number(row.withdrawn_etb_minor),
      withdrawUsdAmount: Number(row.withdrawn_usd_minor),
      createdByCharity: row.created_by_charity,
      charityId: row.charity_id,
      image_count: Number(row.image_count ?? 0),
      document_count: Number(row.document_count ?? 0),
    };
  }

  /** Campaign `id` with its organization's approval and live owner, its row locked; undefined for none. */
  async lock(id: number): Promise<LockedCampaign | undefined> {
    const row = await this.#db
      .selectFrom('campaigns')
      .select(['id', 'title', 'status', 'featured', 'deadline', 'review_note', 'organization_id'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return undefined;
    const organization = await this.#db
      .selectFrom('organizations as o')
      .leftJoin('users as u', (join) =>
        join.onRef('u.id', '=', 'o.owner_user_id').on('u.deleted_at', 'is', null),
      )
      .select(['o.approval_status', 'u.id as owner_id'])
      .where('o.id', '=', row.organization_id)
      .executeTakeFirstOrThrow();
    return {
      id: row.id,
      title: row.title,
      status: row.status,
      featured: row.featured,
      deadline: row.deadline,
      review_note: row.review_note,
      organization_approved: organization.approval_status === 'approved',
      owner_id: organization.owner_id ?? null,
    };
  }

  /** Writes `change` to campaign `id` (locked by {@link lock} in the same transaction). */
  async change(id: number, change: CampaignChange, at: Date): Promise<void> {
    await this.#db
      .updateTable('campaigns')
      .set({ ...change, updated_at: at })
      .where('id', '=', id)
      .execute();
  }
}

interface SummaryRow {
  id: number;
  title: string;
  status: CampaignStatusColumn;
  featured: boolean;
  deadline: Date | null;
  goal_etb_minor: number;
  goal_usd_minor: number;
  created_at: Date;
  organization_id: number;
  organization_name: string;
  approval_status: ApprovalStatus;
  collected_etb_minor: number | string;
  donation_count: number;
}

function toSummary(row: SummaryRow, now: Date): ConsoleCampaignSummary {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    featured: row.featured,
    deadline: row.deadline?.toISOString() ?? null,
    accepts_donations: row.approval_status === 'approved' && acceptsDonations(row, now),
    organization: {
      id: row.organization_id,
      name: row.organization_name,
      approval_status: row.approval_status,
    },
    collected_amount: Number(row.collected_etb_minor),
    goalEtbAmount: row.goal_etb_minor,
    goalUsdAmount: row.goal_usd_minor,
    donation_count: Number(row.donation_count),
    created: row.created_at.toISOString(),
  };
}
