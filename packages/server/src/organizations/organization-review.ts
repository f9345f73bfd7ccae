import { invalidField, notFound } from '../errors/api-error.ts';
import type { OrganizationRepository } from './organization-repository.ts';

/** The longest reason of a rejection (characters), the size of `organizations.review_note`. */
export const REVIEW_NOTE_MAX_LENGTH = 1000;

/**
 * The team's review of organizations (§4): a new organization is `pending` until the team approves it (it
 * becomes public and its owner may edit it and create campaigns) or rejects it with a reason its owner
 * reads on the profile. A decision may be taken again (a rejected organization approved after a fix, an
 * approved one withdrawn). Used by the test hook now and by the operator console (issue 14).
 */
export class OrganizationReview {
  readonly #organizations: OrganizationRepository;
  readonly #now: () => Date;

  constructor(organizations: OrganizationRepository, now: () => Date = () => new Date()) {
    this.#organizations = organizations;
    this.#now = now;
  }

  /** Approves organization `id`, clearing any earlier rejection's note. 404 when there is none. */
  async approve(id: number): Promise<void> {
    const reviewed = await this.#organizations.review(id, 'approved', null, this.#now());
    if (!reviewed) throw notFound('Organization', id);
  }

  /** Rejects organization `id` with `reason` (1 to 1000 characters), which its owner reads. 404 for none. */
  async reject(id: number, reason: string): Promise<void> {
    const note = reason.replace(/\r\n?/g, '\n').trim();
    if (note === '') throw invalidField('reason', 'A rejection needs a reason for the owner.');
    if (note.length > REVIEW_NOTE_MAX_LENGTH) {
      throw invalidField('reason', `The reason must be at most ${REVIEW_NOTE_MAX_LENGTH} characters.`);
    }
    const reviewed = await this.#organizations.review(id, 'rejected', note, this.#now());
    if (!reviewed) throw notFound('Organization', id);
  }
}
