import type { Charity } from '../domain/organization.ts';

/** A charity as the console shows it (§3 Charity, issue 14 #5): the public fields and when it last changed. */
export interface ConsoleCharity extends Charity {
  /**
   * ISO 8601 timestamp of the last change. An edit sends it back as `updated`: when someone else changed the
   * charity since, the edit is refused with 409 instead of overwriting their change.
   */
  updated: string;
}

/** The filters of `GET /api/console/charities/`. */
export interface ConsoleCharityQuery {
  page?: number;
  /** Part of the name, any case. */
  search?: string;
}

/** The text fields of the charity form (§3). */
export interface CharityFields {
  /** 1–255 characters. */
  name: string;
  /** At most 1000 characters; may be empty. */
  description: string;
}

/** The logo of the charity form: one JPEG, PNG or WebP image (checked by its bytes on the server). */
export interface CharityFiles {
  logo?: Blob;
}

/** An edit: the fields that change, and `updated` as the operator last saw the charity. */
export interface CharityUpdate extends Partial<CharityFields> {
  updated: string;
}
