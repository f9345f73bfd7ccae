import { sql, type Kysely } from 'kysely';

// Issue 16 (#1): campaign totals that are kept, not re-summed on every read. Until now `campaign_totals` was a
// view summing every completed donation and paid withdrawal of a campaign, and every list, campaign page and
// embed joined it: a read cost grew with the campaign's whole history. It becomes a table of the same name and
// columns, so its readers do not change, backfilled here from the existing rows.
//
// Why triggers, not the repositories: a total must move in the same transaction as the row that moves it, and
// for every writer: the credit of a payment (`InvoiceRepository.markSucceeded`), a payout marking a withdrawal
// paid, the seed, bulk loads (`npm run bench:scale` inserts a million donations with one INSERT … SELECT), an
// operator's hand-written SQL. A trigger cannot be forgotten by a writer added later, and it commits or rolls
// back with that writer's statement. They are STATEMENT-level triggers over transition tables: one statement
// (one credit, or a bulk insert of a million rows) makes one aggregate and one UPDATE per campaign it touched,
// never one per row. Concurrent credits to one campaign each add their own delta (`x = x + delta`, which
// PostgreSQL re-reads under the row lock), so none is lost. `npm run db:check-totals` compares the table with
// the sums and can rebuild it (src/campaign-totals/).
//
// What counts, as in the view: donations whose `is_completed` is true (amount by currency, ETB value, count)
// and withdrawals whose `status` is 'paid' (amount by currency). Plain SQL and PL/pgSQL that PostgreSQL 15+ and
// PGlite both run.

/** The view of migration 0001, for `down`. */
const totalsView = `CREATE VIEW campaign_totals AS
    SELECT c.id AS campaign_id,
      COALESCE(d.etb_minor, 0)::bigint AS etb_minor,
      COALESCE(d.usd_minor, 0)::bigint AS usd_minor,
      COALESCE(d.collected_etb_minor, 0)::bigint AS collected_etb_minor,
      COALESCE(d.donation_count, 0)::integer AS donation_count,
      COALESCE(w.withdrawn_etb_minor, 0)::bigint AS withdrawn_etb_minor,
      COALESCE(w.withdrawn_usd_minor, 0)::bigint AS withdrawn_usd_minor
    FROM campaigns c
    LEFT JOIN (
      SELECT campaign_id,
        sum(amount_minor) FILTER (WHERE currency = 'ETB') AS etb_minor,
        sum(amount_minor) FILTER (WHERE currency = 'USD') AS usd_minor,
        sum(etb_amount_minor) AS collected_etb_minor,
        count(*) AS donation_count
      FROM donations WHERE is_completed GROUP BY campaign_id
    ) d ON d.campaign_id = c.id
    LEFT JOIN (
      SELECT campaign_id,
        sum(amount_minor) FILTER (WHERE currency = 'ETB') AS withdrawn_etb_minor,
        sum(amount_minor) FILTER (WHERE currency = 'USD') AS withdrawn_usd_minor
      FROM withdrawals WHERE status = 'paid' GROUP BY campaign_id
    ) w ON w.campaign_id = c.id`;

/**
 * The deltas of one statement on `donations`, from its transition tables: what the new rows add minus what
 * the old rows took away, per campaign, completed donations only. `rows` yields them signed (+1 new, -1 old).
 */
const donationDeltas = (rows: string) => `
        UPDATE campaign_totals t SET
          etb_minor = t.etb_minor + d.etb_minor,
          usd_minor = t.usd_minor + d.usd_minor,
          collected_etb_minor = t.collected_etb_minor + d.collected_etb_minor,
          donation_count = t.donation_count + d.donation_count
        FROM (
          SELECT campaign_id,
            COALESCE(sum(sign * amount_minor) FILTER (WHERE currency = 'ETB'), 0) AS etb_minor,
            COALESCE(sum(sign * amount_minor) FILTER (WHERE currency = 'USD'), 0) AS usd_minor,
            sum(sign * etb_amount_minor) AS collected_etb_minor,
            sum(sign) AS donation_count
          FROM (${rows}) AS changed
          WHERE is_completed
          GROUP BY campaign_id
        ) d
        WHERE t.campaign_id = d.campaign_id
          -- A statement that changes nothing counted (a donation marked withdrawn, a donor anonymized)
          -- updates no total and takes no lock on one.
          AND (d.etb_minor, d.usd_minor, d.collected_etb_minor, d.donation_count) <> (0, 0, 0, 0)`;

const withdrawalDeltas = (rows: string) => `
        UPDATE campaign_totals t SET
          withdrawn_etb_minor = t.withdrawn_etb_minor + w.withdrawn_etb_minor,
          withdrawn_usd_minor = t.withdrawn_usd_minor + w.withdrawn_usd_minor
        FROM (
          SELECT campaign_id,
            COALESCE(sum(sign * amount_minor) FILTER (WHERE currency = 'ETB'), 0) AS withdrawn_etb_minor,
            COALESCE(sum(sign * amount_minor) FILTER (WHERE currency = 'USD'), 0) AS withdrawn_usd_minor
          FROM (${rows}) AS changed
          WHERE status = 'paid'
          GROUP BY campaign_id
        ) w
        WHERE t.campaign_id = w.campaign_id AND (w.withdrawn_etb_minor, w.withdrawn_usd_minor) <> (0, 0)`;

const newRows = (columns: string) => `SELECT 1 AS sign, ${columns} FROM new_rows`;
const oldRows = (columns: string) => `SELECT -1 AS sign, ${columns} FROM old_rows`;
const donationColumns = 'campaign_id, is_completed, currency, amount_minor::bigint, etb_amount_minor::bigint';
const withdrawalColumns = 'campaign_id, status, currency, amount_minor::bigint';

const statements = [
  `DROP VIEW campaign_totals`,
  `CREATE TABLE campaign_totals (
    campaign_id integer PRIMARY KEY REFERENCES campaigns (id) ON DELETE CASCADE,
    etb_minor bigint NOT NULL DEFAULT 0,
    usd_minor bigint NOT NULL DEFAULT 0,
    collected_etb_minor bigint NOT NULL DEFAULT 0,
    donation_count integer NOT NULL DEFAULT 0,
    withdrawn_etb_minor bigint NOT NULL DEFAULT 0,
    withdrawn_usd_minor bigint NOT NULL DEFAULT 0
  )`,
  `COMMENT ON TABLE campaign_totals IS
    'Per campaign: completed donations (by currency, ETB value, count) and paid withdrawals (by currency), kept by triggers on donations, withdrawals and campaigns in the writer''s transaction; npm run db:check-totals compares them with the sums'`,
  // The backfill: the view's sums over the existing rows, in one statement.
  `INSERT INTO campaign_totals (campaign_id, etb_minor, usd_minor, collected_etb_minor, donation_count,
      withdrawn_etb_minor, withdrawn_usd_minor)
    SELECT c.id,
      COALESCE(d.etb_minor, 0), COALESCE(d.usd_minor, 0), COALESCE(d.collected_etb_minor, 0),
      COALESCE(d.donation_count, 0), COALESCE(w.withdrawn_etb_minor, 0), COALESCE(w.withdrawn_usd_minor, 0)
    FROM campaigns c
    LEFT JOIN (
      SELECT campaign_id,
        sum(amount_minor) FILTER (WHERE currency = 'ETB') AS etb_minor,
        sum(amount_minor) FILTER (WHERE currency = 'USD') AS usd_minor,
        sum(etb_amount_minor) AS collected_etb_minor,
        count(*) AS donation_count
      FROM donations WHERE is_completed GROUP BY campaign_id
    ) d ON d.campaign_id = c.id
    LEFT JOIN (
      SELECT campaign_id,
        sum(amount_minor) FILTER (WHERE currency = 'ETB') AS withdrawn_etb_minor,
        sum(amount_minor) FILTER (WHERE currency = 'USD') AS withdrawn_usd_minor
      FROM withdrawals WHERE status = 'paid' GROUP BY campaign_id
    ) w ON w.campaign_id = c.id`,

  // Every new campaign gets its row of zeros (one INSERT per statement, however many campaigns it adds).
  // A deleted campaign's row goes with it (ON DELETE CASCADE above).
  `CREATE FUNCTION campaign_totals_new_campaigns() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO campaign_totals (campaign_id) SELECT id FROM new_rows;
      RETURN NULL;
    END
  $$`,
  `CREATE TRIGGER campaign_totals_new_campaigns AFTER INSERT ON campaigns
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION campaign_totals_new_campaigns()`,

  // Donations: an insert adds its completed rows, a delete takes them away, an update does both (a credit
  // flips is_completed; an amount or campaign that changed moves the money). PL/pgSQL plans a query when it
  // first runs, so each branch names only the transition tables its event has.
  `CREATE FUNCTION campaign_totals_donations() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        ${donationDeltas(newRows(donationColumns))};
      ELSIF TG_OP = 'DELETE' THEN
        ${donationDeltas(oldRows(donationColumns))};
      ELSE
        ${donationDeltas(`${newRows(donationColumns)} UNION ALL ${oldRows(donationColumns)}`)};
      END IF;
      RETURN NULL;
    END
  $$`,
  `CREATE TRIGGER campaign_totals_donations_insert AFTER INSERT ON donations
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION campaign_totals_donations()`,
  `CREATE TRIGGER campaign_totals_donations_update AFTER UPDATE ON donations
    REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION campaign_totals_donations()`,
  `CREATE TRIGGER campaign_totals_donations_delete AFTER DELETE ON donations
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION campaign_totals_donations()`,

  // Withdrawals: what is paid counts; a status that moves to or from 'paid' moves its amount.
  `CREATE FUNCTION campaign_totals_withdrawals() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        ${withdrawalDeltas(newRows(withdrawalColumns))};
      ELSIF TG_OP = 'DELETE' THEN
        ${withdrawalDeltas(oldRows(withdrawalColumns))};
      ELSE
        ${withdrawalDeltas(`${newRows(withdrawalColumns)} UNION ALL ${oldRows(withdrawalColumns)}`)};
      END IF;
      RETURN NULL;
    END
  $$`,
  `CREATE TRIGGER campaign_totals_withdrawals_insert AFTER INSERT ON withdrawals
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION campaign_totals_withdrawals()`,
  `CREATE TRIGGER campaign_totals_withdrawals_update AFTER UPDATE ON withdrawals
    REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION campaign_totals_withdrawals()`,
  `CREATE TRIGGER campaign_totals_withdrawals_delete AFTER DELETE ON withdrawals
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION campaign_totals_withdrawals()`,

  // TRUNCATE fires no row or DELETE trigger; emptying donations or withdrawals empties their part of the
  // totals (`npm run seed -- --reset` truncates campaigns too, which empties this table by CASCADE).
  `CREATE FUNCTION campaign_totals_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_TABLE_NAME = 'donations' THEN
        UPDATE campaign_totals SET etb_minor = 0, usd_minor = 0, collected_etb_minor = 0, donation_count = 0
          WHERE etb_minor <> 0 OR usd_minor <> 0 OR collected_etb_minor <> 0 OR donation_count <> 0;
      ELSE
        UPDATE campaign_totals SET withdrawn_etb_minor = 0, withdrawn_usd_minor = 0
          WHERE withdrawn_etb_minor <> 0 OR withdrawn_usd_minor <> 0;
      END IF;
      RETURN NULL;
    END
  $$`,
  `CREATE TRIGGER campaign_totals_donations_truncate AFTER TRUNCATE ON donations
    FOR EACH STATEMENT EXECUTE FUNCTION campaign_totals_truncate()`,
  `CREATE TRIGGER campaign_totals_withdrawals_truncate AFTER TRUNCATE ON withdrawals
    FOR EACH STATEMENT EXECUTE FUNCTION campaign_totals_truncate()`,
];

/** The view becomes a kept table: backfilled, then maintained by triggers. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}

/** Undoes `up`: the triggers, their functions and the table go; the view of migration 0001 comes back. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    'DROP TRIGGER campaign_totals_donations_truncate ON donations',
    'DROP TRIGGER campaign_totals_withdrawals_truncate ON withdrawals',
    'DROP TRIGGER campaign_totals_donations_insert ON donations',
    'DROP TRIGGER campaign_totals_donations_update ON donations',
    'DROP TRIGGER campaign_totals_donations_delete ON donations',
    'DROP TRIGGER campaign_totals_withdrawals_insert ON withdrawals',
    'DROP TRIGGER campaign_totals_withdrawals_update ON withdrawals',
    'DROP TRIGGER campaign_totals_withdrawals_delete ON withdrawals',
    'DROP TRIGGER campaign_totals_new_campaigns ON campaigns',
    'DROP FUNCTION campaign_totals_truncate()',
    'DROP FUNCTION campaign_totals_donations()',
    'DROP FUNCTION campaign_totals_withdrawals()',
    'DROP FUNCTION campaign_totals_new_campaigns()',
    'DROP TABLE campaign_totals',
    totalsView,
  ]) {
    await sql.raw(statement).execute(db);
  }
}
