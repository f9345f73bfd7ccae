import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth-routes.ts';
import { googleRoutes } from './google-routes.ts';
import { phoneOtpRoutes } from './phone-otp-routes.ts';
import { userRoutes } from '../users/user-routes.ts';
import { AccessTokens } from '../../auth/access-tokens.ts';
import type { AccountsConfig } from '../../auth/accounts-config.ts';
import type { AccountRepository } from '../../auth/account-repository.ts';
import {
  DEFAULT_ACCOUNT_RATE_LIMITS,
  scaleRateLimits,
  type AccountRateLimits,
} from '../../auth/account-rate-limits.ts';
import { registerAuthentication } from '../../auth/authenticate.ts';
import { GoogleIdTokenVerifier } from '../../auth/google/google-id-token.ts';
import type { OtpCodeRepository } from '../../auth/phone-otp/otp-code-repository.ts';
import { DEFAULT_OTP_RULES, type OtpRules } from '../../auth/phone-otp/otp-rules.ts';
import type { RateLimiter } from '../../http/rate-limiter.ts';
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

/** The account services the app builds once (app.ts) and the sign-in endpoints use. */
export interface AccountServices {
  accounts: AccountRepository;
  /** Phone sign-in codes, under {@link otpRules}. */
  codes: OtpCodeRepository;
  /** Counts sign-in attempts, on the accounts' clock. */
  limiter: RateLimiter;
}

/** The phone code rules: the defaults with what `options` overrides. */
export const otpRules = (options: AccountsOptions): OtpRules => ({
  ...DEFAULT_OTP_RULES,
  ...options.otpRules,
});

const isSandbox = (sms: SmsProvider | undefined): sms is SandboxSmsProvider => sms?.id === 'sandbox';

/**
 * Registers authentication (the bearer-token check of every route with `config.auth`) and the sign-in
 * endpoints: sign-up and sign-in (password, phone code, Google), the user, password change, account
 * deletion, and the SMS sandbox's dev inbox when it is in use. The signed-in areas (profile, saved
 * campaigns, notifications, withdrawals) are registered by app.ts after it.
 * Call it on the root instance before any other route, so the check covers them all.
 */
export async function registerAccounts(
  app: FastifyInstance,
  { accounts, codes, limiter }: AccountServices,
  options: AccountsOptions,
): Promise<void> {
  const { config, now } = options;
  const tokens = new AccessTokens({
    secret: config.jwtSecret,
    ttlSeconds: config.tokenTtlSeconds,
    ...(now ? { now } : {}),
  });
  registerAuthentication(app, { tokens, accounts });

  const limits = scaleRateLimits(
    { ...DEFAULT_ACCOUNT_RATE_LIMITS, ...options.rateLimits },
    config.rateLimitFactor,
  );
  const rules = otpRules(options);
  const sms =
    options.sms ??
    (config.sms === 'sandbox'
      ? createSandboxSmsProvider({ logger: app.log, inbox: config.smsInbox })
      : undefined);

  await app.register(authRoutes, { accounts, tokens, limiter, limits });
  await app.register(phoneOtpRoutes, { accounts, tokens, codes, rules, sms, limiter, limits });
  await app.register(googleRoutes, {
    accounts,
    tokens,
    google: config.google && new GoogleIdTokenVerifier(config.google, now),
    limiter,
    limits,
  });
  await app.register(userRoutes, { accounts, tokens, limiter, limits });
  if (isSandbox(sms)) await app.register(sandboxSmsRoutes, { sms });
}
