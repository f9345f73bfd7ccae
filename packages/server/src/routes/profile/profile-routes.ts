import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountRepository } from '../../auth/account-repository.ts';
import { signedInUser } from '../../auth/authenticate.ts';
import { profileBody } from '../auth/account-bodies.ts';
import { assertNamesAvailable, sessionGone } from '../auth/account-errors.ts';
import { profilePatchBody } from '../auth/auth-schemas.ts';
import type { UserStatsRepository } from '../../profile/user-stats-repository.ts';
import { errorResponses } from '../../errors/error-body-schema.ts';
import { accountProfileSchema, userStatsSchema } from './profile-schemas.ts';

export interface ProfileRoutesOptions {
  accounts: AccountRepository;
  stats: UserStatsRepository;
}

/** The signed-in user's own profile (§2 Profile, §7 `/api/me/profile/`) and stat tiles. */
export const profileRoutes: FastifyPluginAsyncZod<ProfileRoutesOptions> = async (
  app,
  { accounts, stats },
) => {
  app.get(
    '/api/me/profile/',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['profile'],
        summary: 'My profile',
        response: { 200: accountProfileSchema, ...errorResponses },
      },
    },
    async (request) => {
      const account = await accounts.find(signedInUser(request).id);
      if (!account) throw sessionGone();
      return profileBody(account);
    },
  );

  app.patch(
    '/api/me/profile/',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['profile'],
        summary: 'Change my e-mail, username or full name',
        body: profilePatchBody,
        response: { 200: accountProfileSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { id } = signedInUser(request);
      await assertNamesAvailable(accounts, request.body, id);
      const account = await accounts.update(id, request.body);
      if (!account) throw sessionGone();
      return profileBody(account);
    },
  );

  app.get(
    '/api/me/stats/',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['profile'],
        summary: "My profile's stat tiles",
        response: { 200: userStatsSchema, ...errorResponses },
      },
    },
    async (request) => stats.forUser(signedInUser(request).id),
  );
};
