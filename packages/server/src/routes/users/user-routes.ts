import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccessTokens } from '../../auth/access-tokens.ts';
import type { AccountRepository } from '../../auth/account-repository.ts';
import type { AccountRateLimits } from '../../auth/account-rate-limits.ts';
import { signedInUser } from '../../auth/authenticate.ts';
import { hashPassword, verifyPassword } from '../../auth/password-hash.ts';
import { assertPasswordAcceptable } from '../../auth/password-policy.ts';
import type { RateLimiter } from '../../http/rate-limiter.ts';
import { invalidField, notFound } from '../../errors/api-error.ts';
import { idParams } from '../../http/query-params.ts';
import { publicUserBody } from '../auth/account-bodies.ts';
import { sessionGone } from '../auth/account-errors.ts';
import { errorResponses } from '../../errors/error-body-schema.ts';
import { changePasswordAnswerSchema, changePasswordBody } from '../auth/auth-schemas.ts';
import { publicUserInfoSchema } from './user-schemas.ts';

export interface UserRoutesOptions {
  accounts: AccountRepository;
  tokens: AccessTokens;
  limiter: RateLimiter;
  limits: AccountRateLimits;
}

/** §7 `/users/…`: changing one's password, and what others may see of a user who is a public figure. */
export const userRoutes: FastifyPluginAsyncZod<UserRoutesOptions> = async (
  app,
  { accounts, tokens, limiter, limits },
) => {
  app.post(
    '/users/changepassword',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['account'],
        summary: 'Change my password',
        body: changePasswordBody,
        response: { 200: changePasswordAnswerSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { id } = signedInUser(request);
      await limiter.enforce(reply, [
        { scope: 'change-password', parts: [String(id)], rule: limits.changePassword },
      ]);
      const account = await accounts.find(id);
      if (!account) throw sessionGone();
      const { old_password: oldPassword, new_password: newPassword } = request.body;
      assertPasswordAcceptable(newPassword, 'new_password', account);
      // Phone and Google accounts have no password yet: they may set one without the (non-existent) old one.
      if (account.password_hash) {
        if (!oldPassword) throw invalidField('old_password', 'Please enter your current password.');
        if (!(await verifyPassword(oldPassword, account.password_hash))) {
          throw invalidField('old_password', 'Your current password is not correct.');
        }
      }
      const version = await accounts.changePassword(id, await hashPassword(newPassword));
      // Deleted while the password was being hashed: like any request of a deleted account.
      if (version === undefined) throw sessionGone();
      // Every other session ended with the old version; this one continues with a fresh token.
      return {
        message: 'Your password has been changed.',
        token_type: 'Bearer' as const,
        ...(await tokens.issue({ id, token_version: version })),
      };
    },
  );

  // Only oneself and the owners of approved organizations (public figures): otherwise any signed-in user
  // could step through the ids and list every account's name and join date.
  app.get(
    '/users/info/:id',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['account'],
        summary: 'What may be shown of a user',
        params: idParams,
        response: { 200: publicUserInfoSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      const visible = id === signedInUser(request).id || (await accounts.ownsApprovedOrganization(id));
      const account = visible ? await accounts.find(id) : undefined;
      if (!account) throw notFound('User', id);
      return publicUserBody(account);
    },
  );
};
