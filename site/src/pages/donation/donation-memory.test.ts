import fc from 'fast-check';
import { parsePositiveId } from '@lomi/core';
import { afterEach, describe, expect, it } from 'vitest';
import { campaignOfInvoice, parseCampaignId, rememberDonation } from './donation-memory.ts';

describe('donation memory', () => {
  afterEach(() => sessionStorage.clear());

  it('remembers which campaign an invoice was for, in this tab', () => {
    rememberDonation({ campaignId: 12, amount: 2500, currency: 'USD', invoiceId: 'inv-1' });
    expect(campaignOfInvoice('inv-1')).toBe(12);
    expect(campaignOfInvoice('inv-2')).toBeNull();
  });

  it('remembers nothing for a payment that never got an invoice', () => {
    rememberDonation({ campaignId: 12, amount: 2500, currency: 'USD', invoiceId: null });
    expect(sessionStorage.length).toBe(0);
  });

  it('accepts only campaign ids by the core id rule (1 … 2147483647 in plain digits)', () => {
    expect(parseCampaignId('42')).toBe(42);
    for (const text of [
      null,
      undefined,
      '',
      '0',
      '-1',
      '4.2',
      '12abc',
      ' 7',
      '1e3',
      '9'.repeat(16),
      '2147483648',
    ]) {
      expect(parseCampaignId(text)).toBeNull();
    }
  });

  it('reads every text as the core id rule does', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 12 }), fc.stringMatching(/^[-+0-9.e]{0,12}$/)), (text) => {
        expect(parseCampaignId(text)).toBe(parsePositiveId(text) ?? null);
      }),
    );
  });
});
