import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccessTokens } from '../../auth/access-tokens.ts';
import type { AccountRepository, AccountRow } from '../../auth/account-repository.ts';
import type { AccountRateLimits } from '../../auth/account-rate-limits.ts';
import {
  GoogleKeysUnavailable,
  GoogleTokenRejected,
  type GoogleIdentity,
  type GoogleIdTokenVerifier,
} from '../../auth/google/google-id-token.ts';
import type { RateLimiter } from '../../http/rate-limiter.ts';
import { ApiError } from '../../errors/api-error.ts';
import { ErrorCodes } from '../../errors/error-codes.ts';
import { errorResponses } from '../../errors/error-body-schema.ts';
import { sessionBody } from './account-bodies.ts';
import { signInSessionSchema } from './auth-schemas.ts';

export interface GoogleRoutesOptions {
  accounts: AccountRepository;
  tokens: AccessTokens;
  /** Undefined when LOMI_GOOGLE_CLIENT_ID is not set. */
  google: GoogleIdTokenVerifier | undefined;
  limiter: RateLimiter;
  limits: AccountRateLimits;
}

const tokenText = z
  .string({ error: 'must be the Google ID token' })
  .trim()
  .min(1, 'must be the Google ID token')
  .max(8192, 'must be the Google ID token');

/** The ID token as `id_token`, or as `credential` (what Google's sign-in button hands the page). */
const googleBody = z
  .object({ id_token: tokenText.optional(), credential: tokenText.optional() })
  .transform((body) => ({ idToken: body.id_token ?? body.credential ?? '' }))
  .refine((body) => body.idToken !== '', { message: 'must be the Google ID token', path: ['id_token'] });

/** A username made from the e-mail's local part: letters and digits only (§5). */
function usernameBase(identity: GoogleIdentity): string {
  const fromEmail = (identity.email ?? '').split('@')[0]!.replace(/[^A-Z0-9]/gi, '');
  return (fromEmail || 'user').slice(0, 30);
}

/**
 * POST /auth/social/google/: signs in with a Google ID token. The account is found by its Google id, else
 * by the token's e-mail address when Google has verified it (the account gets linked), else created.
 */
export const googleRoutes: FastifyPluginAsyncZod<GoogleRoutesOptions> = async (
  app,
  { accounts, tokens, google, limiter, limits },
) => {
  app.post(
    '/auth/social/google/',
    {
      schema: {
        tags: ['account'],
        summary: 'Sign in with a Google ID token',
        body: googleBody,
        response: { 200: signInSessionSchema, 201: signInSessionSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      if (!google) {
        throw new ApiError(503, ErrorCodes.signInUnavailable, 'Sign-in with Google is not available.');
      }
      await limiter.enforce(reply, [{ scope: 'google', parts: [request.ip], rule: limits.google }]);
      let identity: GoogleIdentity;
      try {
        identity = await google.verify(request.body.idToken);
      } catch (error) {
        if (error instanceof GoogleTokenRejected) {
          request.log.warn({ reason: error.message }, 'refused a Google ID token');
          throw new ApiError(
            401,
            ErrorCodes.invalidCredentials,
            'Your Google sign-in could not be verified. Please try again.',
          );
        }
        if (error instanceof GoogleKeysUnavailable) {
          request.log.error({ err: error }, 'Google signing keys unavailable');
          throw new ApiError(
            503,
            ErrorCodes.signInUnavailable,
            'Sign-in with Google is not reachable right now. Please try again in a moment.',
          );
        }
        throw error;
      }

      let account: AccountRow | undefined = await accounts.findByGoogleSub(identity.sub);
      let created = false;
      if (!account && identity.email) {
        const byEmail = await accounts.findByEmail(identity.email);
        if (byEmail && !identity.emailVerified) {
          // Linking on an unverified address would hand this account to whoever typed it into Google.
          throw new ApiError(
            409,
            ErrorCodes.conflict,
            'An account with this e-mail address exists. Please sign in with your password.',
          );
        }
        if (byEmail) account = await accounts.linkGoogle(byEmail.id, identity.sub);
      }
      if (!account) {
        created = true;
        account = await createGoogleAccount(accounts, identity);
      }
      return reply.status(created ? 201 : 200).send({
        ...sessionBody(await tokens.issue(account), account),
        created,
      });
    },
  );
};

async function createGoogleAccount(
  accounts: AccountRepository,
  identity: GoogleIdentity,
): Promise<AccountRow> {
  try {
    return await accounts.create({
      username: await accounts.freeUsername(usernameBase(identity)),
      email: identity.emailVerified ? identity.email : null,
      firstname: identity.givenName.slice(0, 150),
      lastname: identity.familyName.slice(0, 150),
      full_name: identity.name.slice(0, 255),
      google_sub: identity.sub,
      auth_type: 'google',
    });
  } catch (error) {
    // The same Google account signed in twice at once: the other request created it.
    const existing = await accounts.findByGoogleSub(identity.sub);
    if (existing) return existing;
    throw error;
  }
}
