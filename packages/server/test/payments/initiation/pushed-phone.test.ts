import { describe, expect, it } from 'vitest';
import type { DonationOrder } from '../../../src/payments/initiation/donation-order.ts';
import { normalizedPhone, pushedPhone } from '../../../src/payments/initiation/pushed-phone.ts';

const order = (overrides: Partial<DonationOrder>): DonationOrder => ({
  campaignId: 1,
  method: 'telebirr',
  currency: 'ETB',
  amountMinor: 5_000,
  tipMinor: 0,
  anonymous: true,
  fullName: null,
  email: null,
  message: '',
  phone: '251911223344',
  locale: 'en',
  ...overrides,
});

describe('the phone number the limits count', () => {
  it('is one number however it is written (local 09…, +251…, 251…)', () => {
    for (const written of ['0911223344', '+251911223344', '251911223344', '+251 91 122 3344', '911223344']) {
      expect(normalizedPhone(written)).toBe('251911223344');
    }
  });

  it('is the rung number of direct mobile-money orders only', () => {
    expect(pushedPhone(order({ method: 'mpesa', phone: '0911223344' }))).toBe('251911223344');
    expect(pushedPhone(order({ method: 'cbe' }))).toBe('251911223344');
    expect(pushedPhone(order({ method: 'payonline' }))).toBeNull();
    expect(pushedPhone(order({ method: 'stripe', phone: null }))).toBeNull();
  });
});
