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

  it('accepts only plain non-negative integers as campaign ids', () => {
    expect(parseCampaignId('0')).toBe(0);
    expect(parseCampaignId('42')).toBe(42);
    for (const text of [null, undefined, '', '-1', '4.2', '12abc', ' 7', '1e3', '9'.repeat(16)]) {
      expect(parseCampaignId(text)).toBeNull();
    }
  });
});
