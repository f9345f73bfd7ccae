import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccessTokens } from '../../auth/access-tokens.ts';
import type { AccountRepository } from '../../auth/account-repository.ts';
import type { AccountRateLimits } from '../../auth/account-rate-limits.ts';
import { signedInUser } from '../../auth/authenticate.ts';
import { hashPassword, verifyPassword } from '../../auth/password-hash.ts';
import { assertPasswordAcceptable } from '../../auth/password-policy.ts';
import type { RateCheck, RateLimiter } from '../../http/rate-limiter.ts';
import { ApiError } from '../../errors/api-error.ts';
import { ErrorCodes } from '../../errors/error-codes.ts';
import { sessionBody, userBody } from './account-bodies.ts';
import { assertNamesAvailable, sessionGone } from './account-errors.ts';
import { deleteAccount } from '../../auth/account-deletion.ts';
import {
  accountUserSchema,
  doneMessageSchema,
  loginBody,
  sessionSchema,
  signupBody,
  userPatchBody,
} from './auth-schemas.ts';
import { errorResponses } from '../../errors/error-body-schema.ts';

export interface AuthRoutesOptions {
  accounts: AccountRepository;
  tokens: AccessTokens;
  limiter: RateLimiter;
  limits: AccountRateLimits;
}

export const INVALID_LOGIN = 'Invalid e-mail/username or password.';

/**
 * Password accounts (§7 Auth/user): sign-up, sign-in, sign-out, the signed-in user, and account deletion.
 */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { accounts, tokens, limiter, limits },
) => {
  // Compared against when no account matches, so a wrong username costs as long as a wrong password.
  const decoyHash = hashPassword('no account has this password');

  app.post(
    '/auth/signup/',
    {
      schema: {
        tags: ['account'],
        summary: 'Create a password account and sign in',
        body: signupBody,
        response: { 201: sessionSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const body = request.body;
      assertPasswordAcceptable(body.password, 'password', body);
      await limiter.enforce(reply, [{ scope: 'signup', parts: [request.ip], rule: limits.signup }]);
      await assertNamesAvailable(accounts, body);
      const account = await accounts.create({
        username: body.username,
        email: body.email,
        firstname: body.firstname,
        lastname: body.lastname,
        full_name: body.full_name || [body.firstname, body.lastname].filter(Boolean).join(' '),
        password_hash: await hashPassword(body.password),
        auth_type: 'password',
      });
      return reply.status(201).send(sessionBody(await tokens.issue(account), account));
    },
  );

  app.post(
    '/auth/jwt/login/',
    {
      schema: {
        tags: ['account'],
        summary: 'Sign in with e-mail or username and password',
        body: loginBody,
        response: { 200: sessionSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { identifier, password } = request.body;
      const account = await accounts.findByLogin(identifier);
      // Each rule counts failed sign-ins only: every attempt is counted before the password is checked (so
      // parallel guesses cannot all slip under a limit), and a successful one is given back below.
      const checks: RateCheck[] = [
        {
          scope: 'login',
          parts: [request.ip, identifier.toLowerCase()],
          rule: limits.login.perClientAndAccount,
        },
        { scope: 'login-client', parts: [request.ip], rule: limits.login.perClient },
        {
          // The account, however it is named (e-mail or username); an identifier of no account counts alike.
          scope: 'login-account',
          parts: [account ? `user ${account.id}` : `identifier ${identifier.toLowerCase()}`],
          rule: limits.login.perAccount,
          message: (wait) =>
            `Too many failed sign-ins to this account. To protect it, password sign-in is paused: please try again in ${wait}.`,
        },
      ];
      await limiter.enforce(reply, checks);
      const matches = await verifyPassword(password, account?.password_hash ?? (await decoyHash));
      if (!account?.password_hash || !matches) {
        throw new ApiError(401, ErrorCodes.invalidCredentials, INVALID_LOGIN);
      }
      await limiter.refund(checks);
      return sessionBody(await tokens.issue(account), account);
    },
  );

  app.get(
    '/auth/user/',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['account'],
        summary: 'The signed-in user',
        response: { 200: accountUserSchema, ...errorResponses },
      },
    },
    async (request) => {
      const account = await accounts.find(signedInUser(request).id);
      if (!account) throw sessionGone();
      return userBody(account);
    },
  );

  app.patch(
    '/auth/user/',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['account'],
        summary: "Change the signed-in user's fields",
        body: userPatchBody,
        response: { 200: accountUserSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { id } = signedInUser(request);
      await assertNamesAvailable(accounts, request.body, id);
      const account = await accounts.update(id, request.body);
      if (!account) throw sessionGone();
      return userBody(account);
    },
  );

  // Sign-out ends every session of the account (its token version moves on), not only this token: a token
  // copied from the JS-readable cookie is what sign-out must defeat, and the user cannot know which device's
  // copy leaked. One column already checked on every request does it, with no deny-list to store and prune.
  app.post(
    '/auth/logout/',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['account'],
        summary: 'Sign out everywhere',
        response: { 200: doneMessageSchema, ...errorResponses },
      },
    },
    async (request) => {
      if ((await accounts.revokeTokens(signedInUser(request).id)) === undefined) throw sessionGone();
      return { message: 'You have been signed out.' };
    },
  );

  app.delete(
    '/api/auth/delete-account/',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['account'],
        summary: "Delete my account's personal data",
        response: { 200: doneMessageSchema, ...errorResponses },
      },
    },
    async (request) => {
      if (!(await deleteAccount(accounts, signedInUser(request).id))) throw sessionGone();
      return { message: 'Your account has been deleted.' };
    },
  );
};
