import { sql, type Kysely } from 'kysely';
import { CATEGORY_NAMES } from '@lomi/core';

// The whole §3 model, also the tables later issues add endpoints for. Plain SQL that PostgreSQL 15+ and
// PGlite both run. Money columns are integer minor units (bigint) beside their currency; never floats.
const statements = [
  `CREATE TABLE users (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    username varchar(150) NOT NULL UNIQUE,
    email varchar(254) UNIQUE,
    firstname varchar(150) NOT NULL DEFAULT '',
    lastname varchar(150) NOT NULL DEFAULT '',
    password_hash text,
    created_at timestamptz NOT NULL DEFAULT now(),
    CHECK (username ~ '^[A-Za-z0-9_]+$')
  )`,
  `CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email))`,
  `CREATE TABLE profiles (
    user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    auth_type varchar(20) NOT NULL DEFAULT 'password' CHECK (auth_type IN ('password', 'phone_otp', 'google')),
    phone varchar(20),
    full_name varchar(255) NOT NULL DEFAULT ''
  )`,
  `CREATE TABLE categories (
    id smallint PRIMARY KEY CHECK (id BETWEEN 0 AND 17),
    name varchar(50) NOT NULL UNIQUE
  )`,
  `CREATE TABLE exchange_rates (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    currency char(3) NOT NULL CHECK (currency IN ('USD')),
    etb_per_unit numeric(14, 6) NOT NULL CHECK (etb_per_unit > 0),
    effective_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX exchange_rates_currency_effective_idx ON exchange_rates (currency, effective_at DESC)`,
  `CREATE TABLE organizations (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    owner_user_id integer REFERENCES users (id) ON DELETE SET NULL,
    name varchar(255) NOT NULL CHECK (length(name) > 0),
    description varchar(1000) NOT NULL DEFAULT '',
    email varchar(254) NOT NULL,
    phone_number varchar(20) NOT NULL,
    contact_person_name varchar(255) NOT NULL,
    address text NOT NULL DEFAULT '',
    website text NOT NULL DEFAULT '',
    approval_status varchar(10) NOT NULL DEFAULT 'pending'
      CHECK (approval_status IN ('pending', 'approved', 'rejected')),
    accepts_asrat boolean NOT NULL DEFAULT false,
    logo_key text,
    logo_content_type varchar(50),
    logo_etag text,
    created_at timestamptz NOT NULL DEFAULT now(),
    CHECK ((logo_key IS NULL) = (logo_content_type IS NULL))
  )`,
  `CREATE INDEX organizations_owner_idx ON organizations (owner_user_id)`,
  `CREATE INDEX organizations_status_name_idx ON organizations (approval_status, name)`,
  `CREATE TABLE organization_documents (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    organization_id integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
    file_name text NOT NULL,
    storage_key text NOT NULL,
    content_type varchar(100) NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE charities (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    name varchar(255) NOT NULL CHECK (length(name) > 0),
    description varchar(1000) NOT NULL DEFAULT '',
    logo_key text,
    logo_content_type varchar(50),
    logo_etag text,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE campaigns (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    organization_id integer NOT NULL REFERENCES organizations (id),
    category_id smallint NOT NULL REFERENCES categories (id),
    created_by_user_id integer REFERENCES users (id) ON DELETE SET NULL,
    created_by_charity boolean NOT NULL DEFAULT false,
    charity_id integer REFERENCES charities (id),
    title varchar(255) NOT NULL CHECK (length(title) > 0),
    description text NOT NULL CHECK (length(description) > 0),
    goal_etb_minor bigint NOT NULL DEFAULT 0 CHECK (goal_etb_minor >= 0),
    goal_usd_minor bigint NOT NULL DEFAULT 0 CHECK (goal_usd_minor >= 0),
    video_url text,
    status varchar(10) NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'active', 'completed', 'closed')),
    featured boolean NOT NULL DEFAULT false,
    deadline timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CHECK (goal_etb_minor > 0 OR goal_usd_minor > 0),
    CHECK (created_by_charity = (charity_id IS NOT NULL))
  )`,
  `CREATE INDEX campaigns_status_created_idx ON campaigns (status, created_at DESC, id DESC)`,
  `CREATE INDEX campaigns_category_idx ON campaigns (category_id)`,
  `CREATE INDEX campaigns_organization_idx ON campaigns (organization_id)`,
  `CREATE INDEX campaigns_featured_idx ON campaigns (featured) WHERE featured`,
  `CREATE TABLE campaign_images (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    campaign_id integer NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
    position smallint NOT NULL CHECK (position >= 0),
    storage_key text NOT NULL,
    content_type varchar(50) NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'image/webp')),
    byte_size integer NOT NULL CHECK (byte_size > 0),
    etag text NOT NULL,
    width integer NOT NULL CHECK (width > 0),
    height integer NOT NULL CHECK (height > 0),
    alt text NOT NULL DEFAULT '',
    created_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (campaign_id, position)
  )`,
  `CREATE TABLE campaign_documents (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    campaign_id integer NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
    file_name text NOT NULL,
    storage_key text NOT NULL,
    content_type varchar(100) NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE invoices (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    campaign_id integer NOT NULL REFERENCES campaigns (id),
    donor_user_id integer REFERENCES users (id) ON DELETE SET NULL,
    status varchar(10) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'success', 'failed')),
    provider varchar(30) NOT NULL,
    provider_ref text,
    idempotency_key text NOT NULL UNIQUE,
    payment_method varchar(20) NOT NULL
      CHECK (payment_method IN ('telebirr', 'mpesa', 'cbe', 'stripe', 'payonline')),
    amount_minor bigint NOT NULL CHECK (amount_minor > 0),
    currency char(3) NOT NULL CHECK (currency IN ('ETB', 'USD')),
    phone_number varchar(20),
    failure_reason text,
    expires_at timestamptz NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    completed_at timestamptz,
    UNIQUE (provider, provider_ref)
  )`,
  `CREATE INDEX invoices_pending_expiry_idx ON invoices (expires_at) WHERE status = 'pending'`,
  `CREATE TABLE donations (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    campaign_id integer NOT NULL REFERENCES campaigns (id),
    invoice_id uuid UNIQUE REFERENCES invoices (id),
    donor_user_id integer REFERENCES users (id) ON DELETE SET NULL,
    amount_minor bigint NOT NULL CHECK (amount_minor > 0),
    currency char(3) NOT NULL CHECK (currency IN ('ETB', 'USD')),
    etb_amount_minor bigint NOT NULL CHECK (etb_amount_minor >= 0),
    exchange_rate numeric(14, 6) NOT NULL CHECK (exchange_rate > 0),
    fee_minor bigint NOT NULL DEFAULT 0 CHECK (fee_minor >= 0),
    tip_minor bigint NOT NULL DEFAULT 0 CHECK (tip_minor >= 0),
    anonymous boolean NOT NULL DEFAULT false,
    full_name varchar(255),
    email varchar(254),
    message text NOT NULL DEFAULT '',
    payment_method varchar(20) NOT NULL
      CHECK (payment_method IN ('telebirr', 'mpesa', 'cbe', 'stripe', 'payonline')),
    withdrawn boolean NOT NULL DEFAULT false,
    is_completed boolean NOT NULL DEFAULT false,
    created_at timestamptz NOT NULL DEFAULT now(),
    CHECK (currency <> 'ETB' OR (etb_amount_minor = amount_minor AND exchange_rate = 1)),
    CHECK (anonymous OR full_name IS NOT NULL),
    CHECK (NOT withdrawn OR is_completed)
  )`,
  `CREATE INDEX donations_campaign_created_idx ON donations (campaign_id, created_at DESC, id DESC)`,
  `CREATE INDEX donations_donor_idx ON donations (donor_user_id)`,
  `CREATE TABLE saved_campaigns (
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    campaign_id integer NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (user_id, campaign_id)
  )`,
  `CREATE TABLE notifications (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    title varchar(255) NOT NULL,
    content text NOT NULL,
    is_read boolean NOT NULL DEFAULT false,
    related_campaign_id integer REFERENCES campaigns (id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX notifications_user_created_idx ON notifications (user_id, created_at DESC, id DESC)`,
  `CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE NOT is_read`,
  `CREATE TABLE reports (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    target_type varchar(12) NOT NULL CHECK (target_type IN ('campaign', 'organization')),
    campaign_id integer REFERENCES campaigns (id) ON DELETE CASCADE,
    organization_id integer REFERENCES organizations (id) ON DELETE CASCADE,
    reason varchar(20) NOT NULL CHECK (reason IN ('spam', 'fraud', 'violence', 'misinformation', 'other')),
    message text NOT NULL DEFAULT '',
    reporter_email varchar(254),
    reporter_phone varchar(20),
    created_at timestamptz NOT NULL DEFAULT now(),
    CHECK (
      (target_type = 'campaign' AND campaign_id IS NOT NULL AND organization_id IS NULL)
      OR (target_type = 'organization' AND organization_id IS NOT NULL AND campaign_id IS NULL)
    )
  )`,
  `CREATE TABLE withdraw_accounts (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    user_id integer NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
    account_name varchar(255) NOT NULL CHECK (length(account_name) >= 4),
    account_number varchar(50) NOT NULL CHECK (length(account_number) >= 6),
    bank_name varchar(255) NOT NULL CHECK (length(bank_name) >= 4),
    account_type varchar(10) NOT NULL CHECK (account_type IN ('saving', 'checking')),
    phone_number varchar(20) NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE withdrawals (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    campaign_id integer NOT NULL REFERENCES campaigns (id),
    requested_by_user_id integer NOT NULL REFERENCES users (id),
    withdraw_account_id integer REFERENCES withdraw_accounts (id) ON DELETE SET NULL,
    amount_minor bigint NOT NULL CHECK (amount_minor > 0),
    currency char(3) NOT NULL CHECK (currency IN ('ETB', 'USD')),
    status varchar(10) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected', 'paid')),
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX withdrawals_campaign_idx ON withdrawals (campaign_id)`,
  `CREATE INDEX withdrawals_user_idx ON withdrawals (requested_by_user_id, created_at DESC)`,
  `CREATE TABLE help_questions (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    email varchar(254) NOT NULL,
    question text NOT NULL CHECK (length(question) > 0),
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  // Campaign totals are derived from completed donations and paid withdrawals, so they can never drift.
  `CREATE VIEW campaign_totals AS
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
    ) w ON w.campaign_id = c.id`,
];

/** Creates every table of §3 and the fixed category list (ids 0–17). */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
  await db
    .insertInto('categories' as never)
    .values(CATEGORY_NAMES.map((name, id) => ({ id, name })) as never)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP VIEW IF EXISTS campaign_totals').execute(db);
  await sql
    .raw(
      `DROP TABLE IF EXISTS help_questions, withdrawals, withdraw_accounts, reports, notifications,
         saved_campaigns, donations, invoices, campaign_documents, campaign_images, campaigns, charities,
         organization_documents, organizations, exchange_rates, categories, profiles, users CASCADE`,
    )
    .execute(db);
}
