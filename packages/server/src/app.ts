import compress from '@fastify/compress';
import cors from '@fastify/cors';
import { constants as zlib } from 'node:zlib';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { AccountRepository } from './auth/account-repository.ts';
import { OtpCodeRepository } from './auth/phone-otp/otp-code-repository.ts';
import { CampaignCreationRepository } from './campaigns/campaign-creation-repository.ts';
import { CampaignEditing } from './campaigns/campaign-editing.ts';
import { CampaignEditingRepository } from './campaigns/campaign-editing-repository.ts';
import { CampaignRepository } from './campaigns/campaign-repository.ts';
import { ExchangeRateRepository } from './campaigns/exchange-rate-repository.ts';
import { CategoryRepository } from './categories/category-repository.ts';
import { CharityAdministration } from './charities/charity-administration.ts';
import { CharityRepository } from './charities/charity-repository.ts';
import { readServerConfig, type ServerConfig } from './config/read-server-config.ts';
import { AuditLogRepository } from './console/audit-log-repository.ts';
import { ConsoleSummaryRepository } from './console/console-summary-repository.ts';
import { CampaignModeration } from './campaigns/campaign-moderation.ts';
import { CampaignModerationRepository } from './campaigns/campaign-moderation-repository.ts';
import { OperatorRepository } from './console/operator-repository.ts';
import { Operators } from './console/operators.ts';
import type { Database } from './db/schema.ts';
import { listenOrigin } from './http/listen-origin.ts';
import { DonationRepository } from './donations/donation-repository.ts';
import { closeConnectionsOnShutdown } from './http/close-connections-on-shutdown.ts';
import { registerErrorHandler } from './errors/error-handler.ts';
import { ExchangeRateHistoryRepository } from './exchange-rates/exchange-rate-history-repository.ts';
import { ExchangeRates } from './exchange-rates/exchange-rates.ts';
import { HealthRepository } from './health/health-repository.ts';
import { HelpInbox } from './help/help-inbox.ts';
import { HelpQuestionRepository } from './help/help-repository.ts';
import { FORM_BODY_LIMIT } from './http/body-limits.ts';
import { registerApiDocs, registerOpenApi } from './http/openapi.ts';
import { RateLimiter } from './http/rate-limiter.ts';
import { registerRouteTable } from './http/route-table.ts';
import { registerHttpCaching } from './http/http-caching.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerStorableTextCheck } from './http/storable-text.ts';
import { fastifyTrustProxy, type TrustProxy } from './http/trust-proxy.ts';
import type { BlobStore } from './media/blob-store.ts';
import { ImagePreviews } from './media/image-previews.ts';
import { MediaRepository } from './media/media-repository.ts';
import { FundraiserMessages } from './notifications/fundraiser-messages.ts';
import { NotificationRepository } from './notifications/notification-repository.ts';
import { OrganizationRepository } from './organizations/organization-repository.ts';
import { OrganizationConsole } from './organizations/organization-console.ts';
import { OrganizationConsoleRepository } from './organizations/organization-console-repository.ts';
import { OrganizationReview } from './organizations/organization-review.ts';
import { createPaymentProviders } from './payments/create-payment-providers.ts';
import type { PaymentsConfig } from './payments/payments-config.ts';
import { DonationInitiator } from './payments/initiation/donation-initiator.ts';
import { InitiationGate } from './payments/initiation/initiation-gate.ts';
import { InvoiceRepository } from './payments/invoices/invoice-repository.ts';
import { ReceiptLookup } from './receipts/receipt-lookup.ts';
import { ReceiptRepository } from './receipts/receipt-repository.ts';
import { ReceiptTokens } from './receipts/receipt-tokens.ts';
import { InvoiceSettlement } from './payments/invoices/invoice-settlement.ts';
import { PaymentReviewRepository } from './payments/review/payment-review-repository.ts';
import { PaymentReview } from './payments/review/payment-review.ts';
import { providerById } from './payments/provider-registry.ts';
import {
  startReconciliation,
  type ReconciliationSettings,
  type ReconciliationTimer,
} from './payments/reconciliation/reconciliation-timer.ts';
import { WebhookEventRepository } from './payments/webhooks/webhook-event-repository.ts';
import { UserStatsRepository } from './profile/user-stats-repository.ts';
import { RateLimitCounterRepository } from './rate-limits/rate-limit-counter-repository.ts';
import { ReportInbox } from './reports/report-inbox.ts';
import { ReportRepository } from './reports/report-repository.ts';
import { SavedCampaignRepository } from './saved-campaigns/saved-campaign-repository.ts';
import { elementsDistDir, siteDistDir } from './repo-paths.ts';
import { otpRules, registerAccounts, type AccountsOptions } from './routes/auth/register-accounts.ts';
import { campaignCreationRoutes } from './routes/campaigns/campaign-creation-routes.ts';
import { campaignRoutes } from './routes/campaigns/campaign-routes.ts';
import { categoryRoutes } from './routes/categories/category-routes.ts';
import { charityRoutes } from './routes/charities/charity-routes.ts';
import { consoleCampaignEditorRoutes } from './routes/console/console-campaign-editor-routes.ts';
import { consoleOrganizationRoutes } from './routes/console/console-organization-routes.ts';
import { consoleRoutes } from './routes/console/console-routes.ts';
import { consoleSummaryRoutes } from './routes/console/console-summary-routes.ts';
import { consoleInboxRoutes } from './routes/console/console-inbox-routes.ts';
import { consoleCampaignRoutes } from './routes/console/console-campaign-routes.ts';
import { consoleCharityRoutes } from './routes/console/charities-routes.ts';
import { consoleExchangeRateRoutes } from './routes/console/exchange-rate-routes.ts';
import { consolePaymentReviewRoutes } from './routes/console/console-payment-review-routes.ts';
import { donationRoutes } from './routes/donations/donation-routes.ts';
import { healthRoutes } from './routes/health/health-routes.ts';
import { helpRoutes } from './routes/help/help-routes.ts';
import { mediaRoutes } from './routes/media/media-routes.ts';
import { notificationRoutes } from './routes/notifications/notification-routes.ts';
import { organizationFormRoutes } from './routes/organizations/organization-form-routes.ts';
import { organizationRoutes } from './routes/organizations/organization-routes.ts';
import { registerPayments, type PaymentsOptions } from './routes/payments/register-payments.ts';
import { profileRoutes } from './routes/profile/profile-routes.ts';
import { qrCodeRoutes } from './routes/qr-codes/qr-code-routes.ts';
import { receiptRoutes } from './routes/receipts/receipt-routes.ts';
import { asratRoutes } from './routes/asrat/asrat-routes.ts';
import { AsratRepository } from './asrat/asrat-repository.ts';
import { AsratService } from './asrat/asrat-service.ts';
import { reportRoutes } from './routes/reports/report-routes.ts';
import { savedCampaignRoutes } from './routes/saved-campaigns/saved-campaign-routes.ts';
import { siteSettingsRoutes } from './routes/site-settings/site-settings-routes.ts';
import { testingRoutes } from './routes/testing/testing-routes.ts';
import { UploadReceiver } from './uploads/receive-form.ts';
import { withdrawalRoutes } from './routes/withdrawals/withdrawal-routes.ts';
import { campaignReportRoutes } from './routes/campaign-reports/campaign-report-routes.ts';
import { campaignReportFileRoutes } from './routes/campaign-reports/campaign-report-file-routes.ts';
import { CampaignReportRepository } from './campaign-reports/campaign-report-repository.ts';
import { CampaignReports } from './campaign-reports/campaign-reports.ts';
import { createPagePreloadResolver } from './static/page-preloads.ts';
import { createSocialMetaResolver } from './static/social-meta.ts';
import { registerStaticRoutes, type StaticDirs } from './static/static-routes.ts';
import { WithdrawAccountRepository } from './withdrawals/withdraw-account-repository.ts';
import { WithdrawalRepository } from './withdrawals/withdrawal-repository.ts';
import { isChapaPayoutWebhook } from './withdrawals/payouts/chapa/index.ts';
import { createPayoutRails } from './withdrawals/payouts/create-payout-rails.ts';
import type { PayoutRails } from './withdrawals/payouts/payout-provider.ts';
import type { PayoutsConfig } from './withdrawals/payouts/payouts-config.ts';
import { PayoutRepository } from './withdrawals/payouts/payout-repository.ts';
import {
  startPayoutReconciliation,
  type PayoutReconciliationTimer,
} from './withdrawals/payouts/reconcile-payouts.ts';
import { WithdrawalPayouts } from './withdrawals/payouts/withdrawal-payouts.ts';
import { consoleWithdrawalRoutes } from './routes/console/console-withdrawal-routes.ts';
import { payoutCallbackRoutes } from './routes/withdrawals/payout-callback-routes.ts';
import type { SiteSettings } from '@lomi/core';

/** What the app needs from outside; server.ts reads it from the environment, tests build their own. */
export interface AppOptions {
  /** An open, migrated database. The app does not close it: its owner does. */
  db: Kysely<Database>;
  blobs: BlobStore;
  /**
   * Public origin of the site (PUBLIC_SITE_URL, no trailing slash): provider return, cancel and webhook URLs,
   * QR codes and link previews are built on it. Never taken from a request, whose Host a client chooses.
   */
  publicSiteUrl: string;
  /**
   * The proxies whose `X-Forwarded-*` headers are believed (TRUST_PROXY): a hop count or their addresses.
   * None by default: `request.ip`, which every per-address rate limit counts by, is then the socket's.
   */
  trustProxy?: TrustProxy;
  /** The pino logger for requests and errors; none by default, which suits tests. */
  logger?: FastifyBaseLogger;
  /** Where the built front ends are; the repository's dist folders by default. */
  staticDirs?: StaticDirs;
  /**
   * Payment providers and timings; by default the sandbox for every way of paying (it delivers its webhooks
   * to this app, so the app must listen for them to arrive). The app closes the providers when it closes.
   */
  payments?: PaymentsOptions;
  /**
   * What server.ts passes instead of `payments`: the payments configuration, from which the app builds the
   * providers once, itself (LOMI_PAYMENTS_*, provider keys, invoice lifetimes). By default the sandbox's.
   */
  paymentsConfig?: PaymentsConfig;
  /** NODE_ENV=production: the payment sandbox is refused (the configuration refuses it first). */
  production?: boolean;
  /** Token secret, sign-in providers and limits; by default read from the environment (a per-process secret). */
  accounts?: AccountsOptions;
  /** The footer's contact details and the partner links; by default read from the environment (LOMI_CONTACT_*). */
  siteSettings?: SiteSettings;
  /**
   * Runs reconciliation of pending invoices (payments/reconciliation/) from `ready()` until `close()`.
   * server.ts turns it on; left out (tests), no job runs.
   */
  reconciliation?: ReconciliationSettings;
  /**
   * The rails withdrawals are paid by (issue 15): `manual` always, and the API rails given here. By default
   * `manual` only.
   */
  payoutRails?: PayoutRails;
  /**
   * What server.ts passes instead of `payoutRails`: the payouts configuration (LOMI_PAYOUT_RAILS, Chapa's keys),
   * from which the app builds the rails itself and runs the sandbox rail's callbacks while it listens.
   */
  payoutsConfig?: PayoutsConfig;
  /** Checks pending payouts with their rail every `intervalMs` from `ready()` until `close()`; off by default. */
  payoutReconciliation?: { intervalMs: number };
  /** Limits per client of the public forms and of starting donations; by default read from the environment. */
  rateLimits?: ServerConfig['rateLimits'];
  /**
   * LOMI_TESTING_HOOKS=1: the end-to-end suite's hooks under `/api/testing/` (approving an organization).
   * Off unless passed (the configuration refuses it in production).
   */
  testingHooks?: boolean;
}

/** Without configured API rails, withdrawals are paid by hand (`manual`) only. */
const MANUAL_PAYOUTS_ONLY: PayoutRails = { available: ['manual'], provider: () => undefined };

/**
 * The rails of `options.payoutsConfig` (manual only without it). The sandbox rail runs inside this server: its
 * callbacks go to the socket we listen on, an address no request can choose; it stops with the server.
 */
function buildPayoutRails(app: FastifyInstance, db: Kysely<Database>, options: AppOptions): PayoutRails {
  if (!options.payoutsConfig) return MANUAL_PAYOUTS_ONLY;
  const rails = createPayoutRails(options.payoutsConfig, {
    db,
    logger: app.log,
    production: options.production ?? false,
  });
  app.addHook('onListen', async () => {
    const origin = listenOrigin(app.server.address());
    if (origin) rails.listeningAt(origin);
  });
  app.addHook('onClose', async () => {
    await rails.close();
  });
  return rails;
}

/** Builds the Lomi Fastify app: the API of §7, the embed SDK and the site. Call `ready()` or `listen()`. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    routerOptions: { ignoreTrailingSlash: true },
    // Routes that take more (webhooks, the campaign edit) declare their own limit: see http/body-limits.ts.
    bodyLimit: FORM_BODY_LIMIT,
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  closeConnectionsOnShutdown(app);
  registerStorableTextCheck(app);
  registerRouteTable(app);
  // Before security headers and compression: the Cache-Control, ETag and 304 of every answer (http-caching.ts).
  registerHttpCaching(app);
  // Before the routes: the OpenAPI document (/api/openapi.json, /api/docs) collects them as they register.
  await registerOpenApi(app);
  // Public reads and donation initiation are called by embeds on any site; no cookies are involved
  // (auth is a bearer token), so an open policy is safe.
  await app.register(cors, { origin: '*', methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] });
  await registerSecurityHeaders(app, { publicSiteUrl: options.publicSiteUrl });
  // API answers and pages compressed on the way out (embeds' visitors are often on slow mobile networks).
  // Built assets are precompressed at build time and sent as they are; brotli at a low level here, because
  // its default (11) costs more CPU per answer than it saves on the wire.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });

  // Every repository and service is built here, once, and handed to the routes that use it.
  const { db, blobs } = options;
  const rates = new ExchangeRateRepository(db);
  const campaigns = new CampaignRepository(db, rates);
  const organizations = new OrganizationRepository(db);
  const organizationFiles = new OrganizationConsoleRepository(db);
  // The team's decisions on organizations; the reports inbox suspends through it in its own transaction.
  const organizationReview = new OrganizationReview(organizationFiles);
  const charities = new CharityRepository(db);
  const donations = new DonationRepository(db);
  const notifications = new NotificationRepository(db);
  const rateLimitCounters = new RateLimitCounterRepository(db);
  // Counts the public forms' requests per client (reports, help questions, messages to organizers) and the
  // forms with files per account.
  const limiter = new RateLimiter(rateLimitCounters);
  // What a caller leaves out comes from the environment, through the server's one configuration schema.
  let fromEnvironment: ServerConfig | undefined;
  const environment = () => (fromEnvironment ??= readServerConfig(process.env));
  const rateLimits = options.rateLimits ?? environment().rateLimits;
  // Reads multipart uploads part by part: checks, re-encodes images, stores blobs (uploads/).
  const uploads = new UploadReceiver(blobs, { perAccount: { limiter, rule: rateLimits.upload } });
  const accounts = options.accounts ?? { config: environment().accounts };
  const accountRepository = new AccountRepository(db);
  // Signed links (under the token secret) to the images of campaigns only their owner may see yet.
  const previews = new ImagePreviews(accounts.config.jwtSecret);

  // First of the routes: the bearer-token check it installs must see every route's `config.auth`.
  await registerAccounts(
    app,
    {
      accounts: accountRepository,
      codes: new OtpCodeRepository(db, accounts.config.jwtSecret, otpRules(accounts), accounts.now),
      limiter: new RateLimiter(rateLimitCounters, accounts.now),
    },
    accounts,
  );
  // After the bearer-token check, which must see every route, the document's own pages too.
  await registerApiDocs(app);
  await app.register(profileRoutes, { accounts: accountRepository, stats: new UserStatsRepository(db) });
  await app.register(savedCampaignRoutes, { saved: new SavedCampaignRepository(db), campaigns });
  await app.register(notificationRoutes, { notifications });
  await app.register(withdrawalRoutes, {
    accounts: new WithdrawAccountRepository(db),
    withdrawals: new WithdrawalRepository(db),
    campaigns,
  });
  // The owner's campaign report (issue 15 #3): figures and donations as JSON, and the CSV and PDF files.
  const campaignReports = new CampaignReports(
    new CampaignReportRepository(db),
    campaigns,
    new WithdrawalRepository(db),
  );
  await app.register(campaignReportRoutes, { reports: campaignReports });
  await app.register(campaignReportFileRoutes, { reports: campaignReports });
  // Each dependency up or down, within a short timeout each (health/dependency-checks.ts).
  await app.register(healthRoutes, { health: new HealthRepository(db), media: blobs });
  await app.register(campaignRoutes, {
    campaigns,
    donations,
    messages: new FundraiserMessages(notifications, campaigns),
    organizations,
    limiter,
    contactRateLimit: rateLimits.contact,
    previews,
  });
  await app.register(campaignCreationRoutes, {
    creation: new CampaignCreationRepository(db),
    campaigns,
    uploads,
    previews,
  });
  await app.register(categoryRoutes, { categories: new CategoryRepository(db) });
  await app.register(donationRoutes, { donations, campaigns });
  await app.register(organizationRoutes, { organizations });
  // An organization that accepts Asrat gets its Asrat campaign when approved or switched to Asrat (src/asrat/;
  // its page and summary make it too, so a failure here is only logged).
  const asrat = new AsratRepository(db);
  const ensureAsrat = async (organizationId: number) => {
    await asrat.ensureCampaigns(organizationId).catch((error: unknown) => {
      app.log.warn({ err: error, organizationId }, 'could not create the Asrat campaign yet');
    });
  };
  await app.register(organizationFormRoutes, { organizations, uploads, blobs, afterChange: ensureAsrat });
  await app.register(charityRoutes, { charities });
  await app.register(consoleRoutes, {
    operators: new Operators(new OperatorRepository(db)),
    auditLog: new AuditLogRepository(db),
  });
  await app.register(consoleCampaignEditorRoutes, {
    editing: new CampaignEditing(new CampaignEditingRepository(db), blobs),
    uploads,
    blobs,
    previews,
  });
  await app.register(consoleSummaryRoutes, { summary: new ConsoleSummaryRepository(db) });
  const campaignModeration = new CampaignModeration(new CampaignModerationRepository(db));
  await app.register(consoleCampaignRoutes, { moderation: campaignModeration });
  await app.register(consoleOrganizationRoutes, {
    console: new OrganizationConsole(organizationFiles),
    review: organizationReview,
    files: organizationFiles,
    organizations,
    uploads,
    blobs,
    afterChange: ensureAsrat,
  });
  await app.register(consoleCharityRoutes, {
    charities,
    administration: new CharityAdministration(charities),
    uploads,
    blobs,
  });
  await app.register(consoleExchangeRateRoutes, {
    exchangeRates: new ExchangeRates(new ExchangeRateHistoryRepository(db)),
  });
  await app.register(mediaRoutes, {
    media: new MediaRepository(db),
    organizations,
    charities,
    blobs,
    previews,
  });
  await app.register(qrCodeRoutes, { campaigns, publicSiteUrl: options.publicSiteUrl });
  await app.register(asratRoutes, {
    asrat,
    service: new AsratService(asrat),
    publicSiteUrl: options.publicSiteUrl,
  });
  const reports = new ReportRepository(db);
  const helpQuestions = new HelpQuestionRepository(db);
  // The console's inboxes; a report's resolution unpublishes or suspends through the console's services.
  await app.register(consoleInboxRoutes, {
    reports: new ReportInbox(reports, {
      unpublishCampaign: (trx, operatorId, campaignId, reason) =>
        campaignModeration.unpublish(trx, operatorId, campaignId, reason),
      suspendOrganization: (trx, operatorId, organizationId, reason) =>
        organizationReview.suspend(trx, operatorId, organizationId, reason),
    }),
    helpQuestions: new HelpInbox(helpQuestions),
  });
  await app.register(reportRoutes, {
    reports,
    campaigns,
    organizations,
    limiter,
    rateLimit: rateLimits.report,
  });
  await app.register(helpRoutes, {
    questions: helpQuestions,
    limiter,
    rateLimit: rateLimits.help,
  });
  await app.register(siteSettingsRoutes, { settings: options.siteSettings ?? environment().siteSettings });
  if (options.testingHooks) await app.register(testingRoutes, { review: organizationReview });

  // Without a configuration, the sandbox's defaults whatever the environment says: tests that want more
  // build their own providers.
  const paymentsConfig = options.paymentsConfig ?? readServerConfig({}).payments;
  const payments = options.payments ?? {
    providers: await createPaymentProviders(paymentsConfig, {
      db,
      logger: app.log,
      production: options.production ?? false,
    }),
    invoiceTtlMs: paymentsConfig.invoiceTtlMs,
    checkoutTtlMs: paymentsConfig.checkoutTtlMs,
  };
  const { providers } = payments;
  const invoices = new InvoiceRepository(db);
  const settlement = new InvoiceSettlement(invoices, (id) => providerById(providers, id), app.log);
  // Donor receipt tokens, derived from invoice ids under the token secret (src/receipts/receipt-tokens.ts).
  const receiptTokens = new ReceiptTokens(accounts.config.jwtSecret);
  const initiator = new DonationInitiator({
    campaigns,
    rates,
    invoices,
    gate: new InitiationGate(
      invoices,
      limiter,
      payments.initiationLimits ?? rateLimits.donation,
      // Keys the hash of client addresses stored on invoices (the token secret, LOMI_JWT_SECRET).
      accounts.config.jwtSecret,
    ),
    receipts: receiptTokens,
    invoiceTtlMs: payments.invoiceTtlMs ?? 15 * 60_000,
    checkoutTtlMs: payments.checkoutTtlMs ?? 25 * 60 * 60_000,
    logger: app.log,
  });
  const payoutRepository = new PayoutRepository(db);
  const withdrawalPayouts = new WithdrawalPayouts({
    payouts: payoutRepository,
    rails: options.payoutRails ?? buildPayoutRails(app, db, options),
    events: new WebhookEventRepository(db),
    usdRate: () => rates.currentUsdRateText(),
    publicSiteUrl: options.publicSiteUrl,
    logger: app.log,
  });
  await registerPayments(
    app,
    {
      providers,
      invoices,
      settlement,
      initiator,
      events: new WebhookEventRepository(db),
      receipts: receiptTokens,
    },
    {
      ...(payments.pollVerify ? { pollVerify: payments.pollVerify } : {}),
      publicSiteUrl: options.publicSiteUrl,
      forwardPayoutEvent: (provider, raw) =>
        provider === 'chapa' &&
        isChapaPayoutWebhook(raw) &&
        withdrawalPayouts.availableRails().includes('chapa')
          ? withdrawalPayouts.handleCallback('chapa', raw)
          : undefined,
    },
  );
  await app.register(receiptRoutes, {
    receipts: new ReceiptLookup(new ReceiptRepository(db), receiptTokens),
    limiter,
    rateLimit: rateLimits.receipt,
    publicSiteUrl: options.publicSiteUrl,
  });
  await app.register(consolePaymentReviewRoutes, {
    review: new PaymentReview(new PaymentReviewRepository(db), settlement),
  });
  await app.register(consoleWithdrawalRoutes, { payouts: withdrawalPayouts });
  await app.register(payoutCallbackRoutes, { payouts: withdrawalPayouts });
  if (options.payoutReconciliation) {
    const { intervalMs } = options.payoutReconciliation;
    let timer: PayoutReconciliationTimer | undefined;
    app.addHook('onReady', async () => {
      timer = startPayoutReconciliation({
        intervalMs,
        payouts: payoutRepository,
        service: withdrawalPayouts,
        logger: app.log,
      });
    });
    app.addHook('preClose', async () => {
      await timer?.stop();
    });
  }
  if (options.reconciliation) {
    const settings = options.reconciliation;
    let timer: ReconciliationTimer | undefined;
    app.addHook('onReady', async () => {
      timer = startReconciliation({ ...settings, invoices, settlement, logger: app.log });
    });
    // preClose, not onClose: the job must stop before the providers it calls are closed (register-payments).
    app.addHook('preClose', async () => {
      await timer?.stop();
    });
  }
  await registerStaticRoutes(app, options.staticDirs ?? { elements: elementsDistDir, site: siteDistDir }, {
    socialMeta: createSocialMetaResolver(campaigns, organizations),
    preloads: createPagePreloadResolver(campaigns),
    publicSiteUrl: options.publicSiteUrl,
  });
  return app;
}
