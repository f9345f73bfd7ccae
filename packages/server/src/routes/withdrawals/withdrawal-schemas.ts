import {
  parseInternationalPhone,
  RECENT_WITHDRAWALS_LIMIT,
  WITHDRAW_ACCOUNT_MESSAGES,
  WITHDRAW_ACCOUNT_TEXT_LIMITS,
  WITHDRAW_ACCOUNT_TYPES,
  WITHDRAWAL_REQUEST_CURRENCIES,
  WITHDRAWAL_REQUEST_MESSAGES,
  WITHDRAWAL_STATUSES,
  type Currency,
  type WithdrawableBalance,
  type WithdrawAccount,
  type Withdrawal,
} from '@lomi/core';
import { z } from 'zod';
import { databaseIdOrDigits } from '../../http/database-id.ts';
import { phoneNumberField } from '../../http/phone-number-field.ts';
import { shapeOf } from '../../http/response-schema.ts';

// §5 Withdraw account, with @lomi/core's limits and texts (withdrawAccountErrors), so what the site's form lets
// through is stored and what it refuses is refused here with the same words.

const text = (field: keyof typeof WITHDRAW_ACCOUNT_TEXT_LIMITS) => {
  const message = WITHDRAW_ACCOUNT_MESSAGES[field];
  const { min, max } = WITHDRAW_ACCOUNT_TEXT_LIMITS[field];
  return z.string({ error: message }).trim().min(min, message).max(max, message);
};

/**
 * A phone number as the rest of the API takes it (`251` + 9 digits), or as this API answers it (`+251…`),
 * kept in the one form profiles and organizations keep: `+251…`.
 */
const phoneNumber = phoneNumberField(
  WITHDRAW_ACCOUNT_MESSAGES.phoneNumber,
  'optional',
  z.string({ error: WITHDRAW_ACCOUNT_MESSAGES.phoneNumber }).trim(),
).transform((value) => `+${parseInternationalPhone(value, 'optional') ?? value}`);

/** Body of `POST /withdraw/account/create` and `PUT /withdraw/account/update`: the whole account (§3). */
export const withdrawAccountBody = z.object({
  accountName: text('accountName'),
  accountNumber: text('accountNumber'),
  bankName: text('bankName'),
  accountType: z.enum(WITHDRAW_ACCOUNT_TYPES, { error: WITHDRAW_ACCOUNT_MESSAGES.accountType }),
  phoneNumber,
});

/** The account as validated: texts trimmed, the phone as `+251…`. */
export type WithdrawAccountFields = z.infer<typeof withdrawAccountBody>;

const CAMPAIGN_ID = 'must be a campaign id (a whole number)';

/**
 * Body of `POST /withdraw/request` (§3 Withdraw request payload): the campaign, as a number or a string of
 * digits (a page reads it from its address), and the currency as §3 spells it ('etb' or 'usd'; any case),
 * read as the `Currency` it names. A missing currency gets a text for §5's "currency must be selected".
 */
export const withdrawalRequestBody = z.object({
  campaignId: databaseIdOrDigits(CAMPAIGN_ID),
  currency: z
    .preprocess(
      (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
      z.enum(WITHDRAWAL_REQUEST_CURRENCIES, {
        error: (issue) =>
          issue.input === undefined || issue.input === ''
            ? WITHDRAWAL_REQUEST_MESSAGES.currency
            : `must be one of ${WITHDRAWAL_REQUEST_CURRENCIES.join(', ')}`,
      }),
    )
    .transform((currency): Currency => (currency === 'etb' ? 'ETB' : 'USD')),
});

/** §3 Withdraw account, as the API answers it (inside `data`). */
export const withdrawAccountSchema = shapeOf<WithdrawAccount>()(
  z
    .object({
      accountName: z.string(),
      accountNumber: z.string(),
      bankName: z.string(),
      accountType: z.enum(WITHDRAW_ACCOUNT_TYPES),
      phoneNumber: z.string().describe('`+251` and the 9 local digits.'),
      dateCreated: z.string().describe('ISO 8601 timestamp.'),
      dateUpdated: z.string().describe('ISO 8601 timestamp.'),
    })
    .meta({ id: 'WithdrawAccount' }),
);

/** §3 Withdrawal. */
export const withdrawalSchema = shapeOf<Withdrawal>()(
  z
    .object({
      id: z.number().int(),
      campaignId: z.number().int(),
      amount: z.number().int().describe('Minor units of `currency`.'),
      currency: z.enum(['ETB', 'USD']),
      status: z.enum(WITHDRAWAL_STATUSES),
      dateCreated: z.string().describe('ISO 8601 timestamp.'),
      dateUpdated: z.string().describe('ISO 8601 timestamp.'),
      rejectionReason: z.string().nullable().describe('The team’s reason when rejected; else null.'),
      paidAt: z.string().nullable().describe('ISO 8601 time it was paid; null unless paid.'),
    })
    .meta({ id: 'Withdrawal' }),
);

/** Answer of `GET /withdraw/mine`: the most recent withdrawals and how many there are in all. */
export const recentWithdrawalsSchema = z.object({
  data: z.array(withdrawalSchema).describe(`At most ${RECENT_WITHDRAWALS_LIMIT}, newest first.`),
  count: z.number().int(),
});

/** Answer of `GET /api/campaigns/mine/{id}/balance`: what can still be withdrawn, per currency. */
export const withdrawableBalanceSchema = shapeOf<WithdrawableBalance>()(
  z.object({
    etb: z.number().int().describe('ETB minor units.'),
    usd: z.number().int().describe('USD minor units.'),
  }),
);
