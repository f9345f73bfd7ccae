import compress from '@fastify/compress';
import cors from '@fastify/cors';
import { constants as zlib } from 'node:zlib';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { readAccountsConfig } from './auth/accounts-config.ts';
import type { Database } from './db/schema.ts';
import { registerErrorHandler } from './errors/error-handler.ts';
import { FORM_BODY_LIMIT } from './http/body-limits.ts';
import { registerApiDocs, registerOpenApi } from './http/openapi.ts';
import { registerRouteTable } from './http/route-table.ts';
import { registerStorableTextCheck } from './http/storable-text.ts';
import { RateLimiter } from './http/rate-limiter.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { fastifyTrustProxy, type TrustProxy } from './http/trust-proxy.ts';
import type { BlobStore } from './media/blob-store.ts';
import { createPaymentProviders } from './payments/create-payment-providers.ts';
import { readPaymentsConfig } from './payments/payments-config.ts';
import { elementsDistDir, siteDistDir } from './repo-paths.ts';
import { campaignRoutes } from './routes/campaigns/campaign-routes.ts';
import { CampaignRepository } from './routes/campaigns/campaign-repository.ts';
import { CategoryRepository } from './routes/categories/category-repository.ts';
import { categoryRoutes } from './routes/categories/category-routes.ts';
import { CharityRepository } from './routes/charities/charity-repository.ts';
import { charityRoutes } from './routes/charities/charity-routes.ts';
import { DonationRepository } from './routes/donations/donation-repository.ts';
import { donationRoutes } from './routes/donations/donation-routes.ts';
import { healthRoutes } from './routes/health/health-routes.ts';
import { HelpQuestionRepository } from './routes/help/help-repository.ts';
import { helpRoutes } from './routes/help/help-routes.ts';
import { MediaRepository } from './routes/media/media-repository.ts';
import { mediaRoutes } from './routes/media/media-routes.ts';
import { OrganizationRepository } from './routes/organizations/organization-repository.ts';
import { organizationRoutes } from './routes/organizations/organization-routes.ts';
import { registerAccounts, type AccountsOptions } from './routes/auth/register-accounts.ts';
import { registerPayments, type PaymentsOptions } from './routes/payments/register-payments.ts';
import { qrCodeRoutes } from './routes/qr-codes/qr-code-routes.ts';
import { ReportRepository } from './routes/reports/report-repository.ts';
import { reportRoutes } from './routes/reports/report-routes.ts';
import { createSocialMetaResolver } from './static/social-meta.ts';
import { createPagePreloadResolver } from './static/page-preloads.ts';
import { registerStaticRoutes, type StaticDirs } from './static/static-routes.ts';
import type { SiteSettings } from '@lomi/core';
import { readSiteSettings } from './routes/site-settings/site-settings-config.ts';
import { siteSettingsRoutes } from './routes/site-settings/site-settings-routes.ts';

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
  /** Token secret, sign-in providers and limits; by default read from the environment (a per-process secret). */
  accounts?: AccountsOptions;
  /** The footer's contact details and the partner links; by default read from the environment (LOMI_CONTACT_*). */
  siteSettings?: SiteSettings;
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
  registerStorableTextCheck(app);
  registerRouteTable(app);
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

  const { db, blobs } = options;
  const campaigns = new CampaignRepository(db);
  const organizations = new OrganizationRepository(db);
  const charities = new CharityRepository(db);
  // Counts the public forms' requests per client (reports, help questions, messages to organizers).
  const limiter = new RateLimiter(db);
  // First of the routes: the bearer-token check it installs must see every route's `config.auth`.
  const accounts = options.accounts ?? { config: readAccountsConfig() };
  await registerAccounts(app, { db, campaigns }, accounts);
  await registerApiDocs(app);
  await app.register(healthRoutes, { db });
  await app.register(campaignRoutes, { db, campaigns, organizations, limiter });
  await app.register(categoryRoutes, { categories: new CategoryRepository(db) });
  await app.register(donationRoutes, { donations: new DonationRepository(db), campaigns });
  await app.register(organizationRoutes, { organizations });
  await app.register(charityRoutes, { charities });
  await app.register(mediaRoutes, { media: new MediaRepository(db), organizations, charities, blobs });
  await app.register(qrCodeRoutes, { campaigns, publicSiteUrl: options.publicSiteUrl });
  await app.register(reportRoutes, { reports: new ReportRepository(db), campaigns, organizations, limiter });
  await app.register(helpRoutes, { questions: new HelpQuestionRepository(db), limiter });
  await app.register(siteSettingsRoutes, { settings: options.siteSettings ?? readSiteSettings(process.env) });
  await registerPayments(app, db, {
    ...(options.payments ?? {
      providers: await createPaymentProviders(readPaymentsConfig({}), { db, logger: app.log }),
    }),
    publicSiteUrl: options.publicSiteUrl,
    clientKeySecret: accounts.config.jwtSecret,
  });
  await registerStaticRoutes(app, options.staticDirs ?? { elements: elementsDistDir, site: siteDistDir }, {
    socialMeta: createSocialMetaResolver(campaigns, organizations),
    preloads: createPagePreloadResolver(campaigns),
    publicSiteUrl: options.publicSiteUrl,
  });
  return app;
}
