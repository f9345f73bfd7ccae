import { describe, expect, it } from 'vitest';
import {
  EMPTY_WITHDRAW_ACCOUNT_FORM,
  withdrawAccountErrors,
  withdrawAccountForm,
  withdrawAccountRequest,
  type WithdrawAccountForm,
} from './withdraw-account.ts';

const VALID: WithdrawAccountForm = {
  accountName: 'Abebe Kebede',
  accountNumber: '1000234567891',
  bankName: 'Commercial Bank of Ethiopia',
  accountType: 'saving',
  phoneNumber: '911223344',
};

describe('withdrawAccountErrors', () => {
  it('finds nothing wrong with a complete, valid form', () => {
    expect(withdrawAccountErrors(VALID)).toEqual({});
  });

  it('marks every empty field as required (not shown by §5, but it keeps Submit disabled)', () => {
    expect(withdrawAccountErrors(EMPTY_WITHDRAW_ACCOUNT_FORM)).toEqual({
      accountName: 'required',
      accountNumber: 'required',
      bankName: 'required',
      accountType: 'required',
      phoneNumber: 'required',
    });
    expect(withdrawAccountErrors({ ...VALID, accountName: '   ' })).toEqual({ accountName: 'required' });
  });

  it('refuses names and bank names under 4 characters and account numbers under 6 (§5), after trimming', () => {
    expect(withdrawAccountErrors({ ...VALID, accountName: 'Abe' })).toEqual({ accountName: 'invalid' });
    expect(withdrawAccountErrors({ ...VALID, accountName: ' Abe ' })).toEqual({ accountName: 'invalid' });
    expect(withdrawAccountErrors({ ...VALID, accountName: 'Abeb' })).toEqual({});
    expect(withdrawAccountErrors({ ...VALID, accountName: 'ሰላም' })).toEqual({ accountName: 'invalid' });
    expect(withdrawAccountErrors({ ...VALID, accountName: 'ሰላምታ' })).toEqual({});
    expect(withdrawAccountErrors({ ...VALID, accountNumber: '12345' })).toEqual({ accountNumber: 'invalid' });
    expect(withdrawAccountErrors({ ...VALID, accountNumber: '123456' })).toEqual({});
    expect(withdrawAccountErrors({ ...VALID, bankName: 'CBE' })).toEqual({ bankName: 'invalid' });
    expect(withdrawAccountErrors({ ...VALID, bankName: 'Dash' })).toEqual({});
  });

  it('refuses what the database could not keep', () => {
    expect(withdrawAccountErrors({ ...VALID, accountNumber: '1'.repeat(51) })).toEqual({
      accountNumber: 'invalid',
    });
    expect(withdrawAccountErrors({ ...VALID, accountName: 'A'.repeat(256) })).toEqual({
      accountName: 'invalid',
    });
  });

  it('wants exactly 9 digits after +251 and a saving or checking account', () => {
    expect(withdrawAccountErrors({ ...VALID, phoneNumber: '91122334' })).toEqual({ phoneNumber: 'invalid' });
    expect(withdrawAccountErrors({ ...VALID, phoneNumber: '91122334a' })).toEqual({ phoneNumber: 'invalid' });
    expect(withdrawAccountErrors({ ...VALID, phoneNumber: '9112233445' })).toEqual({
      phoneNumber: 'invalid',
    });
    expect(withdrawAccountErrors({ ...VALID, accountType: 'checking' })).toEqual({});
    const current = { ...VALID, accountType: 'current' } as unknown as WithdrawAccountForm;
    expect(withdrawAccountErrors(current)).toEqual({ accountType: 'invalid' });
  });
});

describe('withdrawAccountRequest', () => {
  it('trims the texts and sends the phone as 251 and the 9 digits', () => {
    expect(
      withdrawAccountRequest({ ...VALID, accountName: '  Abebe Kebede ', bankName: ' Awash Bank ' }),
    ).toEqual({
      accountName: 'Abebe Kebede',
      accountNumber: '1000234567891',
      bankName: 'Awash Bank',
      accountType: 'saving',
      phoneNumber: '251911223344',
    });
  });

  it('throws for a form with problems, naming them', () => {
    expect(() => withdrawAccountRequest({ ...VALID, bankName: 'CBE', phoneNumber: '' })).toThrow(
      /bankName: invalid, phoneNumber: required.*withdrawAccountErrors/,
    );
  });
});

describe('withdrawAccountForm', () => {
  it('fills the form with a saved account, the phone reduced to its 9 local digits', () => {
    expect(
      withdrawAccountForm({
        ...VALID,
        accountType: 'saving',
        phoneNumber: '+251911223344',
        dateCreated: '2026-11-01T08:00:00.000Z',
        dateUpdated: '2026-11-02T08:00:00.000Z',
      }),
    ).toEqual(VALID);
  });

  it('is empty when nothing is saved yet', () => {
    expect(withdrawAccountForm(null)).toEqual(EMPTY_WITHDRAW_ACCOUNT_FORM);
  });
});
