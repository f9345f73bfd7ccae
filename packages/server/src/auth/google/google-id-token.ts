import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { GoogleSignInConfig } from '../accounts-config.ts';

/** Who a verified Google ID token says signed in. */
export interface GoogleIdentity {
  /** Google's stable account id. */
  sub: string;
  email: string | null;
  emailVerified: boolean;
  name: string;
  givenName: string;
  familyName: string;
}

/** Google sent a token that does not check out (bad signature, wrong audience or issuer, expired, …). */
export class GoogleTokenRejected extends Error {
  override readonly name = 'GoogleTokenRejected';
}

/** Google's keys could not be fetched: the token may be fine, try again later. */
export class GoogleKeysUnavailable extends Error {
  override readonly name = 'GoogleKeysUnavailable';
}

// Google issues ID tokens with either spelling (https://developers.google.com/identity/openid-connect/openid-connect#validatinganidtoken).
const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

// Errors that say the token itself is bad; anything else (network, timeouts, a broken key set) is ours.
const tokenErrors = [
  errors.JWTExpired,
  errors.JWTClaimValidationFailed,
  errors.JWTInvalid,
  errors.JWSInvalid,
  errors.JWSSignatureVerificationFailed,
  errors.JWKSNoMatchingKey,
  errors.JWKSMultipleMatchingKeys,
  errors.JOSEAlgNotAllowed,
  errors.JOSENotSupported,
];

/**
 * Verifies Google ID tokens: RS256 signature by a key of the configured JWKS (cached, refetched when Google
 * rotates keys), `iss` Google, `aud` one of our client ids, not expired.
 */
export class GoogleIdTokenVerifier {
  readonly #keys: JWTVerifyGetKey;
  readonly #clientIds: string[];
  readonly #now: () => Date;

  constructor(config: GoogleSignInConfig, now: () => Date = () => new Date()) {
    this.#keys = createRemoteJWKSet(new URL(config.jwksUrl), { timeoutDuration: 5_000 });
    this.#clientIds = config.clientIds;
    this.#now = now;
  }

  async verify(idToken: string): Promise<GoogleIdentity> {
    let payload;
    try {
      ({ payload } = await jwtVerify(idToken, this.#keys, {
        algorithms: ['RS256'],
        issuer: GOOGLE_ISSUERS,
        audience: this.#clientIds,
        requiredClaims: ['sub', 'exp', 'iat'],
        currentDate: this.#now(),
        // Google's clocks and ours may differ a little.
        clockTolerance: 60,
      }));
    } catch (error) {
      if (tokenErrors.some((kind) => error instanceof kind)) {
        throw new GoogleTokenRejected((error as Error).message, { cause: error });
      }
      throw new GoogleKeysUnavailable('could not fetch Google signing keys', { cause: error });
    }
    const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
    if (!text(payload.sub)) throw new GoogleTokenRejected('the token has no subject');
    return {
      sub: text(payload.sub),
      email: text(payload.email) || null,
      emailVerified: payload.email_verified === true || payload.email_verified === 'true',
      name: text(payload.name),
      givenName: text(payload.given_name),
      familyName: text(payload.family_name),
    };
  }
}
