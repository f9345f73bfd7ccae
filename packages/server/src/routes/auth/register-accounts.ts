import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { authRoutes } from './auth-routes.ts';
import { googleRoutes } from './google-routes.ts';
import { phoneOtpRoutes } from './phone-otp-routes.ts';
import { notificationRoutes } from '../notifications/notification-routes.ts';
import { NotificationRepository } from '../notifications/notification-repository.ts';
import { profileRoutes } from '../profile/profile-routes.ts';
import { UserStatsRepository } from '../profile/user-stats-repository.ts';
import { SavedCampaignRepository } from '../saved-campaigns/saved-campaign-repository.ts';
import { savedCampaignRoutes } from '../saved-campaigns/saved-campaign-routes.ts';
import type { CampaignRepository } from '../campaigns/campaign-repository.ts';
import { userRoutes } from '../users/user-routes.ts';
import { WithdrawAccountRepository } from '../withdrawals/withdraw-account-repository.ts';
import { WithdrawalRepository } from '../withdrawals/withdrawal-repository.ts';
import { withdrawalRoutes } from '../withdrawals/withdrawal-routes.ts';
import { AccessTokens } from '../../auth/access-tokens.ts';
import type { AccountsConfig } from '../../auth/accounts-config.ts';
import { AccountRepository } from '../../auth/account-repository.ts';
import {
  DEFAULT_ACCOUNT_RATE_LIMITS,
  scaleRateLimits,
  type AccountRateLimits,
} from '../../auth/account-rate-limits.ts';
import { registerAuthentication } from '../../auth/authenticate.ts';
import { GoogleIdTokenVerifier } from '../../auth/google/google-id-token.ts';
import {
  DEFAULT_OTP_RULES,
  OtpCodeRepository,
  type OtpRules,
} from '../../auth/phone-otp/otp-code-repository.ts';
import { RateLimiter } from '../../http/rate-limiter.ts';
import { sandboxSmsRoutes } from '../../auth/sms/sandbox-sms-routes.ts';
import { createSandboxSmsProvider, type SandboxSmsProvider } from '../../auth/sms/sandbox-sms-provider.ts';
import type { SmsProvider } from '../../auth/sms/sms-provider.ts';

/** What accounts need; server.ts reads `config` from the environment, tests build their own. */
export interface AccountsOptions {
  config: AccountsConfig;
  /** Sends phone sign-in codes; by default the one `config.sms` names (the sandbox, or none). */
  sms?: SmsProvider;
  /** Overrides of the sign-in rate limits (tests use small ones). */
  rateLimits?: Partial<AccountRateLimits>;
  /** Overrides of the phone code rules. */
  otpRules?: Partial<OtpRules>;
  /** The clock of tokens, codes and rate limits. */
  now?: () => Date;
}

const isSandbox = (sms: SmsProvider | undefined): sms is SandboxSmsProvider => sms?.id === 'sandbox';

/**
 * Registers authentication (the bearer-token check of every route with `config.auth`) and the account
 * endpoints: sign-up and sign-in (password, phone code, Google), the user and profile, password change,
 * account deletion, saved campaigns, notifications, the withdrawal account and withdrawals, and the SMS
 * sandbox's dev inbox when it is in use.
 * Call it on the root instance before any other route, so the check covers them all.
 */
export async function registerAccounts(
  app: FastifyInstance,
  { db, campaigns }: { db: Kysely<Database>; campaigns: CampaignRepository },
  options: AccountsOptions,
): Promise<void> {
  const { config, now } = options;
  const tokens = new AccessTokens({
    secret: config.jwtSecret,
    ttlSeconds: config.tokenTtlSeconds,
    ...(now ? { now } : {}),
  });
  const accounts = new AccountRepository(db);
  registerAuthentication(app, { tokens, accounts });

  const limiter = new RateLimiter(db, now);
  const limits = scaleRateLimits(
    { ...DEFAULT_ACCOUNT_RATE_LIMITS, ...options.rateLimits },
    config.rateLimitFactor,
  );
  const rules = { ...DEFAULT_OTP_RULES, ...options.otpRules };
  const sms =
    options.sms ??
    (config.sms === 'sandbox'
      ? createSandboxSmsProvider({ logger: app.log, inbox: config.smsInbox })
      : undefined);

  await app.register(authRoutes, { db, accounts, tokens, limiter, limits });
  await app.register(phoneOtpRoutes, {
    accounts,
    tokens,
    codes: new OtpCodeRepository(db, config.jwtSecret, rules, now),
    rules,
    sms,
    limiter,
    limits,
  });
  await app.register(googleRoutes, {
    accounts,
    tokens,
    google: config.google && new GoogleIdTokenVerifier(config.google, now),
    limiter,
    limits,
  });
  await app.register(userRoutes, { accounts, tokens, limiter, limits });
  await app.register(profileRoutes, { accounts, stats: new UserStatsRepository(db) });
  await app.register(savedCampaignRoutes, { saved: new SavedCampaignRepository(db), campaigns });
  await app.register(notificationRoutes, { notifications: new NotificationRepository(db) });
  await app.register(withdrawalRoutes, {
    accounts: new WithdrawAccountRepository(db),
    withdrawals: new WithdrawalRepository(db),
    campaigns,
  });
  if (isSandbox(sms)) await app.register(sandboxSmsRoutes, { sms });
}
