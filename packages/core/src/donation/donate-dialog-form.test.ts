import { describe, expect, it } from 'vitest';
import {
  donateDialogErrors,
  donateDialogStepErrors,
  EMPTY_DONATE_DIALOG_FORM,
  isDonateDialogStepValid,
  type DonateDialogForm,
} from './donate-dialog-form.ts';

const complete: DonateDialogForm = {
  method: 'telebirr',
  amount: '150',
  phone: '911223344',
  anonymous: false,
  fullName: 'Abebe Kebede',
  message: '',
};

describe('donate dialog validation', () => {
  it('needs a chosen method on step 0', () => {
    expect(donateDialogStepErrors(0, EMPTY_DONATE_DIALOG_FORM)).toEqual({
      method: 'donation.method-required',
    });
    expect(isDonateDialogStepValid(0, EMPTY_DONATE_DIALOG_FORM)).toBe(false);
    expect(isDonateDialogStepValid(0, { ...EMPTY_DONATE_DIALOG_FORM, method: 'cbe' })).toBe(true);
  });

  it('needs an amount above 0 on step 1', () => {
    for (const amount of ['', '0', '0.00', '.', 'abc']) {
      expect(donateDialogStepErrors(1, { ...complete, amount }), amount).toEqual({
        amount: 'donation.amount-invalid',
      });
    }
    expect(isDonateDialogStepValid(1, { ...complete, amount: '0.01' })).toBe(true);
  });

  it('refuses more than the largest donation the server accepts', () => {
    expect(isDonateDialogStepValid(1, { ...complete, amount: '10000000' })).toBe(true);
    expect(donateDialogStepErrors(1, { ...complete, amount: '10000000.01' })).toEqual({
      amount: 'donation.amount-too-large',
    });
  });

  it("needs a 9-digit phone with 'Enter a valid 9-digit phone number', except for the card", () => {
    expect(donateDialogStepErrors(1, { ...complete, phone: '91122334' })).toEqual({
      phone: 'donation.phone-invalid',
    });
    expect(isDonateDialogStepValid(1, { ...complete, method: 'payonline', phone: '' })).toBe(false);
    expect(isDonateDialogStepValid(1, { ...complete, method: 'stripe', phone: '' })).toBe(true);
  });

  it('needs a full name unless anonymous; the message is optional', () => {
    expect(donateDialogStepErrors(1, { ...complete, fullName: '   ' })).toEqual({
      fullName: 'donation.full-name-required',
    });
    expect(isDonateDialogStepValid(1, { ...complete, fullName: '', anonymous: true })).toBe(true);
    expect(isDonateDialogStepValid(1, { ...complete, message: 'Stay strong' })).toBe(true);
  });

  it('keeps the full name to letters and spaces (§5), in any script, with the slash of ወ/ማርያም', () => {
    for (const fullName of ['አበበ ከበደ', 'Abebe Kebede', 'ሰላም ወ/ማርያም', 'G/Medhin Tesfaye', 'Zoë Müller']) {
      expect(donateDialogStepErrors(1, { ...complete, fullName }), fullName).toEqual({});
    }
    for (const fullName of ['Abebe 2', 'አበበ፩', 'abebe@lomi.et', 'Dr. Abebe', 'Abebe 😀']) {
      expect(donateDialogStepErrors(1, { ...complete, fullName }), fullName).toEqual({
        fullName: 'donation.name-letters-only',
      });
    }
    // Anonymous donors' names are disabled and not sent, so they cannot hold the donor back.
    expect(isDonateDialogStepValid(1, { ...complete, fullName: 'Abebe 2', anonymous: true })).toBe(true);
  });

  it('lets step 1 pass without re-checking the method, while the confirm step checks everything', () => {
    const noMethod = { ...complete, method: null };
    expect(donateDialogStepErrors(1, noMethod)).toEqual({});
    expect(isDonateDialogStepValid(2, noMethod)).toBe(false);
    expect(isDonateDialogStepValid(2, complete)).toBe(true);
  });

  it('lists every problem of an empty form', () => {
    expect(donateDialogErrors(EMPTY_DONATE_DIALOG_FORM)).toEqual({
      method: 'donation.method-required',
      amount: 'donation.amount-invalid',
      phone: 'donation.phone-invalid',
      fullName: 'donation.full-name-required',
    });
  });
});
