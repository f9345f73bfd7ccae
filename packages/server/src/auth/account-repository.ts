import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, UserRole } from '../db/schema.ts';
import { ApiError } from '../errors/api-error.ts';
import { ErrorCodes } from '../errors/error-codes.ts';

export type AuthType = 'password' | 'phone_otp' | 'google';

/** A live account: the user row with its profile (a user created without one reads as an empty profile). */
export interface AccountRow {
  id: number;
  username: string;
  email: string | null;
  firstname: string;
  lastname: string;
  password_hash: string | null;
  token_version: number;
  google_sub: string | null;
  created_at: Date;
  auth_type: AuthType;
  phone: string | null;
  full_name: string;
}

/** Fields of a new account. */
export interface NewAccount {
  username: string;
  email?: string | null;
  firstname?: string;
  lastname?: string;
  password_hash?: string | null;
  google_sub?: string | null;
  auth_type: AuthType;
  phone?: string | null;
  full_name?: string;
}

/** Changes to an account; only the given fields change. */
export interface AccountChanges {
  username?: string;
  email?: string | null;
  firstname?: string;
  lastname?: string;
  full_name?: string;
}

const conflictMessages: Record<string, { field: string; message: string }> = {
  users_username_key: { field: 'username', message: 'A user with that username already exists.' },
  users_username_lower_key: { field: 'username', message: 'A user with that username already exists.' },
  users_email_key: { field: 'email', message: 'A user with that e-mail address already exists.' },
  users_email_lower_key: { field: 'email', message: 'A user with that e-mail address already exists.' },
  users_google_sub_key: { field: 'google', message: 'This Google account is linked to another user.' },
  profiles_phone_otp_key: { field: 'phone_number', message: 'This phone number belongs to another account.' },
};

/** PostgreSQL's unique_violation, raised when two requests claim the same username or e-mail at once. */
export function asConflict(error: unknown): ApiError | undefined {
  const { code, constraint } = (error ?? {}) as { code?: unknown; constraint?: unknown };
  if (code !== '23505') return undefined;
  const known = conflictMessages[String(constraint)] ?? {
    field: 'username',
    message: 'That username or e-mail address is already taken.',
  };
  return new ApiError(409, ErrorCodes.conflict, known.message, { [known.field]: known.message });
}

function accounts(db: Kysely<Database>) {
  return db
    .selectFrom('users as u')
    .leftJoin('profiles as p', 'p.user_id', 'u.id')
    .where('u.deleted_at', 'is', null)
    .select([
      'u.id',
      'u.username',
      'u.email',
      'u.firstname',
      'u.lastname',
      'u.password_hash',
      'u.token_version',
      'u.google_sub',
      'u.created_at',
      sql<AuthType>`coalesce(p.auth_type, 'password')`.as('auth_type'),
      'p.phone',
      sql<string>`coalesce(p.full_name, '')`.as('full_name'),
    ]);
}

/** The SQL of users and their profiles. Deleted accounts (tombstones) are invisible to every read here. */
export class AccountRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async find(id: number): Promise<AccountRow | undefined> {
    return accounts(this.#db).where('u.id', '=', id).executeTakeFirst();
  }

  /**
   * Whether the account runs an approved organization: a public figure, whose name others may look up
   * (`GET /users/info/{id}`). Other accounts are private.
   */
  async ownsApprovedOrganization(id: number): Promise<boolean> {
    const row = await this.#db
      .selectFrom('organizations')
      .select('id')
      .where('owner_user_id', '=', id)
      .where('approval_status', '=', 'approved')
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * What the bearer-token check needs on every request, in one query: the token version and the role of a
   * user who is not deleted (a deleted user has neither a session nor a role).
   */
  async sessionState(id: number): Promise<{ tokenVersion: number; role: UserRole } | undefined> {
    const row = await this.#db
      .selectFrom('users')
      .select(['token_version', 'role'])
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return row && { tokenVersion: row.token_version, role: row.role };
  }

  /** The account signing in with `identifier`: its e-mail address or its username, either in any case. */
  async findByLogin(identifier: string): Promise<AccountRow | undefined> {
    const lower = identifier.toLowerCase();
    return accounts(this.#db)
      .where((eb) => eb.or([eb(sql`lower(u.email)`, '=', lower), eb(sql`lower(u.username)`, '=', lower)]))
      .orderBy(sql`lower(u.email) = ${lower}`, 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  async findByEmail(email: string): Promise<AccountRow | undefined> {
    return accounts(this.#db)
      .where(sql`lower(u.email)`, '=', email.toLowerCase())
      .executeTakeFirst();
  }

  async findByGoogleSub(sub: string): Promise<AccountRow | undefined> {
    return accounts(this.#db).where('u.google_sub', '=', sub).executeTakeFirst();
  }

  /** The phone sign-in account of a `+251…` number. */
  async findByOtpPhone(phone: string): Promise<AccountRow | undefined> {
    return accounts(this.#db)
      .where('p.auth_type', '=', 'phone_otp')
      .where('p.phone', '=', phone)
      .executeTakeFirst();
  }

  /**
   * Whether another account (tombstones included: their usernames stay reserved) uses `username` in any case:
   * `Owner` is taken when `owner` exists (the unique index on `lower(username)` decides races).
   */
  async usernameTaken(username: string, exceptId?: number): Promise<boolean> {
    const row = await this.#db
      .selectFrom('users')
      .select('id')
      .where(sql`lower(username)`, '=', username.toLowerCase())
      .$if(exceptId !== undefined, (query) => query.where('id', '<>', exceptId!))
      .executeTakeFirst();
    return row !== undefined;
  }

  async emailTaken(email: string, exceptId?: number): Promise<boolean> {
    const row = await this.#db
      .selectFrom('users')
      .select('id')
      .where(sql`lower(email)`, '=', email.toLowerCase())
      .$if(exceptId !== undefined, (query) => query.where('id', '<>', exceptId!))
      .executeTakeFirst();
    return row !== undefined;
  }

  /** `base` if free, else `base` with a number appended; for usernames made from an e-mail or a phone. */
  async freeUsername(base: string): Promise<string> {
    if (!(await this.usernameTaken(base))) return base;
    for (let attempt = 0; attempt < 20; attempt++) {
      const candidate = `${base.slice(0, 140)}${Math.floor(1000 + Math.random() * 9000)}`;
      if (!(await this.usernameTaken(candidate))) return candidate;
    }
    throw new Error(`no free username found for ${base}`);
  }

  /** Creates the user and its profile in one transaction; a taken username or e-mail is a 409. */
  async create(account: NewAccount): Promise<AccountRow> {
    try {
      const id = await this.#db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto('users')
          .values({
            username: account.username,
            email: account.email ?? null,
            firstname: account.firstname ?? '',
            lastname: account.lastname ?? '',
            password_hash: account.password_hash ?? null,
            google_sub: account.google_sub ?? null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('profiles')
          .values({
            user_id: id,
            auth_type: account.auth_type,
            phone: account.phone ?? null,
            full_name: account.full_name ?? '',
          })
          .execute();
        return id;
      });
      return (await this.find(id))!;
    } catch (error) {
      throw asConflict(error) ?? error;
    }
  }

  /**
   * Applies `changes` to the user and its profile in one transaction; a taken username or e-mail is a 409.
   * Undefined when the account is gone (deleted meanwhile): nothing is written onto its tombstone.
   */
  async update(id: number, changes: AccountChanges): Promise<AccountRow | undefined> {
    const { full_name: fullName, ...userChanges } = changes;
    try {
      const live = await this.#db.transaction().execute(async (trx) => {
        // Locks the row as account deletion does, so the two run one after the other: a deletion that
        // committed first leaves nothing to update here (no profile is re-created for a tombstone).
        const user = await trx
          .selectFrom('users')
          .select('id')
          .where('id', '=', id)
          .where('deleted_at', 'is', null)
          .forUpdate()
          .executeTakeFirst();
        if (!user) return false;
        if (Object.keys(userChanges).length > 0) {
          await trx.updateTable('users').set(userChanges).where('id', '=', id).execute();
        }
        if (fullName !== undefined) await upsertProfile(trx, id, { full_name: fullName });
        return true;
      });
      if (!live) return undefined;
    } catch (error) {
      throw asConflict(error) ?? error;
    }
    return this.find(id);
  }

  /**
   * Stores a new password hash and bumps the token version (every other session ends); the new version, or
   * undefined when the account is gone (deleted meanwhile).
   */
  async changePassword(id: number, passwordHash: string): Promise<number | undefined> {
    const row = await this.#db
      .updateTable('users')
      .set({ password_hash: passwordHash, token_version: sql`token_version + 1` })
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .returning('token_version')
      .executeTakeFirst();
    return row?.token_version;
  }

  /**
   * Ends every session of the account (sign-out): bumps the token version every access token carries. The new
   * version, or undefined when the account is gone.
   */
  async revokeTokens(id: number): Promise<number | undefined> {
    const row = await this.#db
      .updateTable('users')
      .set({ token_version: sql`token_version + 1` })
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .returning('token_version')
      .executeTakeFirst();
    return row?.token_version;
  }

  /** Links a Google account to an existing user (found by its verified e-mail); undefined when it is gone. */
  async linkGoogle(id: number, sub: string): Promise<AccountRow | undefined> {
    try {
      await this.#db
        .updateTable('users')
        .set({ google_sub: sub })
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .execute();
    } catch (error) {
      throw asConflict(error) ?? error;
    }
    return this.find(id);
  }

  /** Runs `work` in one transaction: what it throws rolls everything back. */
  async transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.#db.transaction().execute(work);
  }

  /** Inside `trx`, the ids of the live operators, their rows locked (in id order) until it ends. */
  async lockOperatorIds(trx: Transaction<Database>): Promise<number[]> {
    const rows = await trx
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'operator')
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .forUpdate()
      .execute();
    return rows.map((row) => row.id);
  }

  /**
   * Inside `trx`, erases an account's personal data (see auth/account-deletion.ts for what goes and what
   * stays) and returns the e-mail address it had, or undefined when the account does not exist (any more).
   * Other people's notifications about the account are the caller's to reword, in the same transaction.
   */
  async erasePersonalData(
    trx: Transaction<Database>,
    userId: number,
  ): Promise<{ email: string | null } | undefined> {
    const user = await trx
      .selectFrom('users as u')
      .leftJoin('profiles as p', 'p.user_id', 'u.id')
      .select(['u.id', 'u.email', 'p.phone'])
      .where('u.id', '=', userId)
      .where('u.deleted_at', 'is', null)
      .forUpdate('u')
      .executeTakeFirst();
    if (!user) return undefined;
    await trx.deleteFrom('saved_campaigns').where('user_id', '=', userId).execute();
    await trx.deleteFrom('notifications').where('user_id', '=', userId).execute();
    await trx.deleteFrom('withdraw_accounts').where('user_id', '=', userId).execute();
    await trx
      .updateTable('donations')
      .set({ anonymous: true, full_name: null, email: null, donor_user_id: null })
      .where('donor_user_id', '=', userId)
      .execute();
    await trx
      .updateTable('invoices')
      .set({ donor_user_id: null, phone_number: null })
      .where('donor_user_id', '=', userId)
      .execute();
    if (user.phone) await trx.deleteFrom('phone_otp_codes').where('phone', '=', user.phone).execute();
    await trx.deleteFrom('profiles').where('user_id', '=', userId).execute();
    await trx
      .updateTable('users')
      .set({
        // Usernames people choose have no underscore, so the tombstone's can never clash with one.
        username: `deleted_${userId}`,
        email: null,
        firstname: '',
        lastname: '',
        password_hash: null,
        google_sub: null,
        token_version: sql`token_version + 1`,
        deleted_at: sql`now()`,
      })
      .where('id', '=', userId)
      .execute();
    return { email: user.email };
  }
}

async function upsertProfile(trx: Transaction<Database>, userId: number, values: { full_name: string }) {
  await trx
    .insertInto('profiles')
    .values({ user_id: userId, ...values })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
    .execute();
}
