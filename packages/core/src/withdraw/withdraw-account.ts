import { PHONE_COUNTRY_CODE } from '../constants/constants.ts';
import { isValidLocalPhone, sanitizePhoneInput } from '../contact/phone-number.ts';

/** The kinds of bank account money can be paid into (§3 Withdraw account). */
export const WITHDRAW_ACCOUNT_TYPES = ['saving', 'checking'] as const;

/** A saving or a checking account. */
export type WithdrawAccountType = (typeof WITHDRAW_ACCOUNT_TYPES)[number];

/**
 * §3 Withdraw account as the API answers it (`GET /withdraw/account/get`, inside `data`): the bank account
 * the signed-in user's withdrawals are paid into. One per user.
 */
export interface WithdrawAccount {
  accountName: string;
  accountNumber: string;
  bankName: string;
  accountType: WithdrawAccountType;
  /** `+251` and the 9 local digits. */
  phoneNumber: string;
  /** ISO 8601 time the account was first saved. */
  dateCreated: string;
  /** ISO 8601 time of the last change. */
  dateUpdated: string;
}

/**
 * Body of `POST /withdraw/account/create` and `PUT /withdraw/account/update`. The server also takes the
 * phone number as `+251…`, the form it answers with.
 */
export interface WithdrawAccountRequest {
  accountName: string;
  accountNumber: string;
  bankName: string;
  accountType: WithdrawAccountType;
  /** `251` and the 9 local digits, as every phone number sent to the API. */
  phoneNumber: string;
}

/** What the withdrawal account form holds while it is being filled in. */
export interface WithdrawAccountForm {
  accountName: string;
  accountNumber: string;
  bankName: string;
  /** `''` until one is chosen. */
  accountType: WithdrawAccountType | '';
  /** The 9 local digits; the form shows the `+251` prefix beside the field (see `sanitizePhoneInput`). */
  phoneNumber: string;
}

/** The fields of the form. */
export type WithdrawAccountField = keyof WithdrawAccountForm;

/**
 * What can be wrong with a field: still empty, or filled in but refused by §5. §5 flags only the second: a
 * form shows `invalid` under a field and keeps Submit disabled while any field is `required`.
 */
export type WithdrawAccountProblem = 'required' | 'invalid';

/** Every problem of the form, by field; empty when it can be saved. */
export type WithdrawAccountErrors = Partial<Record<WithdrawAccountField, WithdrawAccountProblem>>;

/**
 * Shortest and longest length (characters, after trimming) of the text fields. The minimums are §5's ("under 4
 * characters 'Invalid Account Name'", …); the maximums are the database columns'.
 */
export const WITHDRAW_ACCOUNT_TEXT_LIMITS = {
  accountName: { min: 4, max: 255 },
  accountNumber: { min: 6, max: 50 },
  bankName: { min: 4, max: 255 },
} as const satisfies Record<string, { min: number; max: number }>;

/** §5's English texts for a refused field; the server answers them and the site translates them. */
export const WITHDRAW_ACCOUNT_MESSAGES: Record<WithdrawAccountField, string> = {
  accountName: 'Invalid Account Name',
  accountNumber: 'Invalid Account Number',
  bankName: 'Invalid Bank Name',
  accountType: 'Invalid Account Type',
  phoneNumber: 'Invalid Phone Number',
};

/** A form with nothing filled in. */
export const EMPTY_WITHDRAW_ACCOUNT_FORM: WithdrawAccountForm = {
  accountName: '',
  accountNumber: '',
  bankName: '',
  accountType: '',
  phoneNumber: '',
};

const isAccountType = (value: string): value is WithdrawAccountType =>
  (WITHDRAW_ACCOUNT_TYPES as readonly string[]).includes(value);

function textProblem(
  value: string,
  limits: { readonly min: number; readonly max: number },
): WithdrawAccountProblem | undefined {
  const length = value.trim().length;
  if (length === 0) return 'required';
  return length < limits.min || length > limits.max ? 'invalid' : undefined;
}

/**
 * Checks the withdrawal account form (§5): account name and bank name at least 4 characters, account number
 * at least 6, a saving or checking account, and exactly 9 digits after `+251`. The server refuses the same.
 */
export function withdrawAccountErrors(form: WithdrawAccountForm): WithdrawAccountErrors {
  const errors: WithdrawAccountErrors = {};
  for (const field of ['accountName', 'accountNumber', 'bankName'] as const) {
    const problem = textProblem(form[field], WITHDRAW_ACCOUNT_TEXT_LIMITS[field]);
    if (problem) errors[field] = problem;
  }
  if (form.accountType === '') errors.accountType = 'required';
  else if (!isAccountType(form.accountType)) errors.accountType = 'invalid';
  if (form.phoneNumber === '') errors.phoneNumber = 'required';
  else if (!isValidLocalPhone(form.phoneNumber)) errors.phoneNumber = 'invalid';
  return errors;
}

/**
 * The body to send for what the form holds, trimmed, with the phone as `251…`. Throws a `RangeError` for a
 * form with problems: check `withdrawAccountErrors(form)` first.
 */
export function withdrawAccountRequest(form: WithdrawAccountForm): WithdrawAccountRequest {
  const problems = Object.entries(withdrawAccountErrors(form));
  if (problems.length > 0 || form.accountType === '') {
    throw new RangeError(
      `The withdrawal account form has problems (${problems.map(([field, problem]) => `${field}: ${problem}`).join(', ')}); ` +
        'check withdrawAccountErrors(form) before sending it.',
    );
  }
  return {
    accountName: form.accountName.trim(),
    accountNumber: form.accountNumber.trim(),
    bankName: form.bankName.trim(),
    accountType: form.accountType,
    phoneNumber: `${PHONE_COUNTRY_CODE}${form.phoneNumber}`,
  };
}

/** The form filled in with a saved account (to change it), or empty when none is saved yet. */
export function withdrawAccountForm(account: WithdrawAccount | null): WithdrawAccountForm {
  if (!account) return EMPTY_WITHDRAW_ACCOUNT_FORM;
  return {
    accountName: account.accountName,
    accountNumber: account.accountNumber,
    bankName: account.bankName,
    accountType: account.accountType,
    phoneNumber: sanitizePhoneInput(account.phoneNumber),
  };
}
