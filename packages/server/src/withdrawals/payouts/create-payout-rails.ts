import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SandboxLogger } from '../../payments/providers/sandbox/sandbox-dispatcher.ts';
import type { FetchLike } from '../../payments/providers/wire/fetch-json.ts';
import { createChapaPayoutProvider } from './chapa/chapa-payout-provider.ts';
import type { PayoutProvider, PayoutRail, PayoutRails } from './payout-provider.ts';
import type { PayoutsConfig } from './payouts-config.ts';
import { createSandboxPayoutProvider } from './sandbox/sandbox-payout-provider.ts';

export interface PayoutRailsDeps {
  /** The sandbox rail keeps its transfers in `sandbox_payouts`. */
  db: Kysely<Database>;
  /** What the rails call out with (Chapa's API, the sandbox's callbacks); the global `fetch` by default. */
  fetch?: FetchLike;
  logger?: SandboxLogger;
  /** NODE_ENV=production: the sandbox rail refuses to be built (the configuration refuses it first). */
  production?: boolean;
  /** Clock of the sandbox rail (tests). */
  now?: () => Date;
}

/** The rails as the server holds them: what the service uses, plus the sandbox's lifecycle. */
export interface BuiltPayoutRails extends PayoutRails {
  /** Tells the sandbox rail where this server listens, so its callbacks come straight back here. */
  listeningAt(origin: string): void;
  /** Cancels the sandbox's scheduled callbacks and waits for those in flight (on server close). */
  close(): Promise<void>;
}

/** Builds the rails `config` lists: `manual` always (it has no provider), `sandbox` and `chapa` when listed. */
export function createPayoutRails(config: PayoutsConfig, deps: PayoutRailsDeps): BuiltPayoutRails {
  const sandbox = config.rails.includes('sandbox')
    ? createSandboxPayoutProvider({
        db: deps.db,
        callbackSecret: config.sandboxCallbackSecret,
        delayMs: config.sandboxDelayMs,
        production: deps.production ?? false,
        ...(deps.fetch ? { fetch: deps.fetch } : {}),
        ...(deps.logger ? { logger: deps.logger } : {}),
        ...(deps.now ? { now: deps.now } : {}),
      })
    : undefined;
  let chapa: PayoutProvider | undefined;
  if (config.rails.includes('chapa')) {
    if (!config.chapa) throw new Error('The chapa payout rail is listed without its settings');
    chapa = createChapaPayoutProvider({ ...config.chapa, ...(deps.fetch ? { fetch: deps.fetch } : {}) });
  }
  const providers: Partial<Record<PayoutRail, PayoutProvider>> = { sandbox, chapa };
  // `manual` is always there, whatever the list says.
  const available: PayoutRail[] = ['manual', ...config.rails.filter((rail) => providers[rail] !== undefined)];
  return {
    available,
    provider: (rail) => providers[rail],
    listeningAt: (origin) => sandbox?.listeningAt(origin),
    close: async () => sandbox?.close(),
  };
}
