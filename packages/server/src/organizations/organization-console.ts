import type { ConsoleOrganization, ConsoleOrganizationSummary } from '@lomi/core';
import { AuditLog } from '../console/audit-log.ts';
import { ApiError, invalidField, notFound } from '../errors/api-error.ts';
import { ErrorCodes } from '../errors/error-codes.ts';
import { NotificationRepository } from '../notifications/notification-repository.ts';
import { organizationNotification } from '../notifications/organization-notifications.ts';
import type {
  ConsoleOrganizationFilter,
  OrganizationConsoleRepository,
} from './organization-console-repository.ts';
import {
  insertOrganization,
  type DocumentBlob,
  type LogoBlob,
  type OrganizationFieldValues,
} from './organization-repository.ts';

/** What an operator's change let go, to delete once it committed. */
export interface ReleasedFiles {
  replacedLogoKey: string | null;
  removedDocumentKeys: string[];
}

/**
 * The operator console's organizations besides the review (organization-review.ts): the list, the detail,
 * an operator's change of any field, and an organization created on a creator's behalf. Changes are one
 * transaction each with their audit row (the values before and after).
 */
export class OrganizationConsole {
  readonly #organizations: OrganizationConsoleRepository;

  constructor(organizations: OrganizationConsoleRepository) {
    this.#organizations = organizations;
  }

  list(
    filter: ConsoleOrganizationFilter,
    window: { offset: number; limit: number },
  ): Promise<{ results: ConsoleOrganizationSummary[]; count: number }> {
    return this.#organizations.page(filter, window);
  }

  /** Every field of organization `id`; 404 for none. */
  async detail(id: number): Promise<ConsoleOrganization> {
    const organization = await this.#organizations.detail(id);
    if (!organization) throw notFound('Organization', id);
    return organization;
  }

  /**
   * Changes organization `id` in any status: the fields given, the logo when one is given, `added` documents
   * and the documents `removedIds` (400 when one is not this organization's: nothing is changed then).
   */
  async update(
    operatorId: number,
    id: number,
    fields: Partial<OrganizationFieldValues>,
    logo: LogoBlob | undefined,
    added: readonly DocumentBlob[],
    removedIds: readonly number[],
  ): Promise<ReleasedFiles> {
    return this.#organizations.transaction(async (organizations, trx) => {
      const row = await organizations.lock(id);
      if (!row) throw notFound('Organization', id);
      const documentsBefore = await organizations.documentNames(id);
      const { removedKeys } = await organizations.change(id, fields, logo, added, removedIds);
      if (removedKeys.length !== new Set(removedIds).size) {
        throw invalidField('remove_documents', `Organization ${id} has no document with one of these ids.`);
      }
      const changed = Object.keys(fields) as (keyof OrganizationFieldValues)[];
      const before: Record<string, unknown> = Object.fromEntries(changed.map((field) => [field, row[field]]));
      const after: Record<string, unknown> = { ...fields };
      if (logo) {
        before.logo = row.logo_key;
        after.logo = logo.key;
      }
      if (added.length > 0 || removedIds.length > 0) {
        before.documents = documentsBefore;
        after.documents = await organizations.documentNames(id);
      }
      await AuditLog.record(trx, {
        operatorId,
        action: 'organization.update',
        targetType: 'organization',
        targetId: id,
        before,
        after,
      });
      return {
        replacedLogoKey: logo && row.logo_key !== logo.key ? row.logo_key : null,
        removedDocumentKeys: removedKeys,
      };
    });
  }

  /**
   * Creates an approved organization owned by the live account with e-mail `ownerEmail` (404 when there is
   * none), as its owner's own form would have made it (issue 13's `insertOrganization`), audited; its owner
   * is told as when an organization is approved. Answers the new id.
   */
  async create(
    operatorId: number,
    ownerEmail: string,
    fields: OrganizationFieldValues,
    logo: LogoBlob | undefined,
    documents: readonly DocumentBlob[],
  ): Promise<number> {
    const address = ownerEmail.trim();
    if (address === '') throw invalidField('owner_email', 'Enter the e-mail address of the owner’s account.');
    return this.#organizations.transaction(async (organizations, trx) => {
      const owner = await organizations.accountByEmail(address);
      if (!owner) {
        throw new ApiError(
          404,
          ErrorCodes.notFound,
          `No account has the e-mail address ${address}: the creator must sign up first.`,
        );
      }
      const id = await insertOrganization(trx, owner.id, 'approved', fields, logo, documents);
      await AuditLog.record(trx, {
        operatorId,
        action: 'organization.create',
        targetType: 'organization',
        targetId: id,
        after: {
          ...fields,
          owner_user_id: owner.id,
          approval_status: 'approved',
          logo: logo?.key ?? null,
          documents: documents.map((document) => document.fileName),
        },
      });
      await new NotificationRepository(trx).add(
        organizationNotification(owner.id, {
          kind: 'organization_approved',
          params: { organization_name: fields.name },
        }),
      );
      return id;
    });
  }
}
