import type { ColumnType, Generated } from 'kysely';

// Kysely's view of the tables created by the migrations. Column names are the SQL ones; the API shapes
// (spec spellings) are built by each feature's mapper. bigint and numeric columns are parsed to numbers by
// both drivers (see database.ts): amounts in minor units stay far below 2^53.

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UsersTable {
  id: Generated<number>;
  username: string;
  email: string | null;
  firstname: ColumnType<string, string | undefined>;
  lastname: ColumnType<string, string | undefined>;
  password_hash: string | null;
  created_at: CreatedAt;
  /** In every access token; bumped to revoke them all (migration 0004). */
  token_version: ColumnType<number, number | undefined>;
  /** Set when the account was deleted: the row is a tombstone without personal data. */
  deleted_at: ColumnType<Date | null, Date | string | null | undefined>;
  /** The Google account id (`sub`) of a Google sign-in. */
  google_sub: ColumnType<string | null, string | null | undefined>;
  /** 'operator' for the team that runs Lomi (migration 0013). */
  role: ColumnType<UserRole, UserRole | undefined>;
}

/** What a user is: a user, or an operator of the console. */
export type UserRole = 'user' | 'operator';

/** One operator action (migration 0013); append-only, the database refuses UPDATE and DELETE. */
export interface AuditLogTable {
  id: Generated<number>;
  /** Null for the command line (`npm run operator`). */
  operator_id: number | null;
  action: string;
  target_type: string;
  target_id: ColumnType<number | null, number | null | undefined, never>;
  before: ColumnType<unknown, string | null | undefined, never>;
  after: ColumnType<unknown, string | null | undefined, never>;
  created_at: CreatedAt;
}

export interface ProfilesTable {
  user_id: number;
  auth_type: ColumnType<'password' | 'phone_otp' | 'google', 'password' | 'phone_otp' | 'google' | undefined>;
  phone: string | null;
  full_name: ColumnType<string, string | undefined>;
}

export interface CategoriesTable {
  id: number;
  name: string;
}

export interface ExchangeRatesTable {
  id: Generated<number>;
  currency: 'USD';
  /** Written as decimal text (the console's rates, exact) or a number (the seed's); never updated. */
  etb_per_unit: ColumnType<number, number | string, never>;
  effective_at: CreatedAt;
  /** Migration 0016: the operator who set it; null for the seed's rates. */
  set_by_user_id: ColumnType<number | null, number | null | undefined, never>;
}

/** An organization's review state; only `approved` is public. */
export type ApprovalStatusColumn = 'pending' | 'approved' | 'rejected' | 'suspended';

export interface OrganizationsTable {
  id: Generated<number>;
  owner_user_id: number | null;
  name: string;
  description: ColumnType<string, string | undefined>;
  email: string;
  phone_number: string;
  contact_person_name: string;
  address: ColumnType<string, string | undefined>;
  website: ColumnType<string, string | undefined>;
  /** Migration 0018 added `suspended` (see @lomi/core's `ApprovalStatus`). */
  approval_status: ColumnType<ApprovalStatusColumn, ApprovalStatusColumn | undefined>;
  accepts_asrat: ColumnType<boolean, boolean | undefined>;
  logo_key: string | null;
  logo_content_type: string | null;
  logo_etag: string | null;
  created_at: CreatedAt;
  /** Why the team rejected or suspended it (shown to the owner); null otherwise. */
  review_note: ColumnType<string | null, string | null | undefined>;
  reviewed_at: ColumnType<Date | null, Date | null | undefined>;
  updated_at: UpdatedAt;
}

export interface OrganizationDocumentsTable {
  id: Generated<number>;
  organization_id: number;
  file_name: string;
  storage_key: string;
  content_type: string;
  created_at: CreatedAt;
  byte_size: ColumnType<number | null, number | null | undefined>;
  etag: ColumnType<string | null, string | null | undefined>;
}

export interface CharitiesTable {
  id: Generated<number>;
  name: string;
  description: ColumnType<string, string | undefined>;
  logo_key: string | null;
  logo_content_type: string | null;
  logo_etag: string | null;
  created_at: CreatedAt;
  /** Migration 0016: the last change, checked by console edits (to the millisecond). */
  updated_at: UpdatedAt;
}

/** Migration 0012 added `in_review` and `rejected`, 0015 `unpublished` (see @lomi/core's `CampaignStatus`). */
export type CampaignStatusColumn =
  'draft' | 'in_review' | 'rejected' | 'active' | 'unpublished' | 'completed' | 'closed';

export interface CampaignsTable {
  id: Generated<number>;
  organization_id: number;
  category_id: number;
  created_by_user_id: number | null;
  created_by_charity: ColumnType<boolean, boolean | undefined>;
  charity_id: number | null;
  title: string;
  description: string;
  goal_etb_minor: ColumnType<number, number | undefined>;
  goal_usd_minor: ColumnType<number, number | undefined>;
  video_url: string | null;
  status: ColumnType<CampaignStatusColumn, CampaignStatusColumn | undefined>;
  featured: ColumnType<boolean, boolean | undefined>;
  deadline: ColumnType<Date | null, Date | string | null | undefined>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** Why the team rejected or unpublished it, for its owner; set exactly for `rejected` and `unpublished`. */
  review_note: ColumnType<string | null, string | null | undefined>;
  /** When the team last published, rejected or unpublished it (migration 0012). */
  reviewed_at: ColumnType<Date | null, Date | string | null | undefined>;
  /** Migration 0022: 'asrat' for the one Asrat (tithe) campaign of an organization (src/asrat/). */
  kind: ColumnType<CampaignKindColumn, CampaignKindColumn | undefined>;
}

export type CampaignKindColumn = 'fundraiser' | 'asrat';

/** A WebP rendition of a campaign image at one width (served by the media route with `?w=`). */
export interface CampaignImageVariantsTable {
  id: Generated<number>;
  campaign_image_id: number;
  width: number;
  height: number;
  storage_key: string;
  etag: string;
  byte_size: number;
  content_type: ColumnType<'image/webp', 'image/webp' | undefined>;
}

export interface CampaignImagesTable {
  id: Generated<number>;
  campaign_id: number;
  position: number;
  storage_key: string;
  content_type: 'image/png' | 'image/jpeg' | 'image/webp';
  byte_size: number;
  etag: string;
  width: number;
  height: number;
  alt: ColumnType<string, string | undefined>;
  created_at: CreatedAt;
}

export interface CampaignDocumentsTable {
  id: Generated<number>;
  campaign_id: number;
  file_name: string;
  storage_key: string;
  content_type: string;
  created_at: CreatedAt;
  /** Null for documents stored before migration 0012. */
  byte_size: ColumnType<number | null, number | null | undefined>;
  etag: ColumnType<string | null, string | null | undefined>;
}

export type PaymentMethodColumn = 'telebirr' | 'mpesa' | 'cbe' | 'stripe' | 'payonline';
export type CurrencyColumn = 'ETB' | 'USD';

export interface InvoicesTable {
  id: Generated<string>;
  campaign_id: number;
  donor_user_id: number | null;
  status: ColumnType<'pending' | 'success' | 'failed', 'pending' | 'success' | 'failed' | undefined>;
  provider: string;
  provider_ref: string | null;
  idempotency_key: string;
  payment_method: PaymentMethodColumn;
  amount_minor: number;
  currency: CurrencyColumn;
  phone_number: string | null;
  failure_reason: string | null;
  expires_at: ColumnType<Date, Date | string>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  completed_at: ColumnType<Date | null, Date | string | null | undefined>;
  request_hash: ColumnType<string | null, string | null | undefined>;
  response_status: ColumnType<number | null, number | null | undefined>;
  response_body: ColumnType<unknown, string | null | undefined, string | null>;
  last_verified_at: ColumnType<Date | null, Date | string | null | undefined>;
  review_reason: ColumnType<string | null, string | null | undefined>;
  /** What the provider reported for a flagged invoice (migration 0017; null when not flagged). */
  review_reported_status: ColumnType<ProviderStatusColumn | null, ProviderStatusColumn | null | undefined>;
  review_reported_amount_minor: ColumnType<number | null, number | null | undefined>;
  review_reported_currency: ColumnType<CurrencyColumn | null, CurrencyColumn | null | undefined>;
  review_reported_ref: ColumnType<string | null, string | null | undefined>;
  review_reported_at: ColumnType<Date | null, Date | string | null | undefined>;
  /** An operator's resolution of a flagged invoice (migration 0017). */
  review_resolved_at: ColumnType<Date | null, Date | string | null | undefined>;
  review_resolved_by_user_id: ColumnType<number | null, number | null | undefined>;
  review_resolution: ColumnType<ReviewResolutionColumn | null, ReviewResolutionColumn | null | undefined>;
  review_note: ColumnType<string | null, string | null | undefined>;
  /** When reconciliation next checks this pending invoice (migration 0007). */
  next_check_at: ColumnType<Date, Date | string | undefined>;
  /** Keyed hash of the client address that started it (migration 0009); null before. */
  client_key: ColumnType<string | null, string | null | undefined>;
  /** SHA-256 (hex) of the donor's receipt token (migration 0023; null before): see src/receipts/. */
  receipt_token_hash: ColumnType<string | null, string | null | undefined>;
}

export type ProviderStatusColumn = 'pending' | 'succeeded' | 'failed';
export type ReviewResolutionColumn = 'refunded-outside' | 'credited' | 'dismissed';

export interface WebhookEventsTable {
  id: Generated<number>;
  provider: string;
  dedupe_key: string;
  invoice_id: string | null;
  claimed_status: ProviderStatusColumn;
  outcome: ColumnType<string | null, string | null | undefined>;
  received_at: CreatedAt;
  processed_at: ColumnType<Date | null, Date | string | null | undefined>;
}

export interface SandboxPaymentsTable {
  invoice_id: string;
  reference: string;
  kind: 'phone' | 'checkout';
  method: PaymentMethodColumn;
  amount_minor: number;
  reported_amount_minor: number;
  currency: CurrencyColumn;
  phone_number: string | null;
  scenario: string;
  outcome: 'succeeded' | 'failed' | null;
  reason: string | null;
  decide_at: ColumnType<Date | null, Date | string | null | undefined>;
  description: ColumnType<string, string | undefined>;
  success_url: string;
  cancel_url: string;
  webhook_url: string;
  created_at: CreatedAt;
}

/** The sandbox payout rail's transfers (migration 0025), keyed by our attempt reference. */
export interface SandboxPayoutsTable {
  reference: string;
  provider_ref: string;
  amount_minor: number;
  currency: 'ETB';
  bank_code: string;
  account_number: string;
  account_name: string;
  scenario: string;
  outcome: 'succeeded' | 'failed';
  failure_reason: string | null;
  settle_at: ColumnType<Date, Date | string, Date | string>;
  callback_url: string;
  created_at: CreatedAt;
}

export interface DonationsTable {
  id: Generated<number>;
  campaign_id: number;
  invoice_id: string | null;
  donor_user_id: number | null;
  amount_minor: number;
  currency: CurrencyColumn;
  etb_amount_minor: number;
  exchange_rate: number;
  fee_minor: ColumnType<number, number | undefined>;
  tip_minor: ColumnType<number, number | undefined>;
  anonymous: ColumnType<boolean, boolean | undefined>;
  full_name: string | null;
  email: string | null;
  message: ColumnType<string, string | undefined>;
  payment_method: PaymentMethodColumn;
  withdrawn: ColumnType<boolean, boolean | undefined>;
  /** Migration 0020: the paid withdrawal that covers this donation (then `withdrawn` is true). */
  withdrawal_id: ColumnType<number | null, number | null | undefined>;
  is_completed: ColumnType<boolean, boolean | undefined>;
  created_at: CreatedAt;
}

export interface SavedCampaignsTable {
  user_id: number;
  campaign_id: number;
  created_at: CreatedAt;
}

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  content: string;
  is_read: ColumnType<boolean, boolean | undefined>;
  related_campaign_id: number | null;
  created_at: CreatedAt;
  /** What happened (`donation_received`, `goal_reached`, …), for clients that word it themselves. */
  kind: ColumnType<string | null, string | null | undefined>;
  /** The values of that wording (amounts in minor units, names). */
  params: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  /** The account the notification names (a donor, a sender), until that account's deletion anonymizes it. */
  subject_user_id: ColumnType<number | null, number | null | undefined>;
}

export interface PhoneOtpCodesTable {
  id: Generated<number>;
  phone: string;
  code_hash: string;
  attempts: ColumnType<number, number | undefined>;
  expires_at: ColumnType<Date, Date | string>;
  consumed_at: ColumnType<Date | null, Date | string | null | undefined>;
  created_at: CreatedAt;
}

export interface RateLimitCountersTable {
  key: string;
  hits: number;
  window_ends_at: ColumnType<Date, Date | string>;
}

export interface ReportsTable {
  id: Generated<number>;
  target_type: 'campaign' | 'organization';
  campaign_id: number | null;
  organization_id: number | null;
  reason: 'spam' | 'fraud' | 'violence' | 'misinformation' | 'other';
  message: ColumnType<string, string | undefined>;
  reporter_email: string | null;
  reporter_phone: string | null;
  created_at: CreatedAt;
  /** When an operator resolved it; null while open (migration 0014). */
  resolved_at: ColumnType<Date | null, Date | null | undefined>;
  resolved_by_user_id: ColumnType<number | null, number | null | undefined>;
  resolution_note: ColumnType<string | null, string | null | undefined>;
  resolution_action: ColumnType<
    ReportResolutionActionColumn | null,
    ReportResolutionActionColumn | null | undefined
  >;
}

/** What an operator did when resolving a report (migration 0014; @lomi/core's `ReportResolutionAction`). */
export type ReportResolutionActionColumn = 'none' | 'unpublish-campaign' | 'suspend-organization';

export interface WithdrawAccountsTable {
  id: Generated<number>;
  user_id: number;
  account_name: string;
  account_number: string;
  bank_name: string;
  account_type: 'saving' | 'checking';
  phone_number: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface WithdrawalsTable {
  id: Generated<number>;
  campaign_id: number;
  requested_by_user_id: number;
  withdraw_account_id: number | null;
  amount_minor: number;
  currency: CurrencyColumn;
  status: ColumnType<WithdrawalStatusColumn, WithdrawalStatusColumn | undefined>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** Migration 0020: the operator who approved or rejected it, and when. */
  reviewed_by_user_id: ColumnType<number | null, number | null | undefined>;
  reviewed_at: ColumnType<Date | null, Date | null | undefined>;
  /** Set exactly when `status` is `rejected` (shown to the owner). */
  rejection_reason: ColumnType<string | null, string | null | undefined>;
  /** Set exactly when `status` is `paid`. */
  paid_at: ColumnType<Date | null, Date | null | undefined>;
}

/** @lomi/core's `WithdrawalStatus` (migration 0020 added `failed`). */
export type WithdrawalStatusColumn = 'pending' | 'approved' | 'paid' | 'failed' | 'rejected';

/** One try to pay a withdrawal out (migration 0020). */
export interface PayoutAttemptsTable {
  id: Generated<number>;
  withdrawal_id: number;
  /** Ours, unique per attempt: the idempotency key and transfer reference the rail sees. */
  reference: string;
  rail: 'manual' | 'sandbox' | 'chapa';
  status: ColumnType<'pending' | 'succeeded' | 'failed', 'pending' | 'succeeded' | 'failed' | undefined>;
  /** What the rail pays, in ETB santim. */
  amount_minor: number;
  currency: 'ETB';
  /** ETB per unit of a USD withdrawal on the payout day, as decimal text; null for ETB withdrawals. */
  etb_per_unit: ColumnType<string | null, string | null | undefined>;
  bank_code: ColumnType<string | null, string | null | undefined>;
  bank_name: string;
  account_name: string;
  account_number: string;
  provider_ref: ColumnType<string | null, string | null | undefined>;
  failure_reason: ColumnType<string | null, string | null | undefined>;
  started_by_user_id: ColumnType<number | null, number | null | undefined>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  settled_at: ColumnType<Date | null, Date | null | undefined>;
  next_verify_at: ColumnType<Date | null, Date | null | undefined>;
  verify_attempts: ColumnType<number, number | undefined>;
}

export interface HelpQuestionsTable {
  id: Generated<number>;
  email: string;
  question: string;
  created_at: CreatedAt;
  /** When an operator resolved it (answered by e-mail, outside Lomi); null while open (migration 0014). */
  resolved_at: ColumnType<Date | null, Date | null | undefined>;
  resolved_by_user_id: ColumnType<number | null, number | null | undefined>;
  resolution_note: ColumnType<string | null, string | null | undefined>;
}

/**
 * Each campaign's totals (migration 0026; a view summing on every read before): completed donations by
 * currency, their ETB value and count, paid withdrawals by currency. Kept by triggers on `donations`,
 * `withdrawals` and `campaigns` in the writer's own transaction, so nothing writes it by hand except
 * `npm run db:check-totals -- --rebuild` (`campaign-totals/`).
 */
export interface CampaignTotalsTable {
  campaign_id: number;
  etb_minor: ColumnType<number, number | undefined>;
  usd_minor: ColumnType<number, number | undefined>;
  collected_etb_minor: ColumnType<number, number | undefined>;
  donation_count: ColumnType<number, number | undefined>;
  withdrawn_etb_minor: ColumnType<number, number | undefined>;
  withdrawn_usd_minor: ColumnType<number, number | undefined>;
}

/**
 * Migration 0028: every 1-, 2- and 3-character piece of a campaign's lower-cased title and description, kept
 * by a trigger on `campaigns`, under the GIN index the search reads (campaign-repository.ts). Migration 0029:
 * with what the search decides on (listed, date, category, organization, the text), kept by triggers on
 * `campaigns` and `organizations`.
 */
export interface CampaignSearchTable {
  campaign_id: ColumnType<number, never, never>;
  grams: ColumnType<string[], never, never>;
  listed: ColumnType<boolean, never, never>;
  created_at: ColumnType<Date, never, never>;
  category_id: ColumnType<number, never, never>;
  organization_id: ColumnType<number, never, never>;
  title: ColumnType<string, never, never>;
  description: ColumnType<string, never, never>;
}

export interface Database {
  users: UsersTable;
  audit_log: AuditLogTable;
  profiles: ProfilesTable;
  categories: CategoriesTable;
  exchange_rates: ExchangeRatesTable;
  organizations: OrganizationsTable;
  organization_documents: OrganizationDocumentsTable;
  charities: CharitiesTable;
  campaigns: CampaignsTable;
  campaign_images: CampaignImagesTable;
  campaign_image_variants: CampaignImageVariantsTable;
  campaign_documents: CampaignDocumentsTable;
  invoices: InvoicesTable;
  donations: DonationsTable;
  saved_campaigns: SavedCampaignsTable;
  notifications: NotificationsTable;
  reports: ReportsTable;
  withdraw_accounts: WithdrawAccountsTable;
  withdrawals: WithdrawalsTable;
  payout_attempts: PayoutAttemptsTable;
  help_questions: HelpQuestionsTable;
  webhook_events: WebhookEventsTable;
  sandbox_payments: SandboxPaymentsTable;
  sandbox_payouts: SandboxPayoutsTable;
  phone_otp_codes: PhoneOtpCodesTable;
  rate_limit_counters: RateLimitCountersTable;
  campaign_totals: CampaignTotalsTable;
  campaign_search: CampaignSearchTable;
}
