import { errors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'lomi';
const INT4_MAX = 2_147_483_647;
// A user id as the issuer writes it (`String(id)`): digits without a leading zero, sign, space or fraction.
const CANONICAL_ID = /^[1-9]\d{0,9}$/;
const AUDIENCE = 'lomi-api';

/** What an access token says: whose it is, and which of their token versions it belongs to. */
export interface AccessTokenClaims {
  userId: number;
  /** Must equal the user's `token_version`: a password change or deletion bumps it, revoking old tokens. */
  tokenVersion: number;
}

/** A token handed to a client, with its lifetime in seconds. */
export interface IssuedToken {
  access: string;
  expires_in: number;
}

/** Why a token was refused: `expired` ones merit a "log in again", the rest are simply not valid. */
export class AccessTokenError extends Error {
  override readonly name = 'AccessTokenError';
  readonly reason: 'expired' | 'invalid';
  constructor(reason: 'expired' | 'invalid', options?: ErrorOptions) {
    super(reason === 'expired' ? 'access token expired' : 'access token invalid', options);
    this.reason = reason;
  }
}

/** Issues and checks the API's access tokens: HS256 JWTs with a fixed issuer and audience that expire. */
export class AccessTokens {
  readonly #key: Uint8Array;
  readonly #ttlSeconds: number;
  readonly #now: () => Date;

  constructor({ secret, ttlSeconds, now }: { secret: string; ttlSeconds: number; now?: () => Date }) {
    this.#key = new TextEncoder().encode(secret);
    this.#ttlSeconds = ttlSeconds;
    this.#now = now ?? (() => new Date());
  }

  async issue(user: { id: number; token_version: number }): Promise<IssuedToken> {
    const issuedAt = Math.floor(this.#now().getTime() / 1000);
    const access = await new SignJWT({ ver: user.token_version })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(user.id))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + this.#ttlSeconds)
      .sign(this.#key);
    return { access, expires_in: this.#ttlSeconds };
  }

  /** The claims of a valid token; throws {@link AccessTokenError} otherwise. */
  async verify(token: string): Promise<AccessTokenClaims> {
    let payload;
    try {
      ({ payload } = await jwtVerify(token, this.#key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        requiredClaims: ['sub', 'exp', 'iat'],
        currentDate: this.#now(),
      }));
    } catch (error) {
      throw new AccessTokenError(error instanceof errors.JWTExpired ? 'expired' : 'invalid', {
        cause: error,
      });
    }
    // Only the form `issue` writes: "2 " or "2.0" name no token this server made, and an id beyond the
    // integer column would reach the database as a query it refuses (a 500) rather than as a 401.
    const subject = payload.sub ?? '';
    const userId = CANONICAL_ID.test(subject) ? Number(subject) : NaN;
    const tokenVersion = payload.ver;
    if (!(userId >= 1 && userId <= INT4_MAX) || !Number.isSafeInteger(tokenVersion)) {
      throw new AccessTokenError('invalid');
    }
    return { userId, tokenVersion: tokenVersion as number };
  }
}
