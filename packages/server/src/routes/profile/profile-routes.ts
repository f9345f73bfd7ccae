import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountRepository } from '../../auth/account-repository.ts';
import { signedInUser, type AuthenticatedUser } from '../../auth/authenticate.ts';
import type { UserRole } from '../../db/schema.ts';
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

/** The role the session check read from the database on this request. */
const roleOf = (user: AuthenticatedUser): UserRole => (user.operator ? 'operator' : 'user');

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
      const user = signedInUser(request);
      const account = await accounts.find(user.id);
      if (!account) throw sessionGone();
      return profileBody(account, roleOf(user));
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
      const user = signedInUser(request);
      await assertNamesAvailable(accounts, request.body, user.id);
      const account = await accounts.update(user.id, request.body);
      if (!account) throw sessionGone();
      return profileBody(account, roleOf(user));
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
