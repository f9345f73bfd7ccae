import { describe, expect, it } from 'vitest';
import {
  defaultWizardCurrency,
  donateWizardStepErrors,
  emptyDonateWizardForm,
  sanitizeDigits,
  wholeUnitsToMinor,
  wizardCurrencies,
  wizardPaymentMethods,
  wizardTotalMinor,
  type DonateWizardForm,
} from './donate-wizard-form.ts';

const etbOnly = { goalEtbAmount: 50_000_000, goalUsdAmount: 0 };
const usdOnly = { goalEtbAmount: 0, goalUsdAmount: 1_000_000 };
const both = { goalEtbAmount: 50_000_000, goalUsdAmount: 1_000_000 };

const complete: DonateWizardForm = {
  ...emptyDonateWizardForm(etbOnly),
  amount: '500',
  message: 'Stay strong',
  paymentMethodId: 0,
  termsAccepted: true,
};

describe('wizard currencies and methods', () => {
  it('offers a currency only where the goal in it is above 0', () => {
    expect(wizardCurrencies(etbOnly)).toEqual(['ETB']);
    expect(wizardCurrencies(usdOnly)).toEqual(['USD']);
    expect(wizardCurrencies(both)).toEqual(['ETB', 'USD']);
    expect(wizardCurrencies({ goalEtbAmount: 0, goalUsdAmount: 0 })).toEqual(['ETB']);
  });

  it('preselects USD when the ETB goal is 0', () => {
    expect(defaultWizardCurrency(usdOnly)).toBe('USD');
    expect(defaultWizardCurrency(both)).toBe('ETB');
    expect(emptyDonateWizardForm(usdOnly).currency).toBe('USD');
  });

  it('filters methods by currency: Chapa (0) for ETB, Card (2) for USD', () => {
    expect(wizardPaymentMethods('ETB')).toEqual([0]);
    expect(wizardPaymentMethods('USD')).toEqual([2]);
  });

  it('prefills the donor of a signed-in user', () => {
    expect(emptyDonateWizardForm(etbOnly, { firstName: 'Abebe', email: 'a@b.et' })).toMatchObject({
      firstName: 'Abebe',
      lastName: '',
      email: 'a@b.et',
    });
  });
});

describe('wizard amounts', () => {
  it('keeps digits only', () => {
    expect(sanitizeDigits('1,500.75 ETB')).toBe('150075');
    expect(sanitizeDigits('')).toBe('');
  });

  it('turns whole units into minor units and adds the tip to the total', () => {
    expect(wholeUnitsToMinor('150')).toBe(15_000);
    expect(wholeUnitsToMinor('007')).toBe(700);
    expect(wholeUnitsToMinor('')).toBe(0);
    expect(() => wholeUnitsToMinor('1.5')).toThrow(RangeError);
    expect(wizardTotalMinor({ amount: '500', tip: '20' })).toBe(52_000);
    expect(wizardTotalMinor({ amount: '500', tip: '' })).toBe(50_000);
  });
});

describe('donateWizardStepErrors', () => {
  it("step 0 needs an amount: 'Please fill in amount field'", () => {
    expect(donateWizardStepErrors(0, { ...complete, amount: '' })).toEqual({
      amount: 'donation.amount-required',
    });
    expect(donateWizardStepErrors(0, { ...complete, amount: '0' })).toEqual({
      amount: 'donation.amount-required',
    });
    expect(donateWizardStepErrors(0, { ...complete, amount: '10000001' })).toEqual({
      amount: 'donation.amount-too-large',
    });
    expect(donateWizardStepErrors(0, complete)).toEqual({});
  });

  it("step 1 leaves the donor optional but checks an e-mail given: 'Invalid Email Address'", () => {
    expect(donateWizardStepErrors(1, { ...complete, email: '' })).toEqual({});
    expect(donateWizardStepErrors(1, { ...complete, email: 'abebe@' })).toEqual({
      email: 'donation.email-invalid',
    });
    expect(donateWizardStepErrors(1, { ...complete, email: ' abebe@lomi.et ' })).toEqual({});
  });

  it('step 1 checks a given first or last name: letters of any script only', () => {
    expect(donateWizardStepErrors(1, { ...complete, firstName: 'አበበ', lastName: 'ወ/ማርያም' })).toEqual({});
    expect(donateWizardStepErrors(1, { ...complete, firstName: 'Jean-Luc', lastName: "O'Brien" })).toEqual(
      {},
    );
    expect(donateWizardStepErrors(1, { ...complete, firstName: 'Abebe1', lastName: 'K@bede' })).toEqual({
      firstName: 'donation.name-letters-only',
      lastName: 'donation.name-letters-only',
    });
    expect(donateWizardStepErrors(1, { ...complete, firstName: '  ', lastName: '' })).toEqual({});
    // Anonymous donors' names are disabled and not sent, so they cannot hold the donor back.
    expect(donateWizardStepErrors(1, { ...complete, firstName: 'Abebe1', anonymous: true })).toEqual({});
    expect(donateWizardStepErrors(5, { ...complete, lastName: 'Kebede2' })).toEqual({
      lastName: 'donation.name-letters-only',
    });
  });

  it("step 2 needs a message: 'Please add a message for the fundraiser'", () => {
    expect(donateWizardStepErrors(2, { ...complete, message: '  ' })).toEqual({
      message: 'donation.message-required',
    });
  });

  it("step 3 needs a method offered for the currency: 'Please choose a payment method'", () => {
    expect(donateWizardStepErrors(3, { ...complete, paymentMethodId: null })).toEqual({
      paymentMethodId: 'donation.payment-method-required',
    });
    expect(donateWizardStepErrors(3, { ...complete, currency: 'USD', paymentMethodId: 0 })).toEqual({
      paymentMethodId: 'donation.payment-method-required',
    });
    expect(donateWizardStepErrors(3, { ...complete, currency: 'USD', paymentMethodId: 2 })).toEqual({});
  });

  it('step 4 takes any tip, none included', () => {
    expect(donateWizardStepErrors(4, { ...complete, tip: '' })).toEqual({});
    expect(donateWizardStepErrors(4, { ...complete, tip: '100' })).toEqual({});
  });

  it("step 5 needs the terms: 'Please read and agree with Lomi's donation terms.', and re-checks all", () => {
    expect(donateWizardStepErrors(5, { ...complete, termsAccepted: false })).toEqual({
      termsAccepted: 'donation.terms-required',
    });
    expect(donateWizardStepErrors(5, emptyDonateWizardForm(etbOnly))).toEqual({
      amount: 'donation.amount-required',
      message: 'donation.message-required',
      paymentMethodId: 'donation.payment-method-required',
      termsAccepted: 'donation.terms-required',
    });
    expect(donateWizardStepErrors(5, complete)).toEqual({});
  });
});
