import { describe, expect, it } from 'vitest';
import type { DonateDialogForm } from './donate-dialog-form.ts';
import { buildCardCheckoutRequest, buildDirectDonationPayload } from './donation-payload.ts';

const form: DonateDialogForm = {
  method: 'telebirr',
  amount: '150.50',
  phone: '911223344',
  anonymous: false,
  fullName: '  Abebe Kebede ',
  message: ' For the schools ',
};

describe('buildDirectDonationPayload', () => {
  it('builds the §3 payload with minor units and 251 + 9 digits', () => {
    expect(buildDirectDonationPayload({ id: 12 }, form)).toEqual({
      amount: 15_050,
      campaign_id: 12,
      phone_number: '251911223344',
      anonymous: false,
      medium: 'telebirr',
      full_name: 'Abebe Kebede',
      message: 'For the schools',
      lang: 'en',
    });
  });

  it("sends the donor's language, so a hosted checkout returns to pages in it", () => {
    expect(buildDirectDonationPayload({ id: 3 }, { ...form, method: 'payonline' }, 'am').lang).toBe('am');
    expect(buildDirectDonationPayload({ id: 3 }, form, 'en').lang).toBe('en');
  });

  it('leaves the full name out when anonymous, even if one was typed', () => {
    const payload = buildDirectDonationPayload({ id: 12 }, { ...form, anonymous: true, method: 'mpesa' });

    expect(payload).not.toHaveProperty('full_name');
    expect(payload).toMatchObject({ anonymous: true, medium: 'mpesa' });
  });

  it('sends payonline as its medium for the hosted checkout', () => {
    expect(buildDirectDonationPayload({ id: 3 }, { ...form, method: 'payonline' }).medium).toBe('payonline');
  });

  it('refuses an incomplete form and the card', () => {
    expect(() => buildDirectDonationPayload({ id: 12 }, { ...form, phone: '91' })).toThrow(
      /phone: donation.phone-invalid/,
    );
    expect(() => buildDirectDonationPayload({ id: 12 }, { ...form, method: 'stripe' })).toThrow(
      /buildCardCheckoutRequest/,
    );
  });
});

describe('buildCardCheckoutRequest', () => {
  const card: DonateDialogForm = { ...form, method: 'stripe', amount: '25', phone: '' };

  it('builds the §3 card request with the price in cents and the name split', () => {
    expect(buildCardCheckoutRequest({ id: 12, title: 'Clean water' }, card)).toEqual({
      name: 'Donation to Clean water',
      description: 'For the schools',
      metadata: {
        campaignId: 12,
        donatorId: null,
        message: 'For the schools',
        annonymous: false,
        tipAmount: 0,
        firstname: 'Abebe',
        lastname: 'Kebede',
        email: '',
      },
      price: 2_500,
      lang: 'en',
    });
  });

  it("sends the donor's language, so the checkout returns to pages in it", () => {
    expect(buildCardCheckoutRequest({ id: 12 }, card, 'am').lang).toBe('am');
    expect(buildCardCheckoutRequest({ id: 12 }, card, 'en').lang).toBe('en');
  });

  it('sends no name for an anonymous donor and names the campaign by id without a title', () => {
    const request = buildCardCheckoutRequest({ id: 7 }, { ...card, anonymous: true });

    expect(request.name).toBe('Donation to campaign 7');
    expect(request.metadata).toMatchObject({ annonymous: true, firstname: '', lastname: '' });
  });

  it('refuses other methods', () => {
    expect(() => buildCardCheckoutRequest({ id: 12 }, form)).toThrow(/Only card donations/);
  });
});
