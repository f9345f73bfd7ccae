import type { ApprovalStatus } from '@lomi/core';
import type { Kysely } from 'kysely';
import { AuditLog } from '../console/audit-log.ts';
import type { Database } from '../db/schema.ts';
import { ApiError, invalidField, notFound } from '../errors/api-error.ts';
import { ErrorCodes } from '../errors/error-codes.ts';
import { NotificationRepository } from '../notifications/notification-repository.ts';
import {
  organizationNotification,
  type OrganizationNotice,
} from '../notifications/organization-notifications.ts';
import { OrganizationConsoleRepository } from './organization-console-repository.ts';

/** The longest reason of a rejection or a suspension (characters), the size of `organizations.review_note`. */
export const REVIEW_NOTE_MAX_LENGTH = 1000;

/** Who decides: an operator of the console, or null (the command line, the end-to-end suite's hook). */
export type Reviewer = number | null;

type Verb = 'approve' | 'reject' | 'suspend' | 'reinstate';

/** From which statuses each decision may be taken, and what it makes of the organization. */
const DECISIONS: Record<Verb, { from: readonly ApprovalStatus[]; to: ApprovalStatus }> = {
  // A rejected organization may be approved after a fix; a suspended one is reinstated instead.
  approve: { from: ['pending', 'rejected'], to: 'approved' },
  // An approved one is suspended instead (its campaigns may have donors).
  reject: { from: ['pending'], to: 'rejected' },
  suspend: { from: ['approved'], to: 'suspended' },
  reinstate: { from: ['suspended'], to: 'approved' },
};

/**
 * The team's review of organizations (§4, issue 14 #3): a new organization is `pending` until the team
 * approves it (it becomes public; its owner may edit it and create campaigns) or rejects it with a reason
 * its owner reads. An approved one may be suspended with a reason (it and its campaigns leave every public
 * read and take no donations) and reinstated. Each decision is one transaction that locks the row, checks the
 * status it starts from (409 with a clear message otherwise: two operators deciding at once, one wins),
 * changes it, writes the audit row and the owner's notification.
 */
export class OrganizationReview {
  readonly #organizations: OrganizationConsoleRepository;
  readonly #now: () => Date;

  constructor(organizations: OrganizationConsoleRepository, now: () => Date = () => new Date()) {
    this.#organizations = organizations;
    this.#now = now;
  }

  /** Approves pending or rejected organization `id`, clearing a rejection's note. */
  approve(reviewer: Reviewer, id: number): Promise<void> {
    return this.#organizations.transaction((_, trx) => this.#decide(trx, reviewer, id, 'approve', null));
  }

  /** Rejects pending organization `id` with `reason` (1 to 1000 characters), which its owner reads. */
  reject(reviewer: Reviewer, id: number, reason: string): Promise<void> {
    const note = reasonOf(reason, 'A rejection needs a reason for the owner.');
    return this.#organizations.transaction((_, trx) => this.#decide(trx, reviewer, id, 'reject', note));
  }

  /**
   * Suspends approved organization `id` with `reason` inside the caller's transaction `trx` (the reports
   * inbox suspends and resolves a report in one): the row lock, the change, the audit row and the owner's
   * notification all commit or roll back with it.
   */
  async suspend(trx: Kysely<Database>, reviewer: Reviewer, id: number, reason: string): Promise<void> {
    const note = reasonOf(reason, 'A suspension needs a reason for the owner.');
    await this.#decide(trx, reviewer, id, 'suspend', note);
  }

  /** {@link suspend} in a transaction of its own. */
  suspendNow(reviewer: Reviewer, id: number, reason: string): Promise<void> {
    return this.#organizations.transaction((_, trx) => this.suspend(trx, reviewer, id, reason));
  }

  /** Makes suspended organization `id` public again, clearing the suspension's note. */
  reinstate(reviewer: Reviewer, id: number): Promise<void> {
    return this.#organizations.transaction((_, trx) => this.#decide(trx, reviewer, id, 'reinstate', null));
  }

  async #decide(
    trx: Kysely<Database>,
    reviewer: Reviewer,
    id: number,
    verb: Verb,
    note: string | null,
  ): Promise<void> {
    const organizations = new OrganizationConsoleRepository(trx);
    const row = await organizations.lock(id);
    if (!row) throw notFound('Organization', id);
    const { from, to } = DECISIONS[verb];
    if (!from.includes(row.approval_status)) throw refusal(verb, id, row.approval_status);
    await organizations.setStatus(id, to, note, this.#now());
    await AuditLog.record(trx, {
      operatorId: reviewer,
      action: `organization.${verb}`,
      targetType: 'organization',
      targetId: id,
      before: { approval_status: row.approval_status, review_note: row.review_note },
      after: { approval_status: to, review_note: note },
    });
    const owner = await organizations.liveOwner(row.owner_user_id);
    if (owner !== null) {
      const notice = noticeOf(verb, row.name, note);
      await new NotificationRepository(trx).add(organizationNotification(owner, notice));
    }
  }
}

function reasonOf(reason: string, missing: string): string {
  const note = reason.replace(/\r\n?/g, '\n').trim();
  if (note === '') throw invalidField('reason', missing);
  if (note.length > REVIEW_NOTE_MAX_LENGTH) {
    throw invalidField('reason', `The reason must be at most ${REVIEW_NOTE_MAX_LENGTH} characters.`);
  }
  return note;
}

function noticeOf(verb: Verb, name: string, note: string | null): OrganizationNotice {
  switch (verb) {
    case 'approve':
      return { kind: 'organization_approved', params: { organization_name: name } };
    case 'reinstate':
      return { kind: 'organization_reinstated', params: { organization_name: name } };
    case 'reject':
      return { kind: 'organization_rejected', params: { organization_name: name, reason: note ?? '' } };
    case 'suspend':
      return { kind: 'organization_suspended', params: { organization_name: name, reason: note ?? '' } };
  }
}

/** The 409 of a decision the organization's status does not allow, saying what to do instead. */
function refusal(verb: Verb, id: number, status: ApprovalStatus): ApiError {
  const conflict = (message: string) => new ApiError(409, ErrorCodes.conflict, message);
  const already = { approve: 'approved', reject: 'rejected', suspend: 'suspended', reinstate: 'approved' }[
    verb
  ];
  if (status === already) return conflict(`Organization ${id} is already ${already}.`);
  switch (verb) {
    case 'approve':
      return conflict(`Organization ${id} is suspended: reinstate it instead of approving it.`);
    case 'reject':
      return status === 'approved'
        ? conflict(`Organization ${id} is approved: suspend it instead of rejecting it.`)
        : conflict(`Organization ${id} is suspended: it can only be reinstated.`);
    case 'suspend':
      return conflict(`Organization ${id} is ${status}: only an approved organization can be suspended.`);
    case 'reinstate':
      return conflict(`Organization ${id} is ${status}, not suspended: there is nothing to reinstate.`);
  }
}
