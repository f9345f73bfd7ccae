import type { Charity, ConsoleCharity } from '@lomi/core';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

/** A stored logo: the largest WebP variant of the upload. */
export interface CharityLogo {
  key: string;
  contentType: string;
  etag: string;
}

/** The text fields of a charity, checked and trimmed. */
export interface CharityFieldValues {
  name: string;
  description: string;
}

/** A charity's row as an edit sees it, locked. */
export interface LockedCharity extends CharityFieldValues {
  id: number;
  logo_key: string | null;
  updated_at: Date;
}

const CONSOLE_COLUMNS = ['id', 'name', 'description', 'logo_key', 'created_at', 'updated_at'] as const;

/** `%`, `_` and `\` typed in a search are matched as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Path of a charity logo: the spec's `/uploaded-file/{file}`, where the file is its content-addressed key. */
export function charityLogoPath(logoKey: string): string {
  return `/uploaded-file/${logoKey}`;
}

/**
 * The SQL of charities: the public endpoints, and the console's list, create and edit (issue 14 #5). The
 * console's writes run in {@link transaction}, which hands a repository over the transaction (and the
 * transaction, for the audit log).
 */
export class CharityRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  transaction<T>(work: (charities: CharityRepository, trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.#db.transaction().execute((trx) => work(new CharityRepository(trx), trx));
  }

  /** The console's list: by name, those whose name holds `search` (any case) when given, with their number. */
  async consoleList(
    search: string | undefined,
    window: { offset: number; limit: number },
  ): Promise<{ charities: ConsoleCharity[]; count: number }> {
    let query = this.#db.selectFrom('charities');
    if (search) query = query.where(sql<boolean>`name ILIKE ${likePattern(search)}`);
    const [{ count }, rows] = await Promise.all([
      query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
      query
        .select(CONSOLE_COLUMNS)
        .orderBy('name')
        .orderBy('id')
        .offset(window.offset)
        .limit(window.limit)
        .execute(),
    ]);
    return { count: Number(count), charities: rows.map(toConsoleCharity) };
  }

  /** One charity as the console shows it, or undefined. */
  async consoleFind(id: number): Promise<ConsoleCharity | undefined> {
    const row = await this.#db
      .selectFrom('charities')
      .select(CONSOLE_COLUMNS)
      .where('id', '=', id)
      .executeTakeFirst();
    return row && toConsoleCharity(row);
  }

  /** Creates a charity; its id. */
  async create(fields: CharityFieldValues, logo: CharityLogo | undefined, now: Date): Promise<number> {
    const { id } = await this.#db
      .insertInto('charities')
      .values({
        ...fields,
        logo_key: logo?.key ?? null,
        logo_content_type: logo?.contentType ?? null,
        logo_etag: logo?.etag ?? null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  /** Charity `id`, its row locked until the transaction ends; undefined when there is none. */
  async lockById(id: number): Promise<LockedCharity | undefined> {
    return this.#db
      .selectFrom('charities')
      .select(['id', 'name', 'description', 'logo_key', 'updated_at'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  }

  /** Writes the fields given and the new logo, if any, and when this happened. */
  async update(
    id: number,
    fields: Partial<CharityFieldValues>,
    logo: CharityLogo | undefined,
    updatedAt: Date,
  ): Promise<void> {
    await this.#db
      .updateTable('charities')
      .set({
        ...fields,
        ...(logo ? { logo_key: logo.key, logo_content_type: logo.contentType, logo_etag: logo.etag } : {}),
        updated_at: updatedAt,
      })
      .where('id', '=', id)
      .execute();
  }

  /** Whether any charity or organization still shows the blob `key` as its logo. */
  async logoInUse(key: string): Promise<boolean> {
    const [charity, organization] = await Promise.all([
      this.#db.selectFrom('charities').select('id').where('logo_key', '=', key).executeTakeFirst(),
      this.#db.selectFrom('organizations').select('id').where('logo_key', '=', key).executeTakeFirst(),
    ]);
    return charity !== undefined || organization !== undefined;
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

function toConsoleCharity(row: {
  id: number;
  name: string;
  description: string;
  logo_key: string | null;
  created_at: Date;
  updated_at: Date;
}): ConsoleCharity {
  return { ...toCharity(row), updated: row.updated_at.toISOString() };
}
