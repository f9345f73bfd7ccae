import type { CampaignReportDonation, Currency, PaymentMethod } from '@lomi/core';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { ADDIS_OFFSET_MS } from './report-period.ts';

/** The half-open interval `[start, end)` a report reads. */
export interface ReportWindow {
  start: Date;
  end: Date;
}

/** Completed donations of one currency and payment method in a window. */
export interface MethodSums {
  currency: Currency;
  method: PaymentMethod;
  raised: number;
  fees: number;
  count: number;
}

/** Completed donations of one Addis Ababa day. */
export interface DaySums {
  date: string;
  etb: number;
  usd: number;
  count: number;
}

/** Where the next batch of the donations table starts: after this row (newest first). */
interface Cursor {
  created: string;
  id: number;
}

type DonationRow = {
  id: number;
  created_at: Date;
  cursor: string;
  full_name: string | null;
  anonymous: boolean;
  amount_minor: number;
  currency: Currency;
  fee_minor: number;
  payment_method: PaymentMethod;
  withdrawn: boolean;
};

function toReportDonation(row: DonationRow): CampaignReportDonation {
  return {
    id: row.id,
    created: row.created_at.toISOString(),
    // As every public list: an anonymous donor's name never leaves the server, even when it was collected.
    donor_name: row.anonymous ? null : row.full_name,
    anonymous: row.anonymous,
    amount: row.amount_minor,
    currency: row.currency,
    fee: row.fee_minor,
    net: row.amount_minor - row.fee_minor,
    payment_method: row.payment_method,
    status: row.withdrawn ? 'withdrawn' : 'completed',
  };
}

/** The SQL of the owner's campaign report (issue 15 #3): sums, donors, days, and the donations table. */
export class CampaignReportRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** The campaign's id, title and creation time, in any status; undefined for an unknown id. */
  campaign(id: number): Promise<{ id: number; title: string; created_at: Date } | undefined> {
    return this.#db
      .selectFrom('campaigns')
      .where('id', '=', id)
      .select(['id', 'title', 'created_at'])
      .executeTakeFirst();
  }

  /** The completed donations of the window (read through `donations_campaign_created_idx`). */
  #completed(campaignId: number, { start, end }: ReportWindow) {
    return this.#db
      .selectFrom('donations')
      .where('campaign_id', '=', campaignId)
      .where('is_completed', '=', true)
      .where('created_at', '>=', start)
      .where('created_at', '<', end);
  }

  /** Raised, fees and count per currency and payment method. */
  async methods(campaignId: number, window: ReportWindow): Promise<MethodSums[]> {
    const rows = await this.#completed(campaignId, window)
      .groupBy(['currency', 'payment_method'])
      .select([
        'currency',
        'payment_method as method',
        sql<number>`sum(amount_minor)::bigint`.as('raised'),
        sql<number>`sum(fee_minor)::bigint`.as('fees'),
        sql<number>`count(*)::integer`.as('count'),
      ])
      .execute();
    return rows.map((row) => ({ ...row, raised: Number(row.raised), fees: Number(row.fees) }));
  }

  /**
   * Distinct donors of the window: each signed-in account once, each guest e-mail once (any letter case),
   * and each gift with neither counts as one.
   */
  async donors(campaignId: number, window: ReportWindow): Promise<number> {
    const row = await this.#completed(campaignId, window)
      .select(
        sql<number>`(count(DISTINCT donor_user_id)
          + count(DISTINCT lower(email)) FILTER (WHERE donor_user_id IS NULL)
          + count(*) FILTER (WHERE donor_user_id IS NULL AND email IS NULL))::integer`.as('donors'),
      )
      .executeTakeFirstOrThrow();
    return Number(row.donors);
  }

  /** ETB, USD and count per Addis Ababa day that had donations, in order. */
  async days(campaignId: number, window: ReportWindow): Promise<DaySums[]> {
    const day = sql<string>`to_char((created_at AT TIME ZONE 'UTC') + ${sql.lit(`${ADDIS_OFFSET_MS / 1000} seconds`)}::interval, 'YYYY-MM-DD')`;
    const rows = await this.#completed(campaignId, window)
      .groupBy(day)
      .orderBy(day)
      .select([
        day.as('date'),
        sql<number>`coalesce(sum(amount_minor) FILTER (WHERE currency = 'ETB'), 0)::bigint`.as('etb'),
        sql<number>`coalesce(sum(amount_minor) FILTER (WHERE currency = 'USD'), 0)::bigint`.as('usd'),
        sql<number>`count(*)::integer`.as('count'),
      ])
      .execute();
    return rows.map((row) => ({
      date: row.date,
      etb: Number(row.etb),
      usd: Number(row.usd),
      count: row.count,
    }));
  }

  /** Paid withdrawals whose payment fell in the window, per currency. */
  async withdrawn(campaignId: number, { start, end }: ReportWindow): Promise<{ etb: number; usd: number }> {
    const rows = await this.#db
      .selectFrom('withdrawals')
      .where('campaign_id', '=', campaignId)
      .where('status', '=', 'paid')
      .where('paid_at', '>=', start)
      .where('paid_at', '<', end)
      .groupBy('currency')
      .select(['currency', sql<number>`sum(amount_minor)::bigint`.as('minor')])
      .execute();
    const of = (currency: Currency) => Number(rows.find((row) => row.currency === currency)?.minor ?? 0);
    return { etb: of('ETB'), usd: of('USD') };
  }

  #rows(campaignId: number, window: ReportWindow) {
    return this.#completed(campaignId, window).select([
      'id',
      'created_at',
      // The exact timestamp as text: a Date keeps milliseconds only, and the next batch must start exactly
      // after this row.
      sql<string>`created_at::text`.as('cursor'),
      'full_name',
      'anonymous',
      'amount_minor',
      'currency',
      'fee_minor',
      'payment_method',
      'withdrawn',
    ]);
  }

  /** A page of the window's donations, newest first, and their number. */
  async page(
    campaignId: number,
    window: ReportWindow,
    page: { offset: number; limit: number },
  ): Promise<{ donations: CampaignReportDonation[]; count: number }> {
    const [rows, { count }] = await Promise.all([
      this.#rows(campaignId, window)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .offset(page.offset)
        .limit(page.limit)
        .execute(),
      this.#completed(campaignId, window)
        .select(sql<number>`count(*)::integer`.as('count'))
        .executeTakeFirstOrThrow(),
    ]);
    return { donations: rows.map(toReportDonation), count: Number(count) };
  }

  /**
   * Every donation of the window, newest first, `batchSize` rows at a time, so a file of 100,000 rows never
   * holds more than one batch. Each query reads a slice of time below the last row written: by keyset
   * (`(created_at, id) < last`) and above a lower bound that adapts (halved after a full batch, doubled after
   * a short one), so every query touches about one batch of rows. Without the lower bound PostgreSQL reads
   * all the rows left and sorts them for each batch (a bitmap scan: donations are not stored in time order),
   * which made 100,000 rows quadratic.
   */
  async *batches(
    campaignId: number,
    { start, end }: ReportWindow,
    batchSize = 1_000,
  ): AsyncGenerator<CampaignReportDonation[]> {
    // After a full batch: the exact last row. After a short one: every row at or after `below` is written.
    let after: (Cursor & { at: Date }) | undefined;
    let below = end;
    let span = Math.max(60_000, (end.getTime() - start.getTime()) / 64);
    for (;;) {
      const top = after ? after.at : below;
      const lower = new Date(Math.max(start.getTime(), top.getTime() - span));
      let query = this.#rows(campaignId, { start: lower, end });
      if (after) {
        const { created, id } = after;
        query = query.where(sql<boolean>`(created_at, id) < (${created}::timestamptz, ${id})`);
      } else {
        query = query.where('created_at', '<', below);
      }
      const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(batchSize).execute();
      if (rows.length > 0) yield rows.map(toReportDonation);
      if (rows.length === batchSize) {
        const last = rows.at(-1)!;
        after = { created: last.cursor, id: last.id, at: last.created_at };
        span = Math.max(1_000, span / 2);
      } else {
        // Everything from `lower` up is written.
        if (lower.getTime() <= start.getTime()) return;
        after = undefined;
        below = lower;
        span *= 2;
      }
    }
  }
}
