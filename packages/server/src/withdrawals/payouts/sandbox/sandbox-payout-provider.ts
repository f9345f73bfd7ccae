import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { ProviderRejectedError, ProviderUnavailableError } from '../../../payments/payment-provider.ts';
import {
  createSandboxDispatcher,
  type SandboxLogger,
} from '../../../payments/providers/sandbox/sandbox-dispatcher.ts';
import type { PayoutAnswer, PayoutOrder, PayoutProvider } from '../payout-provider.ts';
import {
  parseSandboxPayoutCallback,
  sandboxPayoutEvent,
  type SandboxPayoutEvent,
} from './sandbox-payout-callback.ts';
import { SandboxPayoutRepository, type SandboxPayout } from './sandbox-payout-repository.ts';
import {
  payoutScenarioFor,
  SANDBOX_ACCOUNT_CLOSED_REASON,
  SANDBOX_BANKS,
  type SandboxPayoutScenario,
} from './sandbox-payout-scenarios.ts';

export interface SandboxPayoutProviderOptions {
  db: Kysely<Database>;
  /** HMAC key of the callbacks' `x-sandbox-signature` (LOMI_SANDBOX_WEBHOOK_SECRET). */
  callbackSecret: string;
  /** How long a transfer takes to settle (LOMI_SANDBOX_PAYOUT_DELAY_MS). */
  delayMs: number;
  now?: () => Date;
  fetch?: typeof fetch;
  logger?: SandboxLogger;
  /** Waits before each retry of a callback our endpoint answered with a 5xx or never got; 1 s then 5 s. */
  retryDelaysMs?: readonly number[];
  /** NODE_ENV=production (the configuration's `production`), which the sandbox refuses. */
  production?: boolean;
}

/** The sandbox rail: a {@link PayoutProvider} that also delivers its own callbacks. */
export interface SandboxPayoutProvider extends PayoutProvider {
  readonly rail: 'sandbox';
  /**
   * Tells the sandbox where this server listens (`http://127.0.0.1:3000`): being part of the server, it then
   * posts its callbacks there (the callback URL's path on that origin) rather than out through the public
   * address, as the payment sandbox does.
   */
  listeningAt(origin: string): void;
  /** Cancels scheduled callbacks and waits for those in flight. */
  close(): Promise<void>;
}

/** Thrown when the sandbox rail is configured while NODE_ENV=production. */
export class SandboxPayoutInProductionError extends Error {
  override readonly name = 'SandboxPayoutInProductionError';
  constructor() {
    super(
      'The sandbox payout rail cannot run with NODE_ENV=production: it pays nobody. Leave sandbox out of ' +
        'LOMI_PAYOUT_RAILS.',
    );
  }
}

const accountNumber = /^\d{6,20}$/;

/**
 * Creates the sandbox payout rail. It behaves like a real one: a transfer is answered `pending` at once and
 * settles after `delayMs`, when a signed callback goes to the order's callback URL; the account number picks
 * the outcome (sandbox-payout-scenarios.ts). Transfers are kept in `sandbox_payouts`, so verify answers
 * survive restarts and agree across instances. A callback still waiting when the process stops is lost,
 * like the lost-callback scenario, and found by reconciliation.
 */
export function createSandboxPayoutProvider(options: SandboxPayoutProviderOptions): SandboxPayoutProvider {
  if (options.production) throw new SandboxPayoutInProductionError();
  const store = new SandboxPayoutRepository(options.db);
  const now = options.now ?? (() => new Date());
  const seconds = () => Math.floor(now().getTime() / 1000);
  let ownOrigin: string | undefined;
  const dispatcher = createSandboxDispatcher<SandboxPayout, SandboxPayoutEvent>({
    describe: (payout) => ({ reference: payout.reference }),
    target: ({ callback_url: url }) => {
      if (ownOrigin === undefined) return url;
      const { pathname, search } = new URL(url);
      return new URL(`${pathname}${search}`, ownOrigin).href;
    },
    webhookSecret: options.callbackSecret,
    fetch: options.fetch ?? fetch,
    seconds,
    retryDelaysMs: options.retryDelaysMs ?? [1_000, 5_000],
    logger: options.logger,
  });

  function callbacksFor(payout: SandboxPayout): SandboxPayoutEvent[] {
    const event = sandboxPayoutEvent(payout);
    switch (payout.scenario as SandboxPayoutScenario) {
      case 'pay':
      case 'account-closed':
        return [event];
      case 'callback-thrice':
        // The same bytes three times: one dedupe key.
        return [event, event, event];
      default:
        return [];
    }
  }

  function answer(payout: SandboxPayout): PayoutAnswer {
    const settled = payout.settle_at <= now();
    const status = settled ? payout.outcome : 'pending';
    return {
      reference: payout.reference,
      status,
      providerRef: payout.provider_ref,
      amountMinor: payout.amount_minor,
      ...(status === 'failed' && payout.failure_reason ? { failureReason: payout.failure_reason } : {}),
    };
  }

  function check(order: PayoutOrder): void {
    if (!order.reference || order.reference.length > 64) {
      throw new ProviderRejectedError('The transfer reference must be 1 to 64 characters.');
    }
    if (!Number.isSafeInteger(order.amountMinor) || order.amountMinor <= 0) {
      throw new ProviderRejectedError('The amount must be a positive whole number of santim.');
    }
    if (order.currency !== 'ETB') throw new ProviderRejectedError('The sandbox rail pays in ETB only.');
    if (!SANDBOX_BANKS.some((bank) => bank.code === order.bankCode)) {
      throw new ProviderRejectedError(`Unknown bank code "${order.bankCode}".`);
    }
    if (!accountNumber.test(order.accountNumber)) {
      throw new ProviderRejectedError('The account number must be 6 to 20 digits.');
    }
    if (order.accountName.trim() === '') throw new ProviderRejectedError('The account name is required.');
    if (!URL.canParse(order.callbackUrl)) throw new ProviderRejectedError('The callback URL is not a URL.');
  }

  return {
    rail: 'sandbox',

    listBanks: async () => SANDBOX_BANKS.map((bank) => ({ ...bank })),

    async initiatePayout(order) {
      check(order);
      const scenario = payoutScenarioFor(order.accountNumber);
      const providerRef = `sbx_po_${randomUUID().replaceAll('-', '')}`;
      const stored = await store.insert({
        reference: order.reference,
        provider_ref: providerRef,
        amount_minor: order.amountMinor,
        currency: order.currency,
        bank_code: order.bankCode,
        account_number: order.accountNumber,
        account_name: order.accountName,
        scenario,
        outcome: scenario === 'account-closed' ? 'failed' : 'succeeded',
        failure_reason: scenario === 'account-closed' ? SANDBOX_ACCOUNT_CLOSED_REASON : null,
        settle_at: new Date(now().getTime() + options.delayMs),
        callback_url: order.callbackUrl,
      });
      const created = stored.provider_ref === providerRef;
      if (!created) {
        // The same reference again: the transfer it made, never a second one (nor a second callback).
        return answer(stored);
      }
      const callbacks = callbacksFor(stored);
      if (callbacks.length > 0) dispatcher.later(stored, callbacks, options.delayMs);
      if (scenario === 'initiate-timeout') {
        throw new ProviderUnavailableError('The sandbox rail did not answer in time (account 1000000004).');
      }
      return answer(stored);
    },

    async verifyPayout(reference) {
      const payout = await store.find(reference);
      // A rail that never heard of the reference says nothing about it: not a failure we may assume.
      if (!payout) throw new ProviderUnavailableError(`The sandbox rail has no transfer ${reference}.`);
      return answer(payout);
    },

    parsePayoutCallback: (request) => parseSandboxPayoutCallback(request, options.callbackSecret, seconds()),

    listeningAt(origin) {
      ownOrigin = origin;
    },

    close: () => dispatcher.close(),
  };
}
