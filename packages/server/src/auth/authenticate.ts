import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../errors/api-error.ts';
import { ErrorCodes } from '../errors/error-codes.ts';
import { AccessTokenError, type AccessTokens } from './access-tokens.ts';
import type { AccountRepository } from './account-repository.ts';

/**
 * `config: { auth: 'required' }` on a route: only a signed-in user gets through (401 otherwise), and
 * `request.user` is set. `'optional'`: a valid token sets `request.user`, no token leaves it null, a bad
 * token is still a 401 (the client should drop it rather than silently act as a visitor). `'operator'`: like
 * `'required'`, and the user must be an operator now (the role is read from the database on every request,
 * never from the token, so an operator removed in the console loses access at once): 403 otherwise.
 */
export type RouteAuth = 'required' | 'optional' | 'operator';

/** The signed-in user of a request. */
export interface AuthenticatedUser {
  id: number;
  /** Whether the user is an operator, read from the database for this request. */
  operator: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
  }
  interface FastifyRequest {
    /** Set by the authentication hook on routes with `config.auth`; null for visitors. */
    user: AuthenticatedUser | null;
  }
}

/** A route as the authentication hook saw it registered: what the authorization test walks. */
export interface RouteAccess {
  method: string;
  url: string;
  auth: RouteAuth | undefined;
}

const routeTables = new WeakMap<FastifyInstance, RouteAccess[]>();

/** Every route registered after {@link registerAuthentication}, with its `config.auth`. */
export function routeAccessTable(app: FastifyInstance): readonly RouteAccess[] {
  return routeTables.get(app) ?? [];
}

const MESSAGES = {
  missing: 'Please log in to continue.',
  expired: 'Your session has expired. Please log in again.',
  invalid: 'Your session is not valid any more. Please log in again.',
} as const;

function unauthorized(reply: FastifyReply, reason: keyof typeof MESSAGES): ApiError {
  // RFC 6750: tell the client which scheme to use, and why a presented token was refused.
  reply.header(
    'www-authenticate',
    reason === 'missing' ? 'Bearer realm="lomi"' : 'Bearer realm="lomi", error="invalid_token"',
  );
  return new ApiError(401, ErrorCodes.unauthorized, MESSAGES[reason]);
}

/**
 * Checks bearer tokens on every route that asks for it (`config.auth`). A token counts only while its user
 * exists, is not deleted and still has the token's version, so a deleted account or a changed password ends
 * every old session at once. Register on the root instance before the routes.
 */
export function registerAuthentication(
  app: FastifyInstance,
  { tokens, accounts }: { tokens: AccessTokens; accounts: AccountRepository },
): void {
  const table: RouteAccess[] = [];
  routeTables.set(app, table);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      table.push({ method, url: route.url, auth: route.config?.auth });
    }
  });
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request, reply) => {
    const mode = request.routeOptions.config.auth;
    if (!mode) return;
    const header = request.headers.authorization;
    if (!header) {
      if (mode !== 'optional') throw unauthorized(reply, 'missing');
      return;
    }
    const token = /^Bearer +(\S+)\s*$/i.exec(header)?.[1];
    if (!token) throw unauthorized(reply, 'invalid');
    let claims;
    try {
      claims = await tokens.verify(token);
    } catch (error) {
      if (error instanceof AccessTokenError) throw unauthorized(reply, error.reason);
      throw error;
    }
    const session = await accounts.sessionState(claims.userId);
    if (session === undefined || session.tokenVersion !== claims.tokenVersion) {
      throw unauthorized(reply, 'invalid');
    }
    request.user = { id: claims.userId, operator: session.role === 'operator' };
    if (mode === 'operator' && !request.user.operator) {
      throw new ApiError(403, ErrorCodes.forbidden, 'Only Lomi’s operators may do this.');
    }
  });
}

/** The signed-in user of a route with `config.auth: 'required'` (or `'operator'`). */
export function signedInUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) {
    // Only reachable when a route forgot `config: { auth: 'required' }`: fail closed.
    throw new ApiError(401, ErrorCodes.unauthorized, MESSAGES.missing);
  }
  return request.user;
}

/** The signed-in operator of a route with `config.auth: 'operator'`. */
export function signedInOperator(request: FastifyRequest): AuthenticatedUser {
  const user = signedInUser(request);
  if (!user.operator) {
    // Only reachable when a route forgot `config: { auth: 'operator' }`: fail closed.
    throw new ApiError(403, ErrorCodes.forbidden, 'Only Lomi’s operators may do this.');
  }
  return user;
}
