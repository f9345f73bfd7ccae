import { describe, expect, it } from 'vitest';
import { balanceIn, withdrawalRequestBody, withdrawalRequestProblem } from './withdrawal-request.ts';

const BALANCE = { etb: 1_234_550, usd: 0 };

describe('withdrawalRequestProblem', () => {
  it('wants a currency chosen first (§5)', () => {
    expect(withdrawalRequestProblem('', BALANCE)).toBe('required');
    expect(withdrawalRequestProblem('', { etb: 0, usd: 0 })).toBe('required');
  });

  it('refuses a currency with nothing to withdraw, and lets one with a balance through', () => {
    expect(withdrawalRequestProblem('USD', BALANCE)).toBe('no-balance');
    expect(withdrawalRequestProblem('ETB', BALANCE)).toBeUndefined();
    expect(withdrawalRequestProblem('ETB', { etb: 1, usd: 0 })).toBeUndefined();
    // The server never answers less than 0; a negative balance is still nothing to withdraw.
    expect(withdrawalRequestProblem('ETB', { etb: -5, usd: 0 })).toBe('no-balance');
  });
});

describe('balanceIn', () => {
  it('reads the balance of each currency', () => {
    expect(balanceIn({ etb: 10, usd: 20 }, 'ETB')).toBe(10);
    expect(balanceIn({ etb: 10, usd: 20 }, 'USD')).toBe(20);
  });
});

describe('withdrawalRequestBody', () => {
  it('spells the currency in lower case, as §3 sends it', () => {
    expect(withdrawalRequestBody({ campaignId: 12, currency: 'ETB' })).toEqual({
      campaignId: 12,
      currency: 'etb',
    });
    expect(withdrawalRequestBody({ campaignId: 3, currency: 'USD' })).toEqual({
      campaignId: 3,
      currency: 'usd',
    });
  });
});
