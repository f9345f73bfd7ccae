import { ApiError, notFound } from '../../errors/api-error.ts';
import { ErrorCodes } from '../../errors/error-codes.ts';
import type { OrganizationStanding } from '../../organizations/organization-repository.ts';

/**
 * The answer to a user who may not change organization `id`: 409 for their own organization while it waits
 * for (or failed) the team's review, or while it is suspended (§4: only an approved one is edited), 403 for someone else's public
 * organization, and 404 for anything else, so another user's pending or rejected organization stays as
 * unknown as in the public reads.
 */
export function organizationRefusal(
  standing: Exclude<OrganizationStanding, 'owner-approved'>,
  id: number,
): ApiError {
  switch (standing) {
    case 'owner-in-review':
      return new ApiError(
        409,
        ErrorCodes.conflict,
        `Organization ${id} is not approved (it waits for review, or Lomi's team rejected or suspended it): ` +
          'only an approved organization can be edited.',
      );
    case 'not-owner':
      return new ApiError(403, ErrorCodes.forbidden, `Organization ${id} belongs to another user.`);
    case 'missing':
      return notFound('Organization', id);
  }
}
