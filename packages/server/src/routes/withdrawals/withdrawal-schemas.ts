import { WITHDRAW_ACCOUNT_MESSAGES, WITHDRAW_ACCOUNT_TEXT_LIMITS, WITHDRAW_ACCOUNT_TYPES } from '@lomi/core';
import { z } from 'zod';

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
const phoneNumber = z
  .string({ error: WITHDRAW_ACCOUNT_MESSAGES.phoneNumber })
  .trim()
  .regex(/^\+?251\d{9}$/, WITHDRAW_ACCOUNT_MESSAGES.phoneNumber)
  .transform((value) => `+${value.replace(/^\+/, '')}`);

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
