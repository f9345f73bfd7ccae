import type { PagedList } from '@lomi/core';
import type { Transaction } from 'kysely';
import { AuditLog } from '../../console/audit-log.ts';
import type { Database } from '../../db/schema.ts';
import { ApiError, notFound } from '../../errors/api-error.ts';
import { ErrorCodes, type ErrorCode } from '../../errors/error-codes.ts';
import { assertPageInRange, pagedList, pageWindow } from '../../http/paging.ts';
import { NotificationRepository } from '../../notifications/notification-repository.ts';
import {
  withdrawalNotification,
  type WithdrawalNotice,
} from '../../notifications/withdrawal-notifications.ts';
import { ProviderRejectedError, WebhookAuthError, type RawWebhook } from '../../payments/payment-provider.ts';
import type { SettlementLogger } from '../../payments/invoices/invoice-settlement.ts';
import type { WebhookEventRepository } from '../../payments/webhooks/webhook-event-repository.ts';
import type { ConsoleWithdrawal, ConsoleWithdrawalFilter, PayoutAttempt } from './console-withdrawal.ts';
import { etbMinorAtRate, payoutAmount } from './payout-amount.ts';
import type { PayoutBank, PayoutRail, PayoutRails, PayoutStatus } from './payout-provider.ts';
import type { ConsoleWithdrawalRow, PayoutAttemptRow, PayoutRepository } from './payout-repository.ts';

/** What the operator asks Pay to do. */
export interface PayRequest {
  rail: PayoutRail;
  /** The rail's code of the bank or wallet (API rails). */
  bankCode?: string | undefined;
  /** `manual`: the reference of the bank transfer the operator made. */
  reference?: string | undefined;
}

/** What a payout callback is answered. */
export interface PayoutCallbackAnswer {
  status: 200 | 401 | 400 | 503;
  body: { received: true; outcome: string } | { message: string; code: ErrorCode };
}

export interface WithdrawalPayoutsOptions {
  payouts: PayoutRepository;
  rails: PayoutRails;
  events: WebhookEventRepository;
  /** The ETB per USD in force, as decimal text; undefined when none is set. */
  usdRate: () => Promise<string | undefined>;
  /** Where rails post callbacks: `{publicSiteUrl}/api/payouts/callbacks/{rail}`. */
  publicSiteUrl: string;
  logger?: SettlementLogger;
}

/** The first check of a pending transfer by reconciliation comes this long after it was sent. */
export const FIRST_VERIFY_DELAY_MS = 60_000;

const conflict = (message: string) => new ApiError(409, ErrorCodes.conflict, message);

/**
 * Paying withdrawals out (issue 15 #1, #2). A withdrawal moves pending → approved → paid | failed,
 * failed → paid | failed (a retry), pending → rejected; nothing else (409). Every operator change is one
 * transaction that locks the withdrawal's row, moves it under a state guard, writes the owner's notification
 * and the audit entry. Pay inserts the attempt under that lock (one open attempt per withdrawal, also a
 * partial unique index), commits, and only then asks the rail: a retried or doubled Pay finds the attempt
 * open (409) and never sends a second transfer. An attempt is settled paid only on the rail's `verifyPayout`
 * (callbacks and `initiatePayout` answers are hints), once: the settle's `WHERE status = 'pending'` lets one
 * of any number of settles through, and its effects (withdrawal paid, donations covered, notification) are
 * in the same transaction.
 */
export class WithdrawalPayouts {
  readonly #payouts: PayoutRepository;
  readonly #rails: PayoutRails;
  readonly #events: WebhookEventRepository;
  readonly #usdRate: () => Promise<string | undefined>;
  readonly #publicSiteUrl: string;
  readonly #logger: SettlementLogger | undefined;

  constructor(options: WithdrawalPayoutsOptions) {
    this.#payouts = options.payouts;
    this.#rails = options.rails;
    this.#events = options.events;
    this.#usdRate = options.usdRate;
    this.#publicSiteUrl = options.publicSiteUrl;
    this.#logger = options.logger;
  }

  async list(filter: ConsoleWithdrawalFilter, page: number): Promise<PagedList<ConsoleWithdrawal>> {
    const { rows, count } = await this.#payouts.page(filter, pageWindow(page));
    assertPageInRange(page, count);
    return pagedList(await this.#shape(rows), count, count);
  }

  async get(id: number): Promise<ConsoleWithdrawal> {
    const row = await this.#payouts.find(id);
    if (!row) throw notFound('Withdrawal', id);
    return (await this.#shape([row]))[0]!;
  }

  /** pending → approved. */
  async approve(operatorId: number, id: number): Promise<ConsoleWithdrawal> {
    await this.#payouts.transaction(async (payouts, trx) => {
      const before = await this.#locked(payouts, id, ['pending'], 'approve');
      if (!(await payouts.review(id, ['pending'], 'approved', operatorId, null))) throw this.#moved();
      await this.#notify(trx, payouts, id, 'withdrawal_approved', {});
      await AuditLog.record(trx, {
        operatorId,
        action: 'withdrawal.approve',
        targetType: 'withdrawal',
        targetId: id,
        before: { status: before.status },
        after: { status: 'approved' },
      });
    });
    return this.get(id);
  }

  /** pending → rejected with `reason`: the money is back in the campaign's balance. */
  async reject(operatorId: number, id: number, reason: string): Promise<ConsoleWithdrawal> {
    await this.#payouts.transaction(async (payouts, trx) => {
      const before = await this.#locked(payouts, id, ['pending'], 'reject');
      if (!(await payouts.review(id, ['pending'], 'rejected', operatorId, reason))) throw this.#moved();
      await this.#notify(trx, payouts, id, 'withdrawal_rejected', { reason });
      await AuditLog.record(trx, {
        operatorId,
        action: 'withdrawal.reject',
        targetType: 'withdrawal',
        targetId: id,
        before: { status: before.status },
        after: { status: 'rejected', rejection_reason: reason },
      });
    });
    return this.get(id);
  }

  /** The rails this server pays by. */
  availableRails(): readonly PayoutRail[] {
    return this.#rails.available;
  }

  /** The banks and wallets an API rail pays into (503 when it cannot say). */
  async banks(rail: PayoutRail): Promise<PayoutBank[]> {
    const provider = this.#provider(rail);
    try {
      return await provider.listBanks();
    } catch (error) {
      this.#logger?.warn({ rail, err: error }, 'a payout rail could not list its banks');
      throw new ApiError(
        503,
        ErrorCodes.providerUnavailable,
        `The ${rail} rail did not answer with its banks; try again in a moment.`,
      );
    }
  }

  /**
   * Pays withdrawal `id` (approved with no open attempt, or failed) by `request.rail`. `manual`: the
   * operator already made the transfer; its attempt is recorded succeeded and the withdrawal paid at once.
   * An API rail: a pending attempt is committed first, then the rail is asked (see the class comment).
   */
  async pay(operatorId: number, id: number, request: PayRequest): Promise<ConsoleWithdrawal> {
    const provider = request.rail === 'manual' ? undefined : this.#provider(request.rail);
    if (provider && !request.bankCode) {
      throw new ApiError(
        400,
        ErrorCodes.validation,
        `bankCode: the ${request.rail} rail needs the bank's code.`,
        {
          bankCode: 'Choose the bank or wallet to pay into.',
        },
      );
    }
    if (!provider && !request.reference) {
      throw new ApiError(400, ErrorCodes.validation, 'reference: write the bank transfer’s reference.', {
        reference: 'Write the bank transfer’s reference.',
      });
    }
    const rate = await this.#usdRate();
    const attempt = await this.#payouts.transaction(async (payouts, trx) => {
      const withdrawal = await this.#locked(payouts, id, ['approved', 'failed'], 'pay');
      const tally = await payouts.attemptTally(id);
      if (tally.open)
        throw conflict('A payout of this withdrawal is already under way: wait for its outcome.');
      const account = await payouts.account(withdrawal.withdraw_account_id);
      if (!account) throw conflict('The requester has no withdrawal account to pay into.');
      const amount = payoutAmount(withdrawal.amount_minor, withdrawal.currency, rate);
      if (amount === 'no-rate') {
        throw conflict('No USD → ETB rate is set: set one in the console before paying a USD withdrawal.');
      }
      const inserted = await payouts.insertAttempt({
        withdrawalId: id,
        reference: `lomi-wd-${id}-${tally.count + 1}`,
        rail: request.rail,
        status: provider ? 'pending' : 'succeeded',
        amountMinor: amount.amountMinor,
        etbPerUnit: amount.etbPerUnit,
        bankCode: request.bankCode ?? null,
        bankName: account.bank_name,
        accountName: account.account_name,
        accountNumber: account.account_number,
        providerRef: provider ? null : request.reference!,
        startedBy: operatorId,
        nextVerifyAt: provider ? new Date(Date.now() + FIRST_VERIFY_DELAY_MS) : null,
      });
      await AuditLog.record(trx, {
        operatorId,
        action: 'withdrawal.pay',
        targetType: 'withdrawal',
        targetId: id,
        before: { status: withdrawal.status },
        after: {
          status: provider ? withdrawal.status : 'paid',
          attempt: { reference: inserted.reference, rail: inserted.rail, amount: inserted.amount_minor },
        },
      });
      if (!provider) await this.#applyPaid(trx, payouts, inserted);
      return inserted;
    });
    if (provider) await this.#send(attempt);
    return this.get(id);
  }

  /**
   * Asks the rail where attempt `reference` stands and settles what it answers; its status afterwards.
   * Throws when the rail gives no answer (the attempt stays pending).
   */
  async verifyAndSettle(reference: string): Promise<PayoutStatus> {
    const attempt = await this.#payouts.attemptByReference(reference);
    if (!attempt) throw new Error(`No payout attempt ${reference}.`);
    if (attempt.status !== 'pending' || attempt.rail === 'manual') return attempt.status;
    const answer = await this.#provider(attempt.rail).verifyPayout(reference);
    if (answer.status === 'succeeded') {
      if (answer.amountMinor !== undefined && answer.amountMinor !== attempt.amount_minor) {
        // Never paid on a different amount: it stays pending for an operator to look at.
        this.#logger?.error(
          { reference, expected: attempt.amount_minor, reported: answer.amountMinor },
          'a payout rail reports another amount than the attempt; not settled',
        );
        return 'pending';
      }
      return this.#settle(reference, { status: 'succeeded', providerRef: answer.providerRef });
    }
    if (answer.status === 'failed') {
      return this.#settle(reference, {
        status: 'failed',
        reason: answer.failureReason ?? 'The rail reported the transfer failed.',
      });
    }
    if (answer.providerRef) await this.#payouts.recordProviderRef(reference, answer.providerRef);
    return 'pending';
  }

  /**
   * One callback of rail `rail`: signature (401), dedupe (`webhook_events`, provider `payout-{rail}`), then
   * the rail's verify before anything settles. 200 for whatever is ours or not; 503 when verify did not
   * answer, with the delivery forgotten so the rail's retry is processed.
   */
  async handleCallback(rail: PayoutRail, raw: RawWebhook): Promise<PayoutCallbackAnswer> {
    const provider = this.#provider(rail);
    let parsed;
    try {
      parsed = provider.parsePayoutCallback(raw);
    } catch (error) {
      if (!(error instanceof WebhookAuthError)) throw error;
      this.#logger?.warn({ rail, reason: error.message }, 'refused a payout callback');
      return {
        status: error.problem === 'malformed' ? 400 : 401,
        body: { message: `Callback refused: ${error.message}.`, code: ErrorCodes.webhookRejected },
      };
    }
    const attempt = await this.#payouts.attemptByReference(parsed.reference);
    if (!attempt || attempt.rail !== rail) {
      this.#logger?.warn(
        { rail, reference: parsed.reference },
        'payout callback for an unknown attempt ignored',
      );
      return { status: 200, body: { received: true, outcome: 'unknown-attempt' } };
    }
    const eventId = await this.#events.record({
      provider: `payout-${rail}`,
      dedupeKey: parsed.dedupeKey,
      invoiceId: null,
      claimedStatus: parsed.claimedStatus,
    });
    if (eventId === undefined) return { status: 200, body: { received: true, outcome: 'duplicate' } };
    try {
      const status =
        parsed.claimedStatus === 'pending' ? attempt.status : await this.verifyAndSettle(parsed.reference);
      await this.#events.finish(eventId, `attempt-${status}`);
      return { status: 200, body: { received: true, outcome: `attempt-${status}` } };
    } catch (error) {
      await this.#events.forget(eventId);
      this.#logger?.error(
        { rail, reference: parsed.reference, err: error },
        'payout callback processing failed',
      );
      return {
        status: 503,
        body: {
          message: 'Could not confirm the transfer; retry later.',
          code: ErrorCodes.providerUnavailable,
        },
      };
    }
  }

  /**
   * Chapa's approval question "did you send this transfer?": yes only for an open attempt of ours by that
   * rail with the same amount and account number.
   */
  async approves(rail: PayoutRail, raw: RawWebhook): Promise<boolean> {
    const provider = this.#rails.provider(rail);
    if (!provider?.readApprovalRequest) return false;
    let question;
    try {
      question = provider.readApprovalRequest(raw);
    } catch (error) {
      if (error instanceof WebhookAuthError) return false;
      throw error;
    }
    const attempt = await this.#payouts.attemptByReference(question.reference);
    return (
      attempt !== undefined &&
      attempt.rail === rail &&
      attempt.status === 'pending' &&
      attempt.amount_minor === question.amountMinor &&
      attempt.account_number === question.accountNumber
    );
  }

  /** Sends a committed pending attempt; what the rail says is settled, silence leaves it pending. */
  async #send(attempt: PayoutAttemptRow): Promise<void> {
    const provider = this.#provider(attempt.rail);
    let answer;
    try {
      answer = await provider.initiatePayout({
        reference: attempt.reference,
        amountMinor: attempt.amount_minor,
        currency: 'ETB',
        bankCode: attempt.bank_code ?? '',
        accountNumber: attempt.account_number,
        accountName: attempt.account_name,
        callbackUrl: `${this.#publicSiteUrl}/api/payouts/callbacks/${attempt.rail}`,
      });
    } catch (error) {
      if (error instanceof ProviderRejectedError) {
        await this.#settle(attempt.reference, { status: 'failed', reason: error.message });
        return;
      }
      // Unavailable (or anything unexpected): the outcome is unknown. Never failed, never re-sent here:
      // reconciliation asks the rail.
      this.#logger?.warn(
        { reference: attempt.reference, err: error },
        'payout outcome unknown; left pending',
      );
      return;
    }
    if (answer.status === 'failed') {
      await this.#settle(attempt.reference, {
        status: 'failed',
        reason: answer.failureReason ?? 'The rail refused the transfer.',
      });
    } else if (answer.status === 'succeeded') {
      try {
        await this.verifyAndSettle(attempt.reference);
      } catch (error) {
        this.#logger?.warn(
          { reference: attempt.reference, err: error },
          'payout verify failed; left pending',
        );
      }
    } else if (answer.providerRef) {
      await this.#payouts.recordProviderRef(attempt.reference, answer.providerRef);
    }
  }

  /** Settles pending attempt `reference` and its withdrawal, once; its status afterwards. */
  async #settle(
    reference: string,
    outcome: { status: 'succeeded'; providerRef: string | null } | { status: 'failed'; reason: string },
  ): Promise<PayoutStatus> {
    return this.#payouts.transaction(async (payouts, trx) => {
      const current = await payouts.attemptByReference(reference);
      if (!current) throw new Error(`No payout attempt ${reference}.`);
      // The withdrawal's lock first, as Pay takes it: settles and pays of one withdrawal never deadlock.
      await payouts.lock(current.withdrawal_id);
      const settled = await payouts.settleAttempt(reference, outcome);
      if (!settled) return (await payouts.attemptByReference(reference))!.status;
      if (outcome.status === 'succeeded') await this.#applyPaid(trx, payouts, settled);
      else {
        if (!(await payouts.markFailed(settled.withdrawal_id))) {
          throw new Error(`Withdrawal ${settled.withdrawal_id} was neither approved nor failed.`);
        }
        await this.#notify(trx, payouts, settled.withdrawal_id, 'withdrawal_failed', {
          reason: outcome.reason,
        });
      }
      await AuditLog.record(trx, {
        operatorId: null,
        action: `withdrawal.${outcome.status === 'succeeded' ? 'paid' : 'failed'}`,
        targetType: 'withdrawal',
        targetId: settled.withdrawal_id,
        after: { attempt: reference, status: outcome.status },
      });
      return outcome.status;
    });
  }

  /** What a succeeded attempt changes, in its transaction: withdrawal paid, donations covered, the owner told. */
  async #applyPaid(trx: Transaction<Database>, payouts: PayoutRepository, attempt: PayoutAttemptRow) {
    if (!(await payouts.markPaid(attempt.withdrawal_id))) {
      throw new Error(`Withdrawal ${attempt.withdrawal_id} was neither approved nor failed.`);
    }
    const facts = await payouts.noticeFacts(attempt.withdrawal_id);
    await payouts.coverDonations(facts.campaign_id, facts.currency, attempt.withdrawal_id);
    await this.#notify(trx, payouts, attempt.withdrawal_id, 'withdrawal_paid', {
      paid_etb_amount: attempt.amount_minor,
    });
  }

  async #notify<K extends WithdrawalNotice['kind']>(
    trx: Transaction<Database>,
    payouts: PayoutRepository,
    id: number,
    kind: K,
    extra: Omit<Extract<WithdrawalNotice, { kind: K }>['params'], keyof BaseParams>,
  ): Promise<void> {
    const facts = await payouts.noticeFacts(id);
    if (facts.deleted_at !== null) return;
    const params = {
      withdrawal_id: facts.id,
      campaign_id: facts.campaign_id,
      campaign_title: facts.campaign_title,
      amount: facts.amount_minor,
      currency: facts.currency,
      ...extra,
    };
    await new NotificationRepository(trx).add(
      withdrawalNotification(facts.user_id, { kind, params } as WithdrawalNotice),
    );
  }

  /** Locks withdrawal `id`: 404 when there is none, 409 when it is not in `allowed`. */
  async #locked(
    payouts: PayoutRepository,
    id: number,
    allowed: string[],
    action: 'approve' | 'reject' | 'pay',
  ) {
    const withdrawal = await payouts.lock(id);
    if (!withdrawal) throw notFound('Withdrawal', id);
    if (!allowed.includes(withdrawal.status)) {
      throw conflict(
        `This withdrawal is ${withdrawal.status}: only ${allowed.join(' or ')} withdrawals can be ${
          action === 'pay' ? 'paid' : `${action}d`
        }.`,
      );
    }
    return withdrawal;
  }

  #moved() {
    return conflict('Another operator changed this withdrawal just now; reload it.');
  }

  #provider(rail: PayoutRail) {
    const provider = rail === 'manual' ? undefined : this.#rails.provider(rail);
    if (!provider || !this.#rails.available.includes(rail)) {
      throw new ApiError(
        400,
        ErrorCodes.validation,
        `The ${rail} payout rail is not configured on this server.`,
        {
          rail: `The ${rail} rail is not configured.`,
        },
      );
    }
    return provider;
  }

  async #shape(rows: ConsoleWithdrawalRow[]): Promise<ConsoleWithdrawal[]> {
    const [attempts, rate] = await Promise.all([
      this.#payouts.attemptsOf(rows.map((row) => row.id)),
      rows.some((row) => row.currency === 'USD') ? this.#usdRate() : Promise.resolve(undefined),
    ]);
    return rows.map((row) => ({
      id: row.id,
      campaign: { id: row.campaign_id, title: row.campaign_title },
      organization: { id: row.organization_id, name: row.organization_name },
      requester: { id: row.requester_id, name: row.requester_name, email: row.requester_email },
      amount: row.amount_minor,
      currency: row.currency,
      status: row.status,
      dateCreated: row.created_at.toISOString(),
      dateUpdated: row.updated_at.toISOString(),
      rejectionReason: row.rejection_reason,
      paidAt: row.paid_at?.toISOString() ?? null,
      account:
        row.account_name === null
          ? null
          : {
              accountName: row.account_name,
              accountNumber: row.account_number!,
              bankName: row.bank_name!,
              accountType: row.account_type!,
              phoneNumber: row.phone_number!,
            },
      etbEstimate:
        row.currency === 'USD' && rate !== undefined ? etbMinorAtRate(row.amount_minor, rate) : null,
      attempts: attempts.filter((attempt) => attempt.withdrawal_id === row.id).map(toAttempt),
    }));
  }
}

type BaseParams = Pick<
  Extract<WithdrawalNotice, { kind: 'withdrawal_approved' }>['params'],
  'withdrawal_id' | 'campaign_id' | 'campaign_title' | 'amount' | 'currency'
>;

function toAttempt(row: PayoutAttemptRow): PayoutAttempt {
  return {
    id: row.id,
    reference: row.reference,
    rail: row.rail,
    status: row.status,
    amount: Number(row.amount_minor),
    currency: 'ETB',
    etbPerUnit: row.etb_per_unit === null ? null : String(row.etb_per_unit),
    bankName: row.bank_name,
    bankCode: row.bank_code,
    accountName: row.account_name,
    accountNumber: row.account_number,
    providerRef: row.provider_ref,
    failureReason: row.failure_reason,
    createdAt: row.created_at.toISOString(),
    settledAt: row.settled_at?.toISOString() ?? null,
  };
}
