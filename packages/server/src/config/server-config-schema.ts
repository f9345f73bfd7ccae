import { createPublicKey, randomBytes } from 'node:crypto';
import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';
import { GOOGLE_JWKS_URL, MIN_SECRET_LENGTH } from '../auth/accounts-config.ts';
import type { RateRule } from '../http/rate-limiter.ts';
import { readTrustProxy } from '../http/trust-proxy.ts';
import { DEFAULT_INITIATION_LIMITS } from '../payments/initiation/initiation-limits.ts';
import {
  PAYMENT_ROLES,
  PROVIDERS,
  providersFor,
  type PaymentRole,
  type ProviderFor,
  type ProviderId,
} from '../payments/provider-ids.ts';
import { chapaDefaultBaseUrl } from '../payments/providers/chapa/chapa-config.ts';
import { lakiPayDefaultBaseUrl } from '../payments/providers/lakipay/lakipay-config.ts';
import { repoRoot } from '../repo-paths.ts';
import { PAYOUT_RAILS, type PayoutRail } from '../withdrawals/payouts/payout-provider.ts';
import type { PayoutsConfig } from '../withdrawals/payouts/payouts-config.ts';
import type { PartnerLink } from '@lomi/core';
import type { MediaStoreConfig } from '../media/configured-blob-store.ts';
import { DEMO_SITE_SETTINGS, siteSettingsFrom } from '../site-settings/site-settings.ts';
import {
  httpUrl,
  listOf,
  oneOf,
  refuse,
  variable,
  wholeNumber,
  type ConfigGroup,
} from './environment-variable.ts';

// Every environment variable the server reads, in one zod schema: the README tables are generated from it
// (`npm run docs:config`) and server.ts parses it once, at start.

const MINUTE = 60_000;

const text = (value: string | undefined): string | undefined => value?.trim();

/** `<prefix>_MAX` and `<prefix>_WINDOW_MS`: a fixed-window limit of `what` per client address. */
function rateLimit<const Prefix extends string>(
  group: ConfigGroup,
  prefix: Prefix,
  rule: RateRule,
  what: string,
): Record<`${Prefix}_MAX` | `${Prefix}_WINDOW_MS`, ReturnType<typeof variable<number>>> {
  return {
    [`${prefix}_MAX`]: variable(
      { group, default: `\`${rule.max}\``, expects: 'a whole number of 1 or more', meaning: what },
      (value) => wholeNumber(value, rule.max, 1),
    ),
    [`${prefix}_WINDOW_MS`]: variable(
      {
        group,
        default: `\`${rule.windowMs}\` (${rule.windowMs / MINUTE} min)`,
        expects: 'a whole number of 1 or more',
        meaning: 'The window of that limit, in milliseconds.',
      },
      (value) => wholeNumber(value, rule.windowMs, 1),
    ),
  } as Record<`${Prefix}_MAX` | `${Prefix}_WINDOW_MS`, ReturnType<typeof variable<number>>>;
}

/** The limits of the public forms; the routes name their counters, these their numbers. */
const DEFAULT_FORM_LIMIT = { max: 5, windowMs: 10 * MINUTE };

/** A whole number of milliseconds of at least `min`. */
function milliseconds(
  group: ConfigGroup,
  fallback: number,
  min: number,
  defaultText: string,
  meaning: string,
) {
  return variable(
    { group, default: defaultText, expects: `a whole number of milliseconds, at least ${min}`, meaning },
    (value) => wholeNumber(value, fallback, min),
  );
}

function count(group: ConfigGroup, fallback: number, meaning: string) {
  return variable(
    { group, default: `\`${fallback}\``, expects: 'a whole number, at least 1', meaning },
    (value) => wholeNumber(value, fallback, 1),
  );
}

const CONTACT_MAX = 200;
const PARTNERS_MAX = 12;

function contactText(meaning: string, defaultText: string) {
  return variable(
    { group: 'site-settings', default: defaultText, expects: `at most ${CONTACT_MAX} characters`, meaning },
    (value) => {
      const trimmed = text(value);
      if (trimmed !== undefined && trimmed.length > CONTACT_MAX) refuse();
      return trimmed;
    },
  );
}

/** LOMI_PARTNER_LINKS: a JSON array of `{"name": "…", "url": "https://…"}`. */
function partnerLinks(value: string | undefined): PartnerLink[] | undefined {
  if (value === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    refuse();
  }
  if (!Array.isArray(parsed) || parsed.length > PARTNERS_MAX) refuse();
  return parsed.map((entry: unknown) => {
    const { name, url } = (entry ?? {}) as { name?: unknown; url?: unknown };
    const href = typeof url === 'string' ? httpUrl(url)?.href : undefined;
    if (typeof name !== 'string' || !name.trim() || name.length > CONTACT_MAX || !href) refuse();
    return { name: name.trim(), url: href };
  });
}

/** A provider's API root: an http(s) URL without trailing slashes. */
function apiRoot(group: ConfigGroup, fallback: string | undefined, meaning: string) {
  return variable(
    {
      group,
      default: fallback ? `\`${fallback}\`` : 'unset',
      expects: 'an http(s) URL, e.g. http://127.0.0.1:4010',
      meaning,
    },
    (value) => {
      if (value === undefined) return undefined;
      const url = httpUrl(value);
      return url ? value.trim().replace(/(?<!\/)\/+$/, '') : refuse();
    },
  );
}

function providerKey(group: ConfigGroup, meaning: string, secret = true) {
  return variable(
    {
      group,
      default: `required with ${PROVIDERS[group as ProviderId].name}`,
      expects: 'a key',
      meaning,
      secret,
    },
    text,
  );
}

/** The variable that chooses the provider of each way of paying. */
const ROLE_VARIABLES = {
  mobile: 'LOMI_PAYMENTS_MOBILE',
  checkout: 'LOMI_PAYMENTS_CHECKOUT',
  card: 'LOMI_PAYMENTS_CARD',
} as const satisfies Record<PaymentRole, `LOMI_PAYMENTS_${Uppercase<PaymentRole>}`>;
const roleVariable = <Role extends PaymentRole>(role: Role) => ROLE_VARIABLES[role];

function paymentRole<Role extends PaymentRole>(role: Role, meaning: string) {
  const choices = providersFor(role);
  return variable(
    {
      group: 'payments',
      default: '`sandbox`',
      expects: `one of ${choices.join(', ')}`,
      meaning: `${meaning}: ${listOf(choices.map((id) => `\`${id}\``))}.`,
    },
    (value) => oneOf<ProviderFor<Role>>(value, choices, 'sandbox' as ProviderFor<Role>),
  );
}

/** The variables each provider needs once a role names it (its optional ones have defaults). */
const REQUIRED_BY_PROVIDER = {
  sandbox: [],
  lakipay: ['LAKIPAY_API_KEY', 'LAKIPAY_WEBHOOK_PUBLIC_KEY'],
  chapa: ['CHAPA_SECRET_KEY', 'CHAPA_WEBHOOK_SECRET'],
  stripe: ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
} as const satisfies Record<ProviderId, readonly string[]>;

/** The variables LOMI_MEDIA_STORE=s3 needs (the endpoint, region and path style have defaults). */
const REQUIRED_BY_S3 = ['LOMI_S3_BUCKET', 'LOMI_S3_ACCESS_KEY_ID', 'LOMI_S3_SECRET_ACCESS_KEY'] as const;

/** The variables the Chapa payout rail needs (CHAPA_BASE_URL has a default; the approval secret is optional). */
const REQUIRED_BY_CHAPA_PAYOUTS = ['CHAPA_SECRET_KEY', 'CHAPA_WEBHOOK_SECRET'] as const;

/** LOMI_PAYOUT_RAILS: a comma-separated list of PAYOUT_RAILS, `undefined` when unset. */
function payoutRails(value: string | undefined): PayoutRail[] | undefined {
  if (value === undefined) return undefined;
  const names = value.split(',').map((name) => name.trim().toLowerCase());
  if (names.some((name) => !(PAYOUT_RAILS as readonly string[]).includes(name))) refuse();
  return names as PayoutRail[];
}

/** The rails a server pays by: `manual` always, then the listed API rails in PAYOUT_RAILS order. */
function railsOf(listed: readonly PayoutRail[] | undefined, production: boolean): PayoutRail[] {
  const chosen = new Set<PayoutRail>(listed ?? (production ? [] : ['sandbox']));
  return PAYOUT_RAILS.filter((rail) => rail === 'manual' || chosen.has(rail));
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const variables = z.object({
  // The server
  NODE_ENV: variable(
    {
      group: 'server',
      default: 'unset',
      expects: 'production, or anything else for a development machine',
      meaning:
        '`production` on a real deployment: no demo content, and the sandboxes, a generated token secret ' +
        'and a missing `PUBLIC_SITE_URL` are refused.',
    },
    (value) => value === 'production',
  ),
  PORT: variable(
    {
      group: 'server',
      default: '`3000`',
      expects: 'a whole number between 0 and 65535',
      meaning: 'Port to listen on.',
    },
    (value) => wholeNumber(value, 3000, 0, 65_535),
  ),
  HOST: variable(
    { group: 'server', default: '`0.0.0.0`', expects: 'an address', meaning: 'Interface to listen on.' },
    (value) => text(value) ?? '0.0.0.0',
  ),
  LOMI_DATA_DIR: variable(
    {
      group: 'server',
      default: '`.data` (from the repo root)',
      expects: 'a folder',
      meaning: 'Embedded database and media files; relative paths start at the repo root.',
    },
    (value) => {
      // Resolved from the repository root so `npm start` and `node packages/server/src/server.ts` agree
      // wherever they run from.
      const folder = value ?? '.data';
      return isAbsolute(folder) ? folder : resolve(repoRoot, folder);
    },
  ),
  DATABASE_URL: variable(
    {
      group: 'server',
      default: 'unset',
      expects: 'a PostgreSQL connection string',
      meaning: '`postgres://…` to use a PostgreSQL server (15+) instead of PGlite.',
      // It usually carries the database password.
      secret: true,
    },
    text,
  ),
  LOG_LEVEL: variable(
    {
      group: 'server',
      default: '`info`',
      expects: `one of ${LOG_LEVELS.join(', ')}`,
      meaning: 'pino level (`fatal` … `trace`); logs are JSON lines on stdout.',
    },
    (value) => oneOf(value, LOG_LEVELS, 'info'),
  ),
  PUBLIC_SITE_URL: variable(
    {
      group: 'server',
      default: '`http://localhost:$PORT`',
      expects: 'an absolute http(s) address with no path, e.g. https://lomi.example.org',
      meaning:
        'Public origin (no path) of payment return and webhook URLs, QR codes and link previews, never ' +
        "taken from a request's Host; production needs it.",
    },
    (value) => {
      if (value === undefined) return undefined;
      const url = httpUrl(value);
      const plainOrigin =
        url !== undefined &&
        !url.username &&
        !url.password &&
        /^\/*$/.test(url.pathname) &&
        !url.search &&
        !url.hash;
      return plainOrigin ? url.origin : refuse();
    },
  ),
  TRUST_PROXY: variable(
    {
      group: 'server',
      default: 'unset',
      expects: 'a hop count (1) or a comma-separated list of proxy addresses or CIDRs (10.0.0.5,10.1.0.0/16)',
      meaning: "`1` behind one proxy, or the proxies' addresses/CIDRs; `true` is refused.",
    },
    readTrustProxy,
  ),
  LOMI_TESTING_HOOKS: variable(
    {
      group: 'server',
      default: 'unset (off)',
      expects: '1 (on) or 0 (off)',
      meaning:
        "`1` adds the end-to-end suite's hooks under `/api/testing/` (approving an organization without " +
        'the operator console); refused with NODE_ENV=production.',
    },
    (value) => oneOf(value, ['1', '0'], '0') === '1',
  ),

  // Where media live
  LOMI_MEDIA_STORE: variable(
    {
      group: 'media',
      default: '`local`',
      expects: 'local or s3',
      meaning:
        '`local`: files in `LOMI_DATA_DIR/media`; `s3`: a bucket of an S3-compatible store, shared by every ' +
        'instance (needs the `LOMI_S3_*` below).',
    },
    (value) => oneOf(value, ['local', 's3'], 'local'),
  ),
  LOMI_S3_ENDPOINT: variable(
    {
      group: 'media',
      default: "unset (AWS S3's own endpoint for the region)",
      expects: 'an http(s) URL with no path, e.g. https://<account>.r2.cloudflarestorage.com',
      meaning: 'Origin of an S3-compatible service (MinIO, Cloudflare R2, …); unset for AWS S3.',
    },
    (value) => {
      if (value === undefined) return undefined;
      const url = httpUrl(value);
      return url && !url.username && !url.password && /^\/*$/.test(url.pathname) && !url.search
        ? url.origin
        : refuse();
    },
  ),
  LOMI_S3_REGION: variable(
    {
      group: 'media',
      default: '`us-east-1`',
      expects: 'a region name, e.g. eu-central-1 (auto for Cloudflare R2)',
      meaning: "The bucket's region (signing needs it; MinIO takes `us-east-1`, R2 `auto`).",
    },
    (value) => {
      const region = text(value) ?? 'us-east-1';
      return /^[a-z0-9-]{1,40}$/.test(region) ? region : refuse();
    },
  ),
  LOMI_S3_BUCKET: variable(
    {
      group: 'media',
      default: 'required with `s3`',
      expects: 'a bucket name (3–63 lower-case letters, digits, dots and hyphens)',
      meaning: 'The bucket media are kept in (created beforehand; Lomi only reads and writes objects).',
    },
    (value) => {
      const bucket = text(value);
      return bucket === undefined || /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket) ? bucket : refuse();
    },
  ),
  LOMI_S3_ACCESS_KEY_ID: variable(
    { group: 'media', default: 'required with `s3`', expects: 'an access key id', meaning: 'Access key id.' },
    text,
  ),
  LOMI_S3_SECRET_ACCESS_KEY: variable(
    {
      group: 'media',
      default: 'required with `s3`',
      expects: 'a secret access key',
      meaning: 'Its secret access key.',
      secret: true,
    },
    text,
  ),
  LOMI_S3_FORCE_PATH_STYLE: variable(
    {
      group: 'media',
      default: '`0` (bucket in the host name)',
      expects: '1 or true (on), 0 or false (off)',
      meaning:
        '`1` puts the bucket in the path (`endpoint/bucket/key`), as MinIO and most self-hosted stores need.',
    },
    (value) => ['1', 'true'].includes(oneOf(value, ['1', '0', 'true', 'false'], '0')),
  ),

  // Limits per client address on the public forms
  ...rateLimit(
    'rate-limits',
    'LOMI_REPORT_RATE_LIMIT',
    DEFAULT_FORM_LIMIT,
    'Reports (`POST /api/reports/`) one client IP may send per window.',
  ),
  ...rateLimit(
    'rate-limits',
    'LOMI_HELP_RATE_LIMIT',
    DEFAULT_FORM_LIMIT,
    'Questions to `POST /api/help/questions/` per client IP and window.',
  ),
  ...rateLimit(
    'rate-limits',
    'LOMI_UPLOAD_RATE_LIMIT',
    { max: 20, windowMs: 60 * MINUTE },
    'Forms with files (creating or editing an organization, creating a campaign) one signed-in account ' +
      'may send per window.',
  ),
  ...rateLimit(
    'rate-limits',
    'LOMI_CONTACT_RATE_LIMIT',
    DEFAULT_FORM_LIMIT,
    'Messages to organizers (`POST /api/campaigns/{id}/contact/`) per client IP and window.',
  ),
  ...rateLimit(
    'rate-limits',
    'LOMI_RECEIPT_RATE_LIMIT',
    { max: 60, windowMs: 10 * MINUTE },
    'Receipt lookups (`GET /api/receipts/{token}` and its PDF) per client IP and window.',
  ),

  // The footer's contact details and the partner links
  LOMI_CONTACT_EMAIL: contactText(
    "Support e-mail in the site's footer. **Demo default** (below).",
    `demo \`${DEMO_SITE_SETTINGS.email}\``,
  ),
  LOMI_CONTACT_PHONE: contactText(
    'Support phone number in the footer. **Demo default.**',
    `demo \`${DEMO_SITE_SETTINGS.phone}\``,
  ),
  LOMI_CONTACT_ADDRESS: contactText(
    'Postal address in the footer (English). **Demo default.**',
    'demo `Bole Road, …`',
  ),
  LOMI_CONTACT_ADDRESS_AM: contactText('The same address in Amharic.', '`LOMI_CONTACT_ADDRESS`'),
  LOMI_PARTNER_LINKS: variable(
    {
      group: 'site-settings',
      default: 'demo: three `.example` sites',
      expects: `a JSON array of {"name": "…", "url": "https://…"} (at most ${PARTNERS_MAX}; "[]" for none)`,
      meaning: `Home page partners, JSON \`[{"name","url"}]\` (≤ ${PARTNERS_MAX}). **Demo default.**`,
    },
    partnerLinks,
  ),
  LOMI_SELF_SERVICE_CREATION: variable(
    {
      group: 'site-settings',
      default: '`0` (off)',
      expects: '1 or true (on), 0 or false (off)',
      meaning: "`1` turns the disabled 'coming soon' create buttons into links (self-service creation).",
    },
    (value) => ['1', 'true'].includes(oneOf(value, ['1', '0', 'true', 'false'], '0')),
  ),

  // Accounts
  LOMI_JWT_SECRET: variable(
    {
      group: 'accounts',
      default: 'generated once into `LOMI_DATA_DIR/jwt-secret`',
      expects: `at least ${MIN_SECRET_LENGTH} characters (e.g. \`openssl rand -hex 32\`)`,
      meaning:
        'HS256 key of access tokens (and of phone codes at rest); at least 32 characters, the same on every ' +
        'instance. **Required in production.**',
      secret: true,
    },
    (value) => (value !== undefined && value.length < MIN_SECRET_LENGTH ? refuse() : value),
  ),
  LOMI_JWT_TTL_SECONDS: variable(
    {
      group: 'accounts',
      default: '`604800` (7 days)',
      expects: 'a whole number of seconds, at least 60',
      meaning: 'Lifetime of an access token.',
    },
    (value) => wholeNumber(value, 7 * 24 * 60 * 60, 60),
  ),
  LOMI_ACCOUNT_RATE_LIMIT_FACTOR: variable(
    {
      group: 'accounts',
      default: '`1`',
      expects: 'a whole number of at least 1',
      meaning:
        'Multiplies every sign-in rate limit below; the end-to-end suite, whose browsers all sign in from ' +
        '127.0.0.1, sets 100. Keep 1 in production.',
    },
    (value) => wholeNumber(value, 1, 1),
  ),
  LOMI_SMS_PROVIDER: variable(
    {
      group: 'accounts',
      default: '`sandbox`',
      expects: 'sandbox or disabled',
      meaning:
        'Who sends phone sign-in codes: `sandbox` (log + dev inbox; refused in production) or `disabled` ' +
        '(phone sign-in answers 503).',
    },
    (value) => oneOf(value, ['sandbox', 'disabled'], 'sandbox'),
  ),
  LOMI_SMS_SANDBOX_INBOX: variable(
    {
      group: 'accounts',
      default: 'unset (off)',
      expects: '1 (on) or 0 (off)',
      meaning:
        '`1` serves the SMS sandbox\'s dev inbox `/sandbox/sms` to this machine (see "Security choices"); ' +
        'never in production.',
    },
    (value) => oneOf(value, ['1', '0'], '0') === '1',
  ),
  LOMI_GOOGLE_CLIENT_ID: variable(
    {
      group: 'accounts',
      default: 'unset (Google sign-in answers 503)',
      expects: 'OAuth client ids, comma-separated',
      meaning: 'OAuth client id(s), comma-separated: the accepted `aud` of Google ID tokens.',
    },
    (value) =>
      (value ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
  ),
  LOMI_GOOGLE_JWKS_URL: variable(
    {
      group: 'accounts',
      default: `\`${GOOGLE_JWKS_URL}\``,
      expects: 'a URL',
      meaning: "Where Google's signing keys are fetched (cached; refetched on an unknown `kid`).",
    },
    (value) => (value === undefined ? GOOGLE_JWKS_URL : URL.canParse(value) ? value : refuse()),
  ),

  // Payments
  LOMI_PAYMENTS_MOBILE: paymentRole('mobile', 'Direct telebirr / mpesa / cbe'),
  LOMI_PAYMENTS_CHECKOUT: paymentRole(
    'checkout',
    "Hosted checkout in ETB (payonline, the wizard's Chapa id 0)",
  ),
  LOMI_PAYMENTS_CARD: paymentRole('card', "Card in USD (stripe, the wizard's Card id 2)"),
  LOMI_SANDBOX_DELAY_MS: milliseconds(
    'payments',
    3_000,
    0,
    '`3000`',
    'How long a sandbox phone takes to answer.',
  ),
  LOMI_SANDBOX_WEBHOOK_SECRET: variable(
    {
      group: 'payments',
      default: 'random per process',
      expects: 'a key',
      meaning: 'HMAC key of `x-sandbox-signature`; set it when several instances run.',
      secret: true,
    },
    (value) => value ?? randomBytes(32).toString('hex'),
  ),
  LOMI_INVOICE_TTL_MS: milliseconds(
    'payments',
    15 * MINUTE,
    1_000,
    '`900000` (15 min)',
    'A pending mobile-money invoice fails as expired after this long (after a last check with the provider).',
  ),
  LOMI_CHECKOUT_TTL_MS: milliseconds(
    'payments',
    25 * 60 * MINUTE,
    1_000,
    '`90000000` (25 h)',
    'The same for hosted checkout and card, whose pages stay payable longer (Stripe: 24 h).',
  ),
  LOMI_RECONCILE_INTERVAL_MS: milliseconds(
    'payments',
    30_000,
    100,
    '`30000`',
    'How often the reconciliation job runs (see "Reconciliation" below).',
  ),
  LOMI_RECONCILE_MAX_DELAY_MS: milliseconds(
    'payments',
    15 * MINUTE,
    1_000,
    '`900000` (15 min)',
    'Backoff cap: a pending invoice is checked again at most this long after its last check.',
  ),
  LOMI_RECONCILE_BATCH_SIZE: count(
    'payments',
    50,
    'Invoices claimed at a time; a run claims batch after batch while some are due.',
  ),
  LOMI_RECONCILE_BUDGET_MS: milliseconds(
    'payments',
    20_000,
    100,
    '`20000`',
    'A run starts no new batch after this long; the rest waits for the next run.',
  ),
  LOMI_RECONCILE_CONCURRENCY: count('payments', 4, 'Provider checks in flight at once within a batch.'),
  LOMI_RECONCILE_LEASE_MS: milliseconds(
    'payments',
    10 * MINUTE,
    1_000,
    '`600000` (10 min)',
    'A claimed invoice waits this long before another instance may check it, should its checker die.',
  ),
  LOMI_RECONCILE_BACKLOG_WARN: count(
    'payments',
    1_000,
    'Warn when more invoices than this are due at the start of three runs in a row.',
  ),

  // Payouts
  LOMI_PAYOUT_RAILS: variable(
    {
      group: 'payouts',
      default: '`manual,sandbox` (`manual` with NODE_ENV=production)',
      expects: `a comma-separated list of ${listOf([...PAYOUT_RAILS])}`,
      meaning:
        'Rails operators can pay withdrawals by: `manual` (always on), `sandbox` (refused in production), ' +
        '`chapa` (Transfers API, needs the Chapa keys).',
    },
    payoutRails,
  ),
  LOMI_SANDBOX_PAYOUT_DELAY_MS: variable(
    {
      group: 'payouts',
      default: '`LOMI_SANDBOX_DELAY_MS`',
      expects: 'a whole number of milliseconds, at least 0',
      meaning: 'How long a sandbox transfer takes to settle before its callback is sent.',
    },
    (value) => (value === undefined ? undefined : wholeNumber(value, 0, 0)),
  ),
  CHAPA_TRANSFER_APPROVAL_SECRET: variable(
    {
      group: 'payouts',
      default: 'unset (approve transfers by OTP)',
      expects: 'a key',
      meaning:
        "Approval secret set beside the transfer approval URL in Chapa's dashboard (`Chapa-Signature`).",
      secret: true,
    },
    text,
  ),

  // Limits on starting donations
  ...rateLimit(
    'donation-limits',
    'LOMI_DONATION_RATE_LIMIT',
    DEFAULT_INITIATION_LIMITS.perClient,
    'Donations one client IP may start per window, over the four initiation endpoints.',
  ),
  ...rateLimit(
    'donation-limits',
    'LOMI_DONATION_PHONE_RATE_LIMIT',
    DEFAULT_INITIATION_LIMITS.perPhone,
    'Payment prompts to one phone number per window (direct telebirr / mpesa / cbe), anyone.',
  ),
  LOMI_DONATION_PENDING_PER_CLIENT_MAX: count(
    'donation-limits',
    DEFAULT_INITIATION_LIMITS.pendingPerClient,
    'Pending, unexpired invoices one client IP may hold at once (any method).',
  ),
  LOMI_DONATION_PENDING_PER_PHONE_MAX: count(
    'donation-limits',
    DEFAULT_INITIATION_LIMITS.pendingPerPhone,
    'Pending, unexpired direct mobile-money invoices of one phone number at once.',
  ),

  // The real providers
  LAKIPAY_API_KEY: providerKey(
    'lakipay',
    '`X-API-Key` value, `PUBLICKEY:SECRETKEY` from the LakiPay dashboard.',
  ),
  LAKIPAY_WEBHOOK_PUBLIC_KEY: variable(
    {
      group: 'lakipay',
      default: 'required with LakiPay',
      expects: 'a PEM public key (`\\n` escapes allowed)',
      meaning: "LakiPay's RSA public key (PEM) that signs webhooks; `\\n` escapes allowed.",
    },
    (value) => {
      if (value === undefined) return undefined;
      const pem = value.trim().replaceAll('\\n', '\n');
      try {
        createPublicKey(pem);
      } catch {
        refuse();
      }
      return pem;
    },
  ),
  LAKIPAY_BASE_URL: apiRoot('lakipay', lakiPayDefaultBaseUrl, 'API root.'),
  CHAPA_SECRET_KEY: providerKey(
    'chapa',
    'Secret key `CHASECK_TEST-…` / `CHASECK-…`, sent as a Bearer token.',
  ),
  CHAPA_WEBHOOK_SECRET: providerKey(
    'chapa',
    'The "secret hash" set beside the webhook URL in Chapa\'s dashboard.',
  ),
  CHAPA_BASE_URL: apiRoot(
    'chapa',
    chapaDefaultBaseUrl,
    'API root without `/v1` (a trailing `/v1` is accepted).',
  ),
  STRIPE_SECRET_KEY: providerKey('stripe', '`sk_test_…` / `sk_live_…`.'),
  STRIPE_WEBHOOK_SECRET: providerKey('stripe', "The webhook endpoint's signing secret `whsec_…`."),
  STRIPE_API_BASE: apiRoot(
    'stripe',
    undefined,
    'Origin of a Stripe stand-in, e.g. `http://127.0.0.1:12111` (tests, local).',
  ),
});

type Variables = z.output<typeof variables>;

/**
 * The rules between variables; each names the variable to change, like a bad value does. zod runs them once
 * every variable reads, so a bad value is reported first and these after it is fixed.
 */
function crossFieldRules(values: Variables, context: z.RefinementCtx): void {
  const problem = (name: keyof Variables, expects: string) =>
    context.addIssue({ code: 'custom', path: [name], message: expects });
  if (values.NODE_ENV) {
    if (values.PUBLIC_SITE_URL === undefined) {
      problem(
        'PUBLIC_SITE_URL',
        'set with NODE_ENV=production (the address donors use, e.g. https://lomi.example.org): payment return ' +
          'and webhook URLs are built on it',
      );
    }
    if (values.LOMI_JWT_SECRET === undefined) {
      problem(
        'LOMI_JWT_SECRET',
        'set with NODE_ENV=production (at least 32 random characters, e.g. `openssl rand -hex 32`; the same ' +
          'value on every instance)',
      );
    }
    if (values.LOMI_TESTING_HOOKS) {
      problem(
        'LOMI_TESTING_HOOKS',
        'unset or 0 with NODE_ENV=production (its hooks let anyone approve an organization)',
      );
    }
    if (values.LOMI_SMS_PROVIDER === 'sandbox') {
      problem(
        'LOMI_SMS_PROVIDER',
        'disabled (or a real SMS provider): the SMS sandbox cannot run with NODE_ENV=production (it shows ' +
          'sign-in codes in the log)',
      );
    }
    for (const role of PAYMENT_ROLES) {
      if (values[roleVariable(role)] !== 'sandbox') continue;
      const real = providersFor(role).filter((id) => id !== 'sandbox');
      problem(
        roleVariable(role),
        `${listOf(real)}: the sandbox payment provider cannot run with NODE_ENV=production (it accepts fake ` +
          'payments)',
      );
    }
  }
  if (values.LOMI_MEDIA_STORE === 's3') {
    for (const name of REQUIRED_BY_S3) {
      if (values[name] === undefined) problem(name, 'set: LOMI_MEDIA_STORE is s3');
    }
  }
  const rails = railsOf(values.LOMI_PAYOUT_RAILS, values.NODE_ENV);
  if (values.NODE_ENV && rails.includes('sandbox')) {
    problem(
      'LOMI_PAYOUT_RAILS',
      'manual or chapa: the sandbox payout rail cannot run with NODE_ENV=production (it pays nobody)',
    );
  }
  if (rails.includes('chapa')) {
    for (const name of REQUIRED_BY_CHAPA_PAYOUTS) {
      if (values[name] === undefined) problem(name, 'set: LOMI_PAYOUT_RAILS includes chapa');
    }
  }
  for (const role of PAYMENT_ROLES) {
    const provider = values[roleVariable(role)];
    for (const name of REQUIRED_BY_PROVIDER[provider]) {
      if (values[name] === undefined)
        problem(name, `set: ${roleVariable(role)} selects ${PROVIDERS[provider].name}`);
    }
  }
}

/** The parsed variables as the parts of the server take them. */
function toServerConfig(values: Variables) {
  const production = values.NODE_ENV;
  const selected = new Set(PAYMENT_ROLES.map((role) => values[roleVariable(role)]));
  const rule = (prefix: string) => ({
    max: values[`${prefix}_MAX` as keyof Variables] as number,
    windowMs: values[`${prefix}_WINDOW_MS` as keyof Variables] as number,
  });
  return {
    production,
    port: values.PORT,
    host: values.HOST,
    dataDir: values.LOMI_DATA_DIR,
    databaseUrl: values.DATABASE_URL,
    media: mediaConfig(values),
    logLevel: values.LOG_LEVEL,
    publicSiteUrl: values.PUBLIC_SITE_URL ?? `http://localhost:${values.PORT}`,
    trustProxy: values.TRUST_PROXY,
    testingHooks: values.LOMI_TESTING_HOOKS,
    accounts: {
      // Empty when unset: read-server-config.ts generates a development secret then.
      jwtSecret: values.LOMI_JWT_SECRET ?? '',
      tokenTtlSeconds: values.LOMI_JWT_TTL_SECONDS,
      sms: values.LOMI_SMS_PROVIDER,
      smsInbox: values.LOMI_SMS_SANDBOX_INBOX,
      google:
        values.LOMI_GOOGLE_CLIENT_ID.length > 0
          ? { clientIds: values.LOMI_GOOGLE_CLIENT_ID, jwksUrl: values.LOMI_GOOGLE_JWKS_URL }
          : undefined,
      rateLimitFactor: values.LOMI_ACCOUNT_RATE_LIMIT_FACTOR,
    },
    payments: {
      mobile: values.LOMI_PAYMENTS_MOBILE,
      checkout: values.LOMI_PAYMENTS_CHECKOUT,
      card: values.LOMI_PAYMENTS_CARD,
      sandboxDelayMs: values.LOMI_SANDBOX_DELAY_MS,
      sandboxWebhookSecret: values.LOMI_SANDBOX_WEBHOOK_SECRET,
      invoiceTtlMs: values.LOMI_INVOICE_TTL_MS,
      checkoutTtlMs: values.LOMI_CHECKOUT_TTL_MS,
      reconcileIntervalMs: values.LOMI_RECONCILE_INTERVAL_MS,
      reconcile: {
        maxDelayMs: values.LOMI_RECONCILE_MAX_DELAY_MS,
        batchSize: values.LOMI_RECONCILE_BATCH_SIZE,
        budgetMs: values.LOMI_RECONCILE_BUDGET_MS,
        concurrency: values.LOMI_RECONCILE_CONCURRENCY,
        leaseMs: values.LOMI_RECONCILE_LEASE_MS,
      },
      reconcileBacklogAlert: values.LOMI_RECONCILE_BACKLOG_WARN,
      // The adapters' settings, for the providers a role selects (the rules above made sure they are set).
      lakipay: selected.has('lakipay')
        ? {
            baseUrl: values.LAKIPAY_BASE_URL ?? lakiPayDefaultBaseUrl,
            apiKey: values.LAKIPAY_API_KEY!,
            webhookPublicKey: values.LAKIPAY_WEBHOOK_PUBLIC_KEY!,
          }
        : undefined,
      chapa: selected.has('chapa')
        ? {
            baseUrl: (values.CHAPA_BASE_URL ?? chapaDefaultBaseUrl).replace(/\/v1$/, ''),
            secretKey: values.CHAPA_SECRET_KEY!,
            webhookSecret: values.CHAPA_WEBHOOK_SECRET!,
          }
        : undefined,
      stripe: selected.has('stripe')
        ? {
            secretKey: values.STRIPE_SECRET_KEY!,
            webhookSecret: values.STRIPE_WEBHOOK_SECRET!,
            ...stripeApiBase(values.STRIPE_API_BASE),
          }
        : undefined,
    },
    payouts: payoutsConfig(values),
    rateLimits: {
      report: rule('LOMI_REPORT_RATE_LIMIT'),
      help: rule('LOMI_HELP_RATE_LIMIT'),
      contact: rule('LOMI_CONTACT_RATE_LIMIT'),
      receipt: rule('LOMI_RECEIPT_RATE_LIMIT'),
      upload: rule('LOMI_UPLOAD_RATE_LIMIT'),
      donation: {
        perClient: rule('LOMI_DONATION_RATE_LIMIT'),
        perPhone: rule('LOMI_DONATION_PHONE_RATE_LIMIT'),
        pendingPerClient: values.LOMI_DONATION_PENDING_PER_CLIENT_MAX,
        pendingPerPhone: values.LOMI_DONATION_PENDING_PER_PHONE_MAX,
      },
    },
    siteSettings: siteSettingsFrom(
      {
        email: values.LOMI_CONTACT_EMAIL,
        phone: values.LOMI_CONTACT_PHONE,
        addressEn: values.LOMI_CONTACT_ADDRESS,
        addressAm: values.LOMI_CONTACT_ADDRESS_AM,
        partners: values.LOMI_PARTNER_LINKS,
        selfServiceCreation: values.LOMI_SELF_SERVICE_CREATION,
      },
      production,
    ),
  };
}

/** Where media live: the local folder, or the bucket (the rules above made sure it is named, with keys). */
function mediaConfig(values: Variables): MediaStoreConfig {
  if (values.LOMI_MEDIA_STORE === 'local') return { store: 'local' };
  return {
    store: 's3',
    s3: {
      endpoint: values.LOMI_S3_ENDPOINT,
      region: values.LOMI_S3_REGION,
      bucket: values.LOMI_S3_BUCKET!,
      accessKeyId: values.LOMI_S3_ACCESS_KEY_ID!,
      secretAccessKey: values.LOMI_S3_SECRET_ACCESS_KEY!,
      forcePathStyle: values.LOMI_S3_FORCE_PATH_STYLE,
    },
  };
}

/** The payout rails' settings (the rules above made sure a listed rail has what it needs). */
function payoutsConfig(values: Variables): PayoutsConfig {
  const rails = railsOf(values.LOMI_PAYOUT_RAILS, values.NODE_ENV);
  return {
    rails,
    sandboxDelayMs: values.LOMI_SANDBOX_PAYOUT_DELAY_MS ?? values.LOMI_SANDBOX_DELAY_MS,
    sandboxCallbackSecret: values.LOMI_SANDBOX_WEBHOOK_SECRET,
    chapa: rails.includes('chapa')
      ? {
          baseUrl: (values.CHAPA_BASE_URL ?? chapaDefaultBaseUrl).replace(/\/v1$/, ''),
          secretKey: values.CHAPA_SECRET_KEY!,
          webhookSecret: values.CHAPA_WEBHOOK_SECRET!,
          approvalSecret: values.CHAPA_TRANSFER_APPROVAL_SECRET,
        }
      : undefined,
  };
}

/** STRIPE_API_BASE as the `stripe` package takes it: host, port and protocol. */
function stripeApiBase(base: string | undefined) {
  if (base === undefined) return {};
  const url = new URL(base);
  const protocol = url.protocol === 'http:' ? ('http' as const) : ('https' as const);
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443, protocol };
}

/** The one schema: the environment in, the server's configuration out. */
export const serverConfigSchema = variables.superRefine(crossFieldRules).transform(toServerConfig);

/** The variables by name, for the README tables and the wording of refusals. */
export const CONFIG_VARIABLES = variables.shape;
export type ConfigVariable = keyof typeof CONFIG_VARIABLES;
