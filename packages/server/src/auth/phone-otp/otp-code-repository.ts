import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { OtpRules } from './otp-rules.ts';

/** What checking a code found. */
export type OtpCheck =
  | { outcome: 'accepted' }
  | { outcome: 'wrong'; attemptsLeft: number }
  /** No usable code: never sent, expired, already used, or out of tries. */
  | { outcome: 'expired' };

/**
 * Phone sign-in codes. Only an HMAC of phone and code is stored (keyed with the server secret, so a leaked
 * table cannot be brute-forced offline: a 6-digit code has only a million values). A new code replaces the
 * phone's earlier ones; every try is counted atomically, so parallel guesses cannot exceed the limit.
 */
export class OtpCodeRepository {
  readonly #db: Kysely<Database>;
  readonly #key: Buffer;
  readonly #rules: OtpRules;
  readonly #now: () => Date;

  constructor(db: Kysely<Database>, secret: string, rules: OtpRules, now: () => Date = () => new Date()) {
    this.#db = db;
    this.#key = createHmac('sha256', secret).update('lomi phone sign-in codes v1').digest();
    this.#rules = rules;
    this.#now = now;
  }

  /** Creates a fresh code for `phone` (earlier ones stop working) and returns it in clear, to be sent. */
  async issue(phone: string): Promise<string> {
    const code = String(randomInt(0, 10 ** this.#rules.length)).padStart(this.#rules.length, '0');
    const now = this.#now();
    await this.#db.transaction().execute(async (trx) => {
      await trx
        .updateTable('phone_otp_codes')
        .set({ consumed_at: now })
        .where('phone', '=', phone)
        .where('consumed_at', 'is', null)
        .execute();
      // Spent and expired codes are no use to anyone: keep the table small.
      await trx
        .deleteFrom('phone_otp_codes')
        .where('expires_at', '<', new Date(now.getTime() - 24 * 60 * 60_000))
        .execute();
      await trx
        .insertInto('phone_otp_codes')
        .values({
          phone,
          code_hash: this.#hash(phone, code),
          expires_at: new Date(now.getTime() + this.#rules.ttlMs),
        })
        .execute();
    });
    return code;
  }

  /** Withdraws the codes of `phone` (the SMS could not be sent). */
  async revoke(phone: string): Promise<void> {
    await this.#db
      .updateTable('phone_otp_codes')
      .set({ consumed_at: this.#now() })
      .where('phone', '=', phone)
      .where('consumed_at', 'is', null)
      .execute();
  }

  /** Checks `code` against the phone's current code; an accepted code is used up. */
  async check(phone: string, code: string): Promise<OtpCheck> {
    const now = this.#now();
    // Counting the try and reading the hash in one guarded statement: the limit holds under parallel guesses.
    const current = await this.#db
      .updateTable('phone_otp_codes')
      .set({ attempts: sql`attempts + 1` })
      .where(
        'id',
        '=',
        this.#db
          .selectFrom('phone_otp_codes')
          .select('id')
          .where('phone', '=', phone)
          .where('consumed_at', 'is', null)
          .where('expires_at', '>', now)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(1),
      )
      .where('attempts', '<', this.#rules.maxAttempts)
      .where('consumed_at', 'is', null)
      .returning(['id', 'code_hash', 'attempts'])
      .executeTakeFirst();
    if (!current) return { outcome: 'expired' };
    const expected = Buffer.from(current.code_hash, 'hex');
    const actual = Buffer.from(this.#hash(phone, code), 'hex');
    if (!timingSafeEqual(expected, actual)) {
      const attemptsLeft = this.#rules.maxAttempts - current.attempts;
      if (attemptsLeft === 0) {
        await this.#db
          .updateTable('phone_otp_codes')
          .set({ consumed_at: now })
          .where('id', '=', current.id)
          .execute();
      }
      return { outcome: 'wrong', attemptsLeft };
    }
    const used = await this.#db
      .updateTable('phone_otp_codes')
      .set({ consumed_at: now })
      .where('id', '=', current.id)
      .where('consumed_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    // Two requests with the right code at once: only one signs in.
    return used ? { outcome: 'accepted' } : { outcome: 'expired' };
  }

  #hash(phone: string, code: string): string {
    return createHmac('sha256', this.#key).update(`${phone}:${code}`).digest('hex');
  }
}
