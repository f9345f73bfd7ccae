import type { ConsoleCharity } from '@lomi/core';
import { AuditLog } from '../console/audit-log.ts';
import { ApiError, notFound } from '../errors/api-error.ts';
import { ErrorCodes } from '../errors/error-codes.ts';
import type {
  CharityFieldValues,
  CharityLogo,
  CharityRepository,
  LockedCharity,
} from './charity-repository.ts';

/** What an edit did: the charity as it now is, and the logo file it replaced (null when none). */
export interface CharityEditOutcome {
  charity: ConsoleCharity;
  replacedLogoKey: string | null;
}

/** The audited values of a charity: its fields and its logo's file. */
const audited = (row: CharityFieldValues & { logo_key: string | null }) => ({
  name: row.name,
  description: row.description,
  logo: row.logo_key,
});

/**
 * Operators creating and editing charities (§3 Charity, issue 14 #5). Each change runs in one transaction
 * with its audit entry. An edit names the `updated` stamp it was made from: when the charity changed since
 * (another operator's edit), it is refused with 409 instead of silently overwriting that change.
 */
export class CharityAdministration {
  readonly #charities: CharityRepository;
  readonly #now: () => Date;

  constructor(charities: CharityRepository, now: () => Date = () => new Date()) {
    this.#charities = charities;
    this.#now = now;
  }

  async create(
    operatorId: number,
    fields: CharityFieldValues,
    logo: CharityLogo | undefined,
  ): Promise<ConsoleCharity> {
    return this.#charities.transaction(async (charities, trx) => {
      const id = await charities.create(fields, logo, this.#now());
      await AuditLog.record(trx, {
        operatorId,
        action: 'charity.create',
        targetType: 'charity',
        targetId: id,
        after: audited({ ...fields, logo_key: logo?.key ?? null }),
      });
      return (await charities.consoleFind(id))!;
    });
  }

  /**
   * Changes the fields given of charity `id` and replaces its logo when one is given, if it is still as it was
   * at `expectedUpdated` (its `updated`, ISO 8601). 404 for an unknown id, 409 when it changed since.
   */
  async update(
    operatorId: number,
    id: number,
    expectedUpdated: string,
    fields: Partial<CharityFieldValues>,
    logo: CharityLogo | undefined,
  ): Promise<CharityEditOutcome> {
    return this.#charities.transaction(async (charities, trx) => {
      const row = await charities.lockById(id);
      if (!row) throw notFound('Charity', id);
      if (row.updated_at.toISOString() !== expectedUpdated) throw changedSince(row);
      // Strictly later than the last change, even within one millisecond, so no two versions share a stamp.
      const updatedAt = new Date(Math.max(this.#now().getTime(), row.updated_at.getTime() + 1));
      await charities.update(id, fields, logo, updatedAt);
      const after = { ...row, ...fields, logo_key: logo?.key ?? row.logo_key };
      await AuditLog.record(trx, {
        operatorId,
        action: 'charity.update',
        targetType: 'charity',
        targetId: id,
        before: audited(row),
        after: audited(after),
      });
      return {
        charity: (await charities.consoleFind(id))!,
        replacedLogoKey: logo && row.logo_key !== logo.key ? row.logo_key : null,
      };
    });
  }
}

function changedSince(row: LockedCharity): ApiError {
  return new ApiError(
    409,
    ErrorCodes.conflict,
    `Someone else changed the charity “${row.name}” at ${row.updated_at.toISOString()}, after you opened it. ` +
      'Reload it to see their change, then make yours again.',
  );
}
