import { requesterOf } from '../api-client/client-requester.ts';
import type { RequestOptions } from '../api-client/json-requester.ts';
import type { LomiClient } from '../api-client/lomi-client.ts';
import { queryParams } from '../api-client/query-params.ts';
import { consoleSummaryCall, type ConsoleSummaryCall } from './console-summary-calls.ts';
import type { PagedList } from '../domain/index.ts';
import { campaignEditorCalls, type CampaignEditorCalls } from './campaign-editor-calls.ts';
import { campaignModerationCalls, type ConsoleCampaignCalls } from './campaign-moderation-calls.ts';
import type { AuditLogEntry, AuditLogQuery, Operator } from './console-types.ts';
import { paymentReviewCalls, type PaymentReviewCalls } from './payment-review-calls.ts';
import {
  helpQuestionCalls,
  reportCalls,
  type ConsoleHelpQuestionCalls,
  type ConsoleReportCalls,
} from './inbox-calls.ts';
import { organizationCalls, type ConsoleOrganizationCalls } from './organization-calls.ts';
import { charityCalls, type CharityCalls } from './charity-calls.ts';
import { exchangeRateCalls, type ExchangeRateCalls } from './exchange-rate-calls.ts';
import { withdrawalCalls, type ConsoleWithdrawalCalls } from './withdrawal-calls.ts';

/**
 * The operator console's calls (issue 14; operators only: 401 without a token, 403 `LOMI_ERR_FORBIDDEN` for
 * a signed-in user who is not an operator).
 */
export interface ConsoleClient {
  /** What waits for the team: the counts of the start page and the age of the exchange rate. */
  summary: ConsoleSummaryCall;
  operators: {
    /** Every operator. */
    list(options?: RequestOptions): Promise<Operator[]>;
    /** Makes the user with e-mail `email` an operator: 404 for no such account, 409 when one already. */
    promote(email: string, options?: RequestOptions): Promise<Operator>;
    /** Makes operator `userId` a user again; the operators left. 409 for yourself or the last operator. */
    demote(userId: number, options?: RequestOptions): Promise<Operator[]>;
  };
  auditLog: {
    /** A page of the audit log, newest first, filtered by action, operator or target. */
    list(query?: AuditLogQuery, options?: RequestOptions): Promise<PagedList<AuditLogEntry>>;
  };
  /** Setting up a campaign on an organization's behalf, and editing any campaign (issue 14 #4). */
  campaignEditor: CampaignEditorCalls;
  /** Payments that need a person: the invoices the server flagged, and their resolution (issue 14 #7). */
  payments: PaymentReviewCalls;
  /** The reports inbox: list, one report, resolve with a note and an action. */
  reports: ConsoleReportCalls;
  /** The help-questions inbox: list, resolve with a note. */
  helpQuestions: ConsoleHelpQuestionCalls;
  /** Organizations: list, review, suspend, edit, create on behalf of a creator (issue 14 #3). */
  organizations: ConsoleOrganizationCalls;
  /** Campaigns: list and review them, publish, reject, unpublish, feature, set the deadline, close. */
  campaigns: ConsoleCampaignCalls;
  /** Charities (§3 Charity): list, read, create, edit (issue 14 #5). */
  charities: CharityCalls;
  /** The USD → ETB rate USD donations are converted at, and its history (issue 14 #8). */
  exchangeRate: ExchangeRateCalls;
  /** Withdrawal requests: list, approve, reject with a reason, pay by a rail, retry a failed payout (issue 15). */
  withdrawals: ConsoleWithdrawalCalls;
}

const clients = new WeakMap<LomiClient, ConsoleClient>();

/** The console calls over `client` (its base URL and token); one per client. */
export function createConsoleClient(client: LomiClient): ConsoleClient {
  const known = clients.get(client);
  if (known) return known;
  const requester = requesterOf(client);
  const { getJson, postJson, deleteJson } = requester;
  const calls: ConsoleClient = {
    summary: consoleSummaryCall({ getJson }),
    operators: {
      list: (options) => getJson('/api/console/operators/', {}, options),
      promote: (email, options) => postJson('/api/console/operators/', { email }, options),
      demote: (userId, options) =>
        deleteJson(`/api/console/operators/${encodeURIComponent(userId)}/`, options),
    },
    auditLog: {
      list: (query = {}, options) =>
        getJson(
          '/api/console/audit-log/',
          queryParams({
            page: query.page,
            action: query.action,
            operator: query.operator,
            target_type: query.target_type,
            target_id: query.target_id,
          }),
          options,
        ),
    },
    campaignEditor: campaignEditorCalls(client, requester),
    payments: paymentReviewCalls(requester),
    reports: reportCalls(requester),
    helpQuestions: helpQuestionCalls(requester),
    organizations: organizationCalls(client),
    campaigns: campaignModerationCalls(requester),
    charities: charityCalls(client),
    exchangeRate: exchangeRateCalls(client),
    withdrawals: withdrawalCalls(requester),
  };
  clients.set(client, calls);
  return calls;
}
