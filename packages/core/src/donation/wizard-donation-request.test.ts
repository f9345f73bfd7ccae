import { describe, expect, it } from 'vitest';
import { emptyDonateWizardForm, type DonateWizardForm } from './donate-wizard-form.ts';
import { buildWizardDonationRequest } from './wizard-donation-request.ts';

const form: DonateWizardForm = {
  ...emptyDonateWizardForm({ goalEtbAmount: 1, goalUsdAmount: 1 }),
  amount: '500',
  firstName: ' Abebe ',
  lastName: 'Kebede',
  email: 'abebe@lomi.et',
  message: ' Stay strong ',
  paymentMethodId: 0,
  tip: '20',
  termsAccepted: true,
};

describe('buildWizardDonationRequest', () => {
  it('builds the §3 donation request in minor units, tip apart', () => {
    expect(buildWizardDonationRequest({ id: 12, title: 'Clean water' }, form, 7)).toEqual({
      amount: 50_000,
      currency: 'ETB',
      email: 'abebe@lomi.et',
      first_name: 'Abebe',
      last_name: 'Kebede',
      campaignId: 12,
      donatorId: 7,
      title: 'Clean water',
      message: 'Stay strong',
      annonymous: false,
      tipAmount: 2_000,
      payment_method: 0,
      lang: 'en',
    });
  });

  it("sends the donor's language, so the payment page and the pages it returns to speak it", () => {
    expect(buildWizardDonationRequest({ id: 12 }, form, null, 'am').lang).toBe('am');
    expect(buildWizardDonationRequest({ id: 12 }, form, null, 'en').lang).toBe('en');
  });

  it('donates anonymously without a name, and sends no name when anonymous', () => {
    expect(buildWizardDonationRequest({ id: 12 }, { ...form, firstName: '', lastName: ' ' })).toMatchObject({
      annonymous: true,
      first_name: '',
      last_name: '',
      donatorId: null,
      title: '',
    });
    expect(buildWizardDonationRequest({ id: 12 }, { ...form, anonymous: true })).toMatchObject({
      annonymous: true,
      first_name: '',
    });
  });

  it('sends card donations in USD with method 2', () => {
    expect(
      buildWizardDonationRequest({ id: 12 }, { ...form, currency: 'USD', paymentMethodId: 2, tip: '' }),
    ).toMatchObject({ currency: 'USD', payment_method: 2, tipAmount: 0 });
  });

  it('refuses a form the Confirm step would not accept', () => {
    expect(() => buildWizardDonationRequest({ id: 12 }, { ...form, termsAccepted: false })).toThrow(
      /termsAccepted: donation.terms-required/,
    );
    expect(() => buildWizardDonationRequest({ id: 12 }, { ...form, firstName: 'Abebe1' })).toThrow(
      /firstName: donation.name-letters-only/,
    );
  });
});
