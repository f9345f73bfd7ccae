import { WITHDRAWAL_STATUSES } from '@lomi/core';
import { z } from 'zod';
import { pageParam } from '../../http/query-params.ts';
import { shapeOf } from '../../http/response-schema.ts';
import {
  CONSOLE_WITHDRAWAL_FILTERS,
  type ConsoleWithdrawal,
  type PayoutAttempt,
} from '../../withdrawals/payouts/console-withdrawal.ts';
import { PAYOUT_RAILS, type PayoutBank } from '../../withdrawals/payouts/payout-provider.ts';

const isoTime = z.string().describe('ISO 8601 timestamp.');
const rail = z.enum(PAYOUT_RAILS, { error: `must be one of ${PAYOUT_RAILS.join(', ')}` });

/** The filters of `GET /api/console/withdrawals/`. */
export const consoleWithdrawalQuery = z.object({
  page: pageParam,
  status: z
    .enum(CONSOLE_WITHDRAWAL_FILTERS, { error: `must be one of ${CONSOLE_WITHDRAWAL_FILTERS.join(', ')}` })
    .default('open')
    .describe('open (pending, approved and failed: oldest first; the default) or one status (newest first).'),
});

/** `POST /api/console/withdrawals/{id}/reject`. */
export const rejectWithdrawalBody = z.object({
  reason: z
    .string({ error: 'Write the reason the owner will read.' })
    .trim()
    .min(1, 'Write the reason the owner will read.')
    .max(1000, 'The reason is at most 1000 characters.'),
});

/** `POST /api/console/withdrawals/{id}/pay`. */
export const payWithdrawalBody = z.object({
  rail,
  bankCode: z
    .string()
    .trim()
    .min(1, 'Choose the bank or wallet to pay into.')
    .max(40, 'A bank code is at most 40 characters.')
    .optional()
    .describe('The rail’s code of the bank or wallet (GET /api/console/payout-banks/); API rails only.'),
  reference: z
    .string()
    .trim()
    .min(1, 'Write the bank transfer’s reference.')
    .max(100, 'A reference is at most 100 characters.')
    .optional()
    .describe('manual: the reference of the bank transfer the operator made (required).'),
});

/** `GET /api/console/payout-banks/?rail=`. */
export const payoutBanksQuery = z.object({ rail });

export const payoutAttemptSchema = shapeOf<PayoutAttempt>()(
  z
    .object({
      id: z.number().int(),
      reference: z.string().describe('Ours, unique per attempt: the idempotency key the rail sees.'),
      rail,
      status: z.enum(['pending', 'succeeded', 'failed']),
      amount: z.number().int().describe('ETB santim sent.'),
      currency: z.literal('ETB'),
      etbPerUnit: z.string().nullable().describe('ETB per USD used for a USD withdrawal; null for ETB.'),
      bankName: z.string(),
      bankCode: z.string().nullable(),
      accountName: z.string(),
      accountNumber: z.string(),
      providerRef: z
        .string()
        .nullable()
        .describe('The rail’s transfer id, or the manual transfer’s reference.'),
      failureReason: z.string().nullable(),
      createdAt: isoTime,
      settledAt: isoTime.nullable(),
    })
    .meta({ id: 'PayoutAttempt' }),
);

export const consoleWithdrawalSchema = shapeOf<ConsoleWithdrawal>()(
  z
    .object({
      id: z.number().int(),
      campaign: z.object({ id: z.number().int(), title: z.string() }),
      organization: z.object({ id: z.number().int(), name: z.string() }),
      requester: z.object({ id: z.number().int(), name: z.string(), email: z.string().nullable() }),
      amount: z.number().int().describe('Minor units of currency.'),
      currency: z.enum(['ETB', 'USD']),
      status: z.enum(WITHDRAWAL_STATUSES),
      dateCreated: isoTime,
      dateUpdated: isoTime,
      rejectionReason: z.string().nullable(),
      paidAt: isoTime.nullable(),
      account: z
        .object({
          accountName: z.string(),
          accountNumber: z.string(),
          bankName: z.string(),
          accountType: z.enum(['saving', 'checking']),
          phoneNumber: z.string(),
        })
        .nullable(),
      etbEstimate: z.number().int().nullable().describe('USD: ETB santim at today’s rate; else null.'),
      attempts: z.array(payoutAttemptSchema).describe('Oldest first.'),
    })
    .meta({ id: 'ConsoleWithdrawal' }),
);

export const payoutRailsSchema = z.object({ rails: z.array(rail) });

export const payoutBanksSchema = z.object({
  banks: z.array(
    shapeOf<PayoutBank>()(
      z.object({
        code: z.string(),
        name: z.string(),
        accountLength: z.number().int().optional(),
        isMobileMoney: z.boolean(),
      }),
    ),
  ),
});
