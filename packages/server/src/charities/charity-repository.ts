import type { Charity } from '@lomi/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Path of a charity logo: the spec's `/uploaded-file/{file}`, where the file is its content-addressed key. */
export function charityLogoPath(logoKey: string): string {
  return `/uploaded-file/${logoKey}`;
}

/** The SQL behind the public charity endpoints. */
export class CharityRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** Charities by name, with their number. */
  async list(window: { offset: number; limit: number }): Promise<{ charities: Charity[]; count: number }> {
    const [{ count }, rows] = await Promise.all([
      this.#db
        .selectFrom('charities')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow(),
      this.#db
        .selectFrom('charities')
        .select(['id', 'name', 'description', 'logo_key', 'created_at'])
        .orderBy('name')
        .orderBy('id')
        .offset(window.offset)
        .limit(window.limit)
        .execute(),
    ]);
    return { count, charities: rows.map(toCharity) };
  }

  /** One charity, or undefined. */
  async find(id: number): Promise<Charity | undefined> {
    const row = await this.#db
      .selectFrom('charities')
      .select(['id', 'name', 'description', 'logo_key', 'created_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row && toCharity(row);
  }

  /** The content type and ETag of a charity logo by its file key, or undefined if no charity uses it. */
  async findLogo(key: string): Promise<{ contentType: string; etag: string } | undefined> {
    const row = await this.#db
      .selectFrom('charities')
      .select(['logo_content_type', 'logo_etag'])
      .where('logo_key', '=', key)
      .limit(1)
      .executeTakeFirst();
    if (!row?.logo_content_type || !row.logo_etag) return undefined;
    return { contentType: row.logo_content_type, etag: row.logo_etag };
  }
}

function toCharity(row: {
  id: number;
  name: string;
  description: string;
  logo_key: string | null;
  created_at: Date;
}): Charity {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    logo: row.logo_key ? charityLogoPath(row.logo_key) : null,
    dateCreated: row.created_at.toISOString(),
  };
}
