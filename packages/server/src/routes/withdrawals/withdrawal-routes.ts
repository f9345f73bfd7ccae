import { RECENT_WITHDRAWALS_LIMIT } from '@lomi/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../auth/authenticate.ts';
import { ApiError } from '../../errors/api-error.ts';
import { ErrorCodes } from '../../errors/error-codes.ts';
import type { WithdrawAccountRepository } from './withdraw-account-repository.ts';
import type { WithdrawalRepository } from './withdrawal-repository.ts';
import { withdrawAccountBody } from './withdrawal-schemas.ts';

export interface WithdrawalRoutesOptions {
  accounts: WithdrawAccountRepository;
  withdrawals: WithdrawalRepository;
}

const noAccount = () =>
  new ApiError(404, ErrorCodes.notFound, 'You have not saved a withdrawal account yet.');

/**
 * §7 Withdraw for the signed-in user: their one withdrawal account (create, read, update; answers wrapped in
 * `data` as §7 reads them, `data: null` while none is saved) and their most recent withdrawals. Everything is
 * addressed through the token's user, so nobody can reach another user's account. Requesting a withdrawal
 * comes with a later issue.
 */
export const withdrawalRoutes: FastifyPluginAsyncZod<WithdrawalRoutesOptions> = async (
  app,
  { accounts, withdrawals },
) => {
  app.post(
    '/withdraw/account/create',
    { config: { auth: 'required' }, schema: { body: withdrawAccountBody } },
    async (request, reply) => {
      const account = await accounts.create(signedInUser(request).id, request.body);
      if (!account) {
        throw new ApiError(
          409,
          ErrorCodes.conflict,
          'You already have a withdrawal account. Update it instead (PUT /withdraw/account/update).',
        );
      }
      return reply.status(201).send({ data: account });
    },
  );

  // None saved yet is every new user's normal state, not an error: `data` is null. (A 404 would also put an
  // error in the console of every browser showing the empty form.)
  app.get('/withdraw/account/get', { config: { auth: 'required' } }, async (request) => ({
    data: (await accounts.find(signedInUser(request).id)) ?? null,
  }));

  app.put(
    '/withdraw/account/update',
    { config: { auth: 'required' }, schema: { body: withdrawAccountBody } },
    async (request) => {
      const account = await accounts.update(signedInUser(request).id, request.body);
      if (!account) throw noAccount();
      return { data: account };
    },
  );

  app.get('/withdraw/mine', { config: { auth: 'required' } }, async (request) => {
    const { withdrawals: recent, count } = await withdrawals.recent(
      signedInUser(request).id,
      RECENT_WITHDRAWALS_LIMIT,
    );
    return { data: recent, count };
  });
};
