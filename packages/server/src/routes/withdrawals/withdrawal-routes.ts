import { RECENT_WITHDRAWALS_LIMIT, WITHDRAWAL_REQUEST_MESSAGES } from '@lomi/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../auth/authenticate.ts';
import { ApiError, notFound } from '../../errors/api-error.ts';
import { ErrorCodes } from '../../errors/error-codes.ts';
import { idParams } from '../../http/query-params.ts';
import type { CampaignRepository } from '../../campaigns/campaign-repository.ts';
import { campaignRefusal } from '../campaigns/campaign-refusal.ts';
import type { WithdrawAccountRepository } from '../../withdrawals/withdraw-account-repository.ts';
import type { WithdrawalRepository } from '../../withdrawals/withdrawal-repository.ts';
import {
  recentWithdrawalsSchema,
  withdrawableBalanceSchema,
  withdrawAccountBody,
  withdrawAccountSchema,
  withdrawalRequestBody,
  withdrawalSchema,
} from './withdrawal-schemas.ts';
import { errorResponses } from '../../errors/error-body-schema.ts';
import { z } from 'zod';

export interface WithdrawalRoutesOptions {
  accounts: WithdrawAccountRepository;
  withdrawals: WithdrawalRepository;
  campaigns: CampaignRepository;
}

const noAccount = () =>
  new ApiError(404, ErrorCodes.notFound, 'You have not saved a withdrawal account yet.');

/**
 * §7 Withdraw for the signed-in user: their one withdrawal account (create, read, update; answers wrapped in
 * `data` as §7 reads them, `data: null` while none is saved), their most recent withdrawals, and withdrawal
 * requests for their own campaigns with the balance those can still pay out. Everything is addressed through
 * the token's user, so nobody can reach another user's account or campaign.
 */
export const withdrawalRoutes: FastifyPluginAsyncZod<WithdrawalRoutesOptions> = async (
  app,
  { accounts, withdrawals, campaigns },
) => {
  app.post(
    '/withdraw/account/create',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['withdrawals'],
        summary: 'Save my withdrawal account',
        body: withdrawAccountBody,
        response: { 201: z.object({ data: withdrawAccountSchema }), ...errorResponses },
      },
    },
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
  app.get(
    '/withdraw/account/get',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['withdrawals'],
        summary: 'My withdrawal account, or null',
        response: { 200: z.object({ data: withdrawAccountSchema.nullable() }), ...errorResponses },
      },
    },
    async (request) => ({ data: (await accounts.find(signedInUser(request).id)) ?? null }),
  );

  app.put(
    '/withdraw/account/update',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['withdrawals'],
        summary: 'Change my withdrawal account',
        body: withdrawAccountBody,
        response: { 200: z.object({ data: withdrawAccountSchema }), ...errorResponses },
      },
    },
    async (request) => {
      const account = await accounts.update(signedInUser(request).id, request.body);
      if (!account) throw noAccount();
      return { data: account };
    },
  );

  app.get(
    '/withdraw/mine',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['withdrawals'],
        summary: 'My most recent withdrawals',
        response: { 200: recentWithdrawalsSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { withdrawals: recent, count } = await withdrawals.recent(
        signedInUser(request).id,
        RECENT_WITHDRAWALS_LIMIT,
      );
      return { data: recent, count };
    },
  );

  // The withdraw panel's balances. Under the owner's campaigns (404 for another user's, as every "mine" read)
  // rather than under /withdraw: it is a campaign's figure, and the panel opens from the campaign.
  app.get(
    '/api/campaigns/mine/:id/balance',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['withdrawals'],
        summary: 'What my campaign can still withdraw',
        params: idParams,
        response: { 200: withdrawableBalanceSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      if ((await campaigns.ownership(signedInUser(request).id, id)) !== 'owner')
        throw notFound('Campaign', id);
      return withdrawals.balance(id);
    },
  );

  // §7 "POST /withdraw/request (campaignId, currency)": the whole balance of that currency, as one pending
  // withdrawal that Lomi's team pays by hand (§1). The campaign is refused as PATCH /campaign/update refuses it.
  app.post(
    '/withdraw/request',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['withdrawals'],
        summary: "Request my campaign's whole balance in one currency",
        body: withdrawalRequestBody,
        response: { 201: z.object({ data: withdrawalSchema }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const userId = signedInUser(request).id;
      const { campaignId, currency } = request.body;
      if ((await campaigns.ownership(userId, campaignId)) !== 'owner') {
        throw await campaignRefusal(campaigns, userId, campaignId);
      }
      const result = await withdrawals.request(userId, campaignId, currency);
      switch (result.outcome) {
        case 'requested':
          return reply.status(201).send({ data: result.withdrawal });
        case 'not-owner':
          throw await campaignRefusal(campaigns, userId, campaignId);
        case 'no-account':
          throw new ApiError(
            409,
            ErrorCodes.withdrawAccountMissing,
            'Save a withdrawal account first (POST /withdraw/account/create): withdrawals are paid into it.',
          );
        case 'no-balance':
          throw new ApiError(400, ErrorCodes.noBalance, WITHDRAWAL_REQUEST_MESSAGES.balance, {
            currency: WITHDRAWAL_REQUEST_MESSAGES.balance,
          });
      }
    },
  );
};
