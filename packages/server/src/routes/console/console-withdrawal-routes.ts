import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInOperator } from '../../auth/authenticate.ts';
import { errorResponses } from '../../errors/error-body-schema.ts';
import { pagedListSchema } from '../../http/paged-list-schema.ts';
import { idParams } from '../../http/query-params.ts';
import type { WithdrawalPayouts } from '../../withdrawals/payouts/withdrawal-payouts.ts';
import {
  consoleWithdrawalQuery,
  consoleWithdrawalSchema,
  payoutBanksQuery,
  payoutBanksSchema,
  payoutRailsSchema,
  payWithdrawalBody,
  rejectWithdrawalBody,
} from './console-withdrawal-schemas.ts';
import { z } from 'zod';

/**
 * Paying withdrawals out (issue 15 #1): the queue, approve, reject with a reason, pay by a rail (manual
 * with the bank transfer's reference, or an API rail), the rails and their banks. Operators only; every
 * change is one audited transaction under the withdrawal's lock, 409 when it is not in a state that allows it.
 */
export const consoleWithdrawalRoutes: FastifyPluginAsyncZod<{ payouts: WithdrawalPayouts }> = async (
  app,
  { payouts },
) => {
  app.get(
    '/api/console/withdrawals/',
    {
      config: { auth: 'operator' },
      schema: {
        tags: ['console'],
        summary: 'Withdrawals to pay (open) or by status',
        querystring: consoleWithdrawalQuery,
        response: { 200: pagedListSchema(consoleWithdrawalSchema), ...errorResponses },
      },
    },
    async (request) => {
      signedInOperator(request);
      return payouts.list(request.query.status, request.query.page);
    },
  );

  app.get(
    '/api/console/withdrawals/:id',
    {
      config: { auth: 'operator' },
      schema: {
        tags: ['console'],
        summary: 'One withdrawal with its payout attempts',
        params: idParams,
        response: { 200: consoleWithdrawalSchema, ...errorResponses },
      },
    },
    async (request) => {
      signedInOperator(request);
      return payouts.get(request.params.id);
    },
  );

  app.post(
    '/api/console/withdrawals/:id/approve',
    {
      config: { auth: 'operator' },
      schema: {
        tags: ['console'],
        summary: 'Approve a pending withdrawal',
        params: idParams,
        body: z.object({}),
        response: { 200: consoleWithdrawalSchema, ...errorResponses },
      },
    },
    async (request) => payouts.approve(signedInOperator(request).id, request.params.id),
  );

  app.post(
    '/api/console/withdrawals/:id/reject',
    {
      config: { auth: 'operator' },
      schema: {
        tags: ['console'],
        summary: 'Reject a pending withdrawal with a reason',
        params: idParams,
        body: rejectWithdrawalBody,
        response: { 200: consoleWithdrawalSchema, ...errorResponses },
      },
    },
    async (request) => payouts.reject(signedInOperator(request).id, request.params.id, request.body.reason),
  );

  app.post(
    '/api/console/withdrawals/:id/pay',
    {
      config: { auth: 'operator' },
      schema: {
        tags: ['console'],
        summary: 'Pay an approved or failed withdrawal by a rail',
        params: idParams,
        body: payWithdrawalBody,
        response: { 200: consoleWithdrawalSchema, ...errorResponses },
      },
    },
    async (request) => payouts.pay(signedInOperator(request).id, request.params.id, request.body),
  );

  app.get(
    '/api/console/payout-rails/',
    {
      config: { auth: 'operator' },
      schema: {
        tags: ['console'],
        summary: 'The payout rails this server pays by',
        response: { 200: payoutRailsSchema, ...errorResponses },
      },
    },
    async (request) => {
      signedInOperator(request);
      return { rails: [...payouts.availableRails()] };
    },
  );

  app.get(
    '/api/console/payout-banks/',
    {
      config: { auth: 'operator' },
      schema: {
        tags: ['console'],
        summary: 'The banks and wallets a payout rail pays into',
        querystring: payoutBanksQuery,
        response: { 200: payoutBanksSchema, ...errorResponses },
      },
    },
    async (request) => {
      signedInOperator(request);
      return { banks: await payouts.banks(request.query.rail) };
    },
  );
};
